import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isScheduledInvocation, scheduledFunction } from '../../../src/server/http/scheduled.ts';
import { mailConfig } from '../../../src/server/mail/config.ts';

const invocation = (body: string, method = 'POST', type = 'application/json') =>
  new Request('http://localhost/.netlify/functions/x', { method, body: method === 'GET' ? null : body, headers: { 'content-type': type } });

describe('scheduled functions', () => {
  it('run on the platform invocation: a POST with a JSON next_run date', async () => {
    expect(await isScheduledInvocation(invocation('{"next_run":"2026-11-24T03:00:00.000Z"}'))).toBe(true);
    expect(await isScheduledInvocation(invocation('{"next_run":"soon"}'))).toBe(false);
    expect(await isScheduledInvocation(invocation('{"next_run":5}'))).toBe(false);
    expect(await isScheduledInvocation(invocation('{}'))).toBe(false);
    expect(await isScheduledInvocation(invocation('', 'GET'))).toBe(false);
    expect(await isScheduledInvocation(invocation('next_run=2026-11-24', 'POST', 'application/x-www-form-urlencoded'))).toBe(false);
    expect(await isScheduledInvocation(invocation(`{"next_run":"2026-11-24T03:00:00.000Z","pad":"${'x'.repeat(1100)}"}`))).toBe(false);
  });

  it('answer anything else 404, and run when called from code', async () => {
    let runs = 0;
    const handler = scheduledFunction(async () => {
      runs += 1;
      return new Response('done');
    });
    const refused = await handler(invocation('', 'GET'));
    expect([refused.status, await refused.json(), runs]).toEqual([404, { message: 'Not found.' }, 0]);
    expect(await (await handler(invocation('{"next_run":"2026-11-24T03:00:00.000Z"}'))).text()).toBe('done');
    expect(await (await handler()).text()).toBe('done');
    expect(runs).toBe(2);
  });
});

describe('mail configuration', () => {
  it('defaults to the outbox folder and the profile address', () => {
    expect(mailConfig({})).toEqual({
      smtpUrl: undefined,
      outboxDir: resolve('.netlify/outbox'),
      from: '"Blackfoot River Electric" <office@blackfootriverelectric.example>',
      notifyTo: 'office@blackfootriverelectric.example',
    });
  });

  it('takes trimmed settings, and blank ones as unset', () => {
    expect(mailConfig({ SMTP_URL: ' smtp://mail.example:587 ', MAIL_OUTBOX_DIR: ' /tmp/out ', MAIL_FROM: ' site@x.example ', LEADS_NOTIFY_TO: ' owner@x.example ' })).toEqual({
      smtpUrl: 'smtp://mail.example:587',
      outboxDir: '/tmp/out',
      from: 'site@x.example',
      notifyTo: 'owner@x.example',
    });
    expect(mailConfig({ SMTP_URL: '  ', MAIL_OUTBOX_DIR: ' ', MAIL_FROM: ' ', LEADS_NOTIFY_TO: '' })).toEqual(mailConfig({}));
  });
});
