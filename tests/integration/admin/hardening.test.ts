/**
 * The login limit holds under parallel guesses (counted before the password is checked), and its
 * bucket is its own; logout and every state-changing admin route refuse cross-site requests; every
 * session cookie sent is considered.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../../src/server/admin/password.ts';

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/server/admin/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/server/admin/password.ts')>();
  return {
    ...original,
    verifyPasswordHash: async (...args: Parameters<typeof original.verifyPasswordHash>) => {
      verifications.count += 1;
      return original.verifyPasswordHash(...args);
    },
  };
});

import login from '../../../netlify/functions/admin-login.mts';
import logout from '../../../netlify/functions/admin-logout.mts';
import session from '../../../netlify/functions/admin-session.mts';
import updateLead from '../../../netlify/functions/admin-update-lead.mts';
import ask from '../../../netlify/functions/ask.mts';
import contactFunction from '../../../netlify/functions/contact.mts';
import { callAs, closeDatabase, freshIp } from '../../helpers/assistant.ts';
import type { Handler } from '../../helpers/functions.ts';

const contact = contactFunction as Handler;
import { PASSWORD, SECRET, USERNAME, callWith, loginCookie, useTestCredentials } from './harness.ts';

const attempt = (ip: string, body: unknown) => callAs(login, ip, { path: '/api/admin/login', body });
const lead = () => ({
  name: 'Dana Whitfield',
  phone: '(406) 555-0199',
  email: `scope-${crypto.randomUUID().slice(0, 8)}@example.com`,
  service: 'panel',
  message: 'Our 1970s fuse box needs replacing before we add a heat pump.',
  fillTimeMs: 8000,
});

beforeEach(() => {
  useTestCredentials({ ADMIN_LOGIN_RATE_LIMIT: undefined });
  delete process.env.LEADS_RATE_LIMIT;
  delete process.env.ASSISTANT_RATE_LIMIT;
  process.env.MAIL_OUTBOX_DIR = '/tmp/bre-hardening-outbox';
  verifications.count = 0;
});
afterAll(closeDatabase);

describe('the login limit', () => {
  it('lets at most 5 of 30 parallel wrong guesses from one address reach the password check; the rest get 429', async () => {
    useTestCredentials({ ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 } as never) });
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(ip, { username: USERNAME, password: `wrong guess ${i}` })));
    const statuses = results.map((result) => result.status);
    expect(verifications.count).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verifications.count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - verifications.count);
    // Even the right password is refused now, without being checked.
    const before = verifications.count;
    expect((await attempt(ip, { username: USERNAME, password: PASSWORD })).status).toBe(429);
    expect(verifications.count).toBe(before);
  });

  it('counts wrong passwords with the right username', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await attempt(ip, { username: USERNAME, password: `wrong ${i}` })).status).toBe(401);
    expect((await attempt(ip, { username: USERNAME, password: 'wrong again' })).status).toBe(429);
  });

  it('counts wrong usernames with the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await attempt(ip, { username: `someone${i}`, password: PASSWORD })).status).toBe(401);
    expect((await attempt(ip, { username: USERNAME, password: PASSWORD })).status).toBe(429);
  });

  it('has its own bucket: exhausting it leaves the forms and the assistant open, and the other way round', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await attempt(ip, { username: USERNAME, password: 'wrong' });
    expect((await attempt(ip, { username: USERNAME, password: PASSWORD })).status).toBe(429);
    expect((await callAs(contact, ip, { path: '/api/contact', body: lead() })).status).toBe(201);
    expect((await callAs(ask, ip, { path: '/api/ask', body: { question: 'Do you serve Polson?' } })).status).toBe(200);

    const other = freshIp();
    process.env.LEADS_RATE_LIMIT = '1/600';
    process.env.ASSISTANT_RATE_LIMIT = '1/600';
    expect((await callAs(contact, other, { path: '/api/contact', body: lead() })).status).toBe(201);
    expect((await callAs(contact, other, { path: '/api/contact', body: lead() })).status).toBe(429);
    expect((await callAs(ask, other, { path: '/api/ask', body: { question: 'Do you serve Polson?' } })).status).toBe(200);
    expect((await callAs(ask, other, { path: '/api/ask', body: { question: 'Do you serve Polson?' } })).status).toBe(429);
    expect((await attempt(other, { username: USERNAME, password: PASSWORD })).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('cannot log the owner out: 403, and the session still works', async () => {
    const cookie = await loginCookie();
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const result = await callWith(logout, cookie, { method: 'POST', path: '/api/admin/logout', headers });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
      expect(result.headers.get('set-cookie')).toBeNull();
    }
    expect((await callWith(session, cookie, { path: '/api/admin/session' })).status).toBe(200);
    // From the site itself, logout works.
    expect((await callWith(logout, cookie, { method: 'POST', path: '/api/admin/logout', headers: { origin: 'http://localhost:8888' } })).status).toBe(200);
    expect((await callWith(session, cookie, { path: '/api/admin/session' })).status).toBe(401);
  });

  it('cannot sign in or change a lead', async () => {
    const signIn = await callAs(login, freshIp(), { path: '/api/admin/login', body: { username: USERNAME, password: PASSWORD }, headers: { origin: 'https://evil.example' } });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get('set-cookie')).toBeNull();
    const cookie = await loginCookie();
    const update = await callWith(updateLead, cookie, {
      method: 'POST',
      path: '/api/admin/update-lead',
      body: { kind: 'contact', id: 1, status: 'closed' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(update.status).toBe(403);
  });
});

describe('session cookies', () => {
  it('are all considered: a valid session after two stale cookies still signs in, and logout ends every one sent', async () => {
    const stale = `bre_admin_session=${'a'.repeat(43)}.${'b'.repeat(43)}`;
    const first = await loginCookie();
    const second = await loginCookie();
    const header = [stale, stale, first, second].join('; ');
    expect((await callWith(session, header, { path: '/api/admin/session' })).status).toBe(200);
    expect((await callWith(logout, header, { method: 'POST', path: '/api/admin/logout' })).status).toBe(200);
    expect((await callWith(session, first, { path: '/api/admin/session' })).status).toBe(401);
    expect((await callWith(session, second, { path: '/api/admin/session' })).status).toBe(401);
  });
});

void SECRET;
