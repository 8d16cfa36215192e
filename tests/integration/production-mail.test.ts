/**
 * A production deploy without SMTP cannot tell the owner of a lead: /api/health says so (status
 * "degraded", mail "not configured", with the reason), the back office's session answer carries
 * the alert its red banner shows, and the lead is still stored in the inbox. The deploy context
 * comes from the function's context (`context.deploy.context`), as Netlify gives it.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import health from '../../netlify/functions/health.mts';
import contact from '../../netlify/functions/contact.mts';
import session from '../../netlify/functions/admin-session.mts';
import leads from '../../netlify/functions/admin-leads.mts';
import { buildRequest, type CallOptions } from '../helpers/functions.ts';
import { closeDatabase, freshIp } from '../helpers/assistant.ts';
import { loginCookie, useTestCredentials } from './admin/harness.ts';
import { tempOutbox, validContact } from './leads/harness.ts';
import { MAIL_NOT_CONFIGURED_MESSAGE } from '../../src/server/mail/readiness.ts';

type Handler = (request: Request, context?: any) => Response | Promise<Response>;
const production = { deploy: { context: 'production' } };
const preview = { deploy: { context: 'deploy-preview' } };

async function call(handler: Handler, context: unknown, options: CallOptions) {
  const response = await handler(buildRequest({ headers: { 'user-agent': 'vitest-agent/1.0' }, ...options }), { ip: freshIp(), ...(context as object) });
  return { status: response.status, body: await response.json() };
}

const savedSmtp = process.env.SMTP_URL;
beforeEach(async () => {
  useTestCredentials();
  delete process.env.SMTP_URL;
  process.env.MAIL_OUTBOX_DIR = await tempOutbox();
});
afterEach(() => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
});
afterAll(closeDatabase);

describe('GET /api/health: lead e-mail in production', () => {
  it('production without SMTP_URL: 200, status degraded, mail not configured, and why', async () => {
    const { status, body } = await call(health, production, { path: '/api/health' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'degraded', database: 'ok', deadLetters: expect.any(Number), mail: 'not configured', message: MAIL_NOT_CONFIGURED_MESSAGE });
    expect(body.message).toMatch(/^Leads are not being e-mailed: SMTP_URL is not set/);
  });

  it('production with SMTP_URL: ok', async () => {
    process.env.SMTP_URL = 'smtp://mail.example.com:587';
    const { status, body } = await call(health, production, { path: '/api/health' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: 'ok', deadLetters: expect.any(Number), mail: 'smtp' });
  });

  it('outside production, the local outbox is fine (development, previews)', async () => {
    expect((await call(health, { deploy: { context: 'dev' } }, { path: '/api/health' })).body).toEqual({
      status: 'ok',
      database: 'ok',
      deadLetters: expect.any(Number),
      mail: 'outbox',
    });
    expect((await call(health, preview, { path: '/api/health' })).body).toEqual({ status: 'ok', database: 'ok', deadLetters: expect.any(Number), mail: 'outbox' });
    // No context at all (a caller that is not Netlify): not production.
    expect((await call(health, {}, { path: '/api/health' })).body).toEqual({ status: 'ok', database: 'ok', deadLetters: expect.any(Number), mail: 'outbox' });
  });

  it('a request cannot claim production: only the context counts', async () => {
    const { body } = await call(health, {}, { path: '/api/health', headers: { 'x-nf-deploy-context': 'production', 'x-netlify-deploy-context': 'production' } });
    expect(body.status).toBe('ok');
  });
});

describe('the back office is told, and the lead is kept', () => {
  it('the session answer carries the alert in production without SMTP, and none with it', async () => {
    const cookie = await loginCookie();
    const without = await call(session, production, { path: '/api/admin/session', headers: { cookie } });
    expect(without.status).toBe(200);
    expect(without.body.alerts).toEqual([{ id: 'mail-not-configured', message: MAIL_NOT_CONFIGURED_MESSAGE }]);

    process.env.SMTP_URL = 'smtp://mail.example.com:587';
    const withSmtp = await call(session, production, { path: '/api/admin/session', headers: { cookie } });
    expect(withSmtp.body.alerts).toEqual([]);
  });

  it('a lead sent to production without SMTP is stored and listed in the inbox', async () => {
    const word = `prodmail${Date.now().toString(36)}`;
    const lead = validContact({ message: `Please call about the panel (${word}).` });
    const stored = await call(contact, production, { method: 'POST', path: '/api/contact', body: lead });
    expect(stored.status).toBe(201);
    const cookie = await loginCookie();
    const inbox = await call(leads, production, { path: `/api/admin/leads?kind=contact&q=${word}`, headers: { cookie } });
    expect(inbox.status).toBe(200);
    expect(inbox.body.logs).toHaveLength(1);
    expect(inbox.body.logs[0]).toMatchObject({ email: lead.email, message: lead.message });
  });
});
