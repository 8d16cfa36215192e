import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import login from '../../../netlify/functions/admin-login.mts';
import logout from '../../../netlify/functions/admin-logout.mts';
import session from '../../../netlify/functions/admin-session.mts';
import conversationLogs from '../../../netlify/functions/admin-conversation-logs.mts';
import { hashPassword } from '../../../src/server/admin/password.ts';
import { callAs, closeDatabase, freshIp, rows } from '../../helpers/assistant.ts';
import type { Handler } from '../../helpers/functions.ts';
import { PASSWORD, SECRET, USERNAME, callWith, cookieOf, loginCookie, useTestCredentials } from './harness.ts';
import { ADMIN_ROUTES, PUBLIC_FUNCTIONS } from './routes.ts';

const functionsDir = new URL('../../../netlify/functions/', import.meta.url);

beforeEach(() => {
  useTestCredentials({ ADMIN_LOGIN_RATE_LIMIT: undefined });
  vi.restoreAllMocks();
});
afterAll(closeDatabase);

const attempt = (ip: string, body: unknown) => callAs(login, ip, { path: '/api/admin/login', body });

describe('the admin tables', () => {
  it('are created by migration 0004', async () => {
    expect(inject('MIGRATIONS_APPLIED')).toContain('0004_admin');
    const [revision] = await rows(`SELECT revision FROM curated_revision WHERE id = 1`);
    expect(revision).toBeDefined();
  });
});

describe('POST /api/admin/login', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for 8 hours and answers the spec toast text', async () => {
    const result = await attempt(freshIp(), { username: USERNAME, password: PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, message: 'Logged in successfully. View customer interaction data.', username: USERNAME });
    const cookie = result.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^bre_admin_session=[\w-]{43}\.[\w-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api;');
    expect(cookie).toContain(`Max-Age=${8 * 3600}`);
    expect(cookie).not.toContain('Secure');
    expect(new Date(result.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const result = await attempt(freshIp(), { username: USERNAME, password: PASSWORD });
    expect(result.headers.get('set-cookie')).not.toContain('Secure');
    const secure = await callAs(login, freshIp(), { path: '/api/admin/login', body: { username: USERNAME, password: PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('set-cookie')).toContain('; Secure');
  });

  it('accepts a scrypt hash from ADMIN_PASSWORD_HASH', async () => {
    useTestCredentials({ ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: await hashPassword('another long password') });
    expect((await attempt(freshIp(), { username: USERNAME, password: 'another long password' })).status).toBe(200);
    expect((await attempt(freshIp(), { username: USERNAME, password: PASSWORD })).status).toBe(401);
  });

  it('requires both fields with the spec message', async () => {
    for (const body of [{}, { username: USERNAME }, { password: PASSWORD }, { username: '  ', password: PASSWORD }, { username: USERNAME, password: '' }]) {
      const result = await attempt(freshIp(), body);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message: 'Username and password are required' });
    }
  });

  it('answers 4xx, never 500, to malformed requests', async () => {
    const ip = freshIp();
    expect((await callAs(login, ip, { path: '/api/admin/login', body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await callAs(login, ip, { path: '/api/admin/login', body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect((await callAs(login, ip, { path: '/api/admin/login', method: 'GET' })).status).toBe(405);
    expect((await attempt(ip, { username: 5, password: ['x'] })).status).toBe(400);
  });

  it('refuses a wrong username or password with the spec message', async () => {
    const wrongPassword = await attempt(freshIp(), { username: USERNAME, password: 'wrong' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid username or password' });
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
    expect((await attempt(freshIp(), { username: 'admin', password: PASSWORD })).status).toBe(401);
  });

  it('rate-limits repeated failures per client in the database: 5 per 15 minutes, then 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await attempt(ip, { username: USERNAME, password: `wrong ${i}` })).status).toBe(401);
    const limited = await attempt(ip, { username: USERNAME, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many failed login attempts\. Please wait about 15 minutes and try again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Every attempt is counted before the password is checked, the refused sixth too.
    const [counter] = await rows(`SELECT count FROM rate_limits WHERE key = $1`, [`admin-login:${ip}`]);
    expect(counter.count).toBe(6);
    // Another client is not affected.
    expect((await attempt(freshIp(), { username: USERNAME, password: PASSWORD })).status).toBe(200);
    // Once the window has passed, the client may try again.
    await rows(`UPDATE rate_limits SET window_start = now() - interval '16 minutes' WHERE key = $1`, [`admin-login:${ip}`]);
    expect((await attempt(ip, { username: USERNAME, password: PASSWORD })).status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await attempt(ip, { username: USERNAME, password: 'wrong' });
    expect((await attempt(ip, { username: USERNAME, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(ip, { username: USERNAME, password: 'wrong' })).status).toBe(401);
  });

  it('refuses every login with a clear log line when no credentials are configured', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    useTestCredentials({ ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: undefined });
    const result = await attempt(freshIp(), { username: 'admin', password: 'anything' });
    expect(result.status).toBe(503);
    expect(result.body.message).toMatch(/^Sign-in is not configured on this server/);
    expect(errors.mock.calls[0][0]).toMatch(/admin login refused: neither ADMIN_PASSWORD_HASH nor ADMIN_PASSWORD is set/);
    useTestCredentials({ SESSION_SECRET: 'short' });
    expect((await attempt(freshIp(), { username: USERNAME, password: PASSWORD })).status).toBe(503);
    expect(errors.mock.calls[1][0]).toMatch(/SESSION_SECRET is shorter than 32 characters/);
  });
});

describe('sessions', () => {
  it('gives access until logout, and not after', async () => {
    const cookie = await loginCookie();
    const me = await callWith(session, cookie, { path: '/api/admin/session' });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ success: true, username: USERNAME });
    const out = await callWith(logout, cookie, { method: 'POST', path: '/api/admin/logout' });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^bre_admin_session=; Path=\/api; Max-Age=0; HttpOnly; SameSite=Strict/);
    // The old cookie, replayed, no longer works.
    expect((await callWith(session, cookie, { path: '/api/admin/session' })).status).toBe(401);
  });

  it('expires after 8 hours', async () => {
    const cookie = await loginCookie();
    await rows(`UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE expires_at > now() + interval '7 hours 59 minutes'`);
    const result = await callWith(conversationLogs, cookie, { path: '/api/admin/conversation-logs' });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ success: false, message: 'Please log in to the admin dashboard.' });
  });

  it('refuses a tampered cookie, a cookie signed with another secret, and a changed secret', async () => {
    const cookie = await loginCookie();
    const [name, value] = cookie.split('=');
    const [id, signature] = value.split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect((await callWith(session, `${name}=${id}.${flipped}`, { path: '/api/admin/session' })).status).toBe(401);
    expect((await callWith(session, `${name}=${id}`, { path: '/api/admin/session' })).status).toBe(401);
    expect((await callWith(session, `${name}=garbage`, { path: '/api/admin/session' })).status).toBe(401);
    expect((await callWith(session, cookie, { path: '/api/admin/session' })).status).toBe(200);
    useTestCredentials({ SESSION_SECRET: `${SECRET}-rotated` });
    expect((await callWith(session, cookie, { path: '/api/admin/session' })).status).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await loginCookie();
    const id = cookie.split('=')[1].split('.')[0];
    const found = await rows(`SELECT 1 FROM admin_sessions WHERE id_hash = $1`, [id]);
    expect(found).toHaveLength(0);
  });

  it('refuses a cross-site write even with a valid cookie', async () => {
    const cookie = await loginCookie();
    const update = (await import('../../../netlify/functions/admin-update-conversation.mts')).default;
    const result = await callWith(update, cookie, {
      method: 'POST',
      path: '/api/admin/update-conversation',
      body: { id: 1, answer: 'x', includedInFallback: false, category: 'general' },
      headers: { origin: 'https://evil.example' },
    });
    expect(result.status).toBe(403);
  });
});

describe('every admin-guarded route', () => {
  it('is in the route list, and every other function is listed as public (checked against netlify/functions)', async () => {
    const files = (await readdir(functionsDir)).filter((name) => name.endsWith('.mts'));
    const adminFiles: string[] = [];
    for (const file of files) {
      const source = await readFile(new URL(file, functionsDir), 'utf8');
      const path = /path:\s*'([^']+)'/.exec(source)?.[1] ?? '';
      if (path.startsWith('/api/admin')) adminFiles.push(file);
    }
    const listed = ADMIN_ROUTES.map((route) => route.file);
    // Every /api/admin function is listed; so are the guarded routes outside /api/admin (the image optimizer's).
    expect(adminFiles.filter((file) => !listed.includes(file))).toEqual([]);
    // A function is either guarded (in ADMIN_ROUTES) or public on purpose (in PUBLIC_FUNCTIONS), never neither.
    expect(files.filter((file) => !listed.includes(file) && !PUBLIC_FUNCTIONS.includes(file))).toEqual([]);
    expect(PUBLIC_FUNCTIONS.filter((file) => listed.includes(file) || !files.includes(file))).toEqual([]);
    for (const route of ADMIN_ROUTES) {
      const source = await readFile(new URL(route.file, functionsDir), 'utf8');
      expect(source).toContain(`path: '${route.pattern ?? route.path.split('?')[0]}'`);
    }
  });

  for (const route of ADMIN_ROUTES.filter((candidate) => !candidate.open)) {
    it(`${route.method} ${route.path} answers 401 without a session, and works with one`, async () => {
      const handler = (await import(`../../../netlify/functions/${route.file.replace('.mts', '')}.mts`)).default as Handler;
      const body = async () => (typeof route.body === 'function' ? await route.body() : route.body);
      const anonymous = await callWith(handler, undefined, { method: route.method, path: route.path, body: await body() });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ success: false, message: 'Please log in to the admin dashboard.' });
      const forged = await callWith(handler, 'bre_admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
        method: route.method,
        path: route.path,
        body: await body(),
      });
      expect(forged.status).toBe(401);
      const cookie = await loginCookie();
      const authorized = await callWith(handler, cookie, { method: route.method, path: route.path, body: await body() });
      expect(authorized.status).toBe(route.expected?.status ?? 200);
      if (route.expected?.body) expect(authorized.body).toEqual(route.expected.body);
    });
  }
});

describe('a browser holding a session cookie from before the path widened to /api', () => {
  it('is let in by its current session, and logout ends both', async () => {
    const stale = await loginCookie();
    await callWith(logout, stale, { method: 'POST', path: '/api/admin/logout' });
    const current = await loginCookie();
    // The older cookie (path /api/admin) comes first in the header, as browsers order them.
    const both = `${stale}; ${current}`;
    expect((await callWith(session, both, { path: '/api/admin/session' })).status).toBe(200);
    await callWith(logout, both, { method: 'POST', path: '/api/admin/logout' });
    expect((await callWith(session, current, { path: '/api/admin/session' })).status).toBe(401);
  });
});

describe('login cookie helper', () => {
  it('reads the cookie from a Set-Cookie header', async () => {
    const result = await attempt(freshIp(), { username: USERNAME, password: PASSWORD });
    expect(cookieOf(result)).toMatch(/^bre_admin_session=/);
  });
});
