/**
 * The lead queue cannot be poisoned: an entry the database refuses goes to the dead letters (with
 * the error, the owner e-mailed once) and the replay goes on; an outage stops the replay and keeps
 * every entry; nothing is deleted from the queue before its row is committed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { getStore } from '@netlify/blobs';
import { closedPort } from '../../helpers/functions.ts';
import { PASSWORD, USERNAME, useTestCredentials } from '../admin/harness.ts';
import { databaseTargets, loadFunctions, outboxMessages, parseMessage, post, sqlClient, tempOutbox, validContact, type Handler } from './harness.ts';

const queue = () => getStore({ name: 'lead-queue', consistency: 'strong' });
const deadLetters = () => getStore({ name: 'lead-dead-letters', consistency: 'strong' });
const keysOf = async (store: ReturnType<typeof queue>) => (await store.list()).blobs.map((blob) => blob.key).sort();

/** A lead as the queue holds it, with a NUL byte the database refuses (the schema now refuses it at intake, so it is written directly). */
function poisonedEntry(email: string) {
  return {
    kind: 'contact' as const,
    data: {
      name: 'Nul\u0000 Byte',
      phone: '(406) 555-0101',
      email,
      service: 'panel',
      message: 'A message with a NUL \u0000 byte in it.',
      requestCallback: false,
      preferredTime: '',
    },
    // '0…' sorts before every random key: the bad entry is replayed first.
    meta: { ipAddress: '198.51.100.66', userAgent: 'Queued/1.0', idempotencyKey: `00000000-poison-${crypto.randomUUID()}`, spamReason: null, receivedAt: new Date().toISOString() },
  };
}

async function adminCall(handler: Handler, method: 'GET' | 'POST', body?: unknown) {
  const loginFn = (await import('../../../netlify/functions/admin-login.mts')).default as Handler;
  const login = await loginFn(
    new Request('http://localhost:8888/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
    }),
    { ip: `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}` },
  );
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const response = await handler(
    new Request('http://localhost:8888/api/admin/dead-letters', {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

describe.each(databaseTargets())('the lead queue against the $name', ({ url }) => {
  let db: pg.Client;
  let downUrl: string;
  let outbox: string;

  beforeAll(async () => {
    db = await sqlClient(url);
    downUrl = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
  });
  afterAll(async () => {
    await db.end();
  });
  beforeEach(async () => {
    for (const key of await keysOf(queue())) await queue().delete(key);
    for (const key of await keysOf(deadLetters())) await deadLetters().delete(key);
    outbox = await tempOutbox();
    process.env.MAIL_OUTBOX_DIR = outbox;
    delete process.env.SMTP_URL;
    process.env.LEADS_NOTIFY_TO = 'owner@blackfoot.test';
    useTestCredentials();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  const contactRows = async (email: string) => (await db.query('SELECT * FROM contact_requests WHERE email = $1', [email])).rows;

  it('dead-letters a NUL lead queued during an outage, stores the clean lead after it, and alerts the owner once', async () => {
    const down = await loadFunctions(downUrl);
    const { enqueueLead } = await import('../../../src/server/leads/queue.ts');
    const bad = poisonedEntry(`poison-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await enqueueLead(bad);
    const clean = validContact();
    expect((await post(down.contact, '/api/contact', { body: clean })).status).toBe(503);
    const queued = await keysOf(queue());
    expect(queued).toHaveLength(2);
    expect(queued[0]).toContain(bad.meta.idempotencyKey);

    // While the database is still down, the replay stops and keeps both entries (an entry is
    // never deleted before its row is committed).
    expect((await down.housekeeping()).status).toBe(503);
    expect(await keysOf(queue())).toEqual(queued);
    expect(await keysOf(deadLetters())).toEqual([]);

    const up = await loadFunctions(url);
    expect((await up.housekeeping()).status).toBe(204);
    expect(await contactRows(clean.email)).toHaveLength(1);
    expect(await contactRows(bad.data.email)).toHaveLength(0);
    expect(await keysOf(queue())).toEqual([]);
    const [letter] = await Promise.all((await keysOf(deadLetters())).map((key) => deadLetters().get(key, { type: 'json' })));
    expect(letter).toMatchObject({ lead: { data: { email: bad.data.email } }, error: { code: expect.stringMatching(/^22/) } });

    const alerts = () => outboxMessages(outbox).then((messages) => messages.map(parseMessage).filter((message) => /could not be stored/.test(message.headers.subject)));
    expect(await alerts()).toHaveLength(1);
    const [alert] = await alerts();
    expect(alert.headers.to).toContain('owner@blackfoot.test');
    expect(alert.text).toContain('Nul? Byte');
    // The next runs do not e-mail again, and keep the dead letter.
    expect((await up.housekeeping()).status).toBe(204);
    expect(await alerts()).toHaveLength(1);
    expect(await keysOf(deadLetters())).toHaveLength(1);

    // /api/health counts it.
    const health = (await import('../../../netlify/functions/health.mts')).default as Handler;
    expect(await (await health(new Request('http://localhost:8888/api/health'), {})).json()).toMatchObject({ deadLetters: 1 });

    // The inbox lists it; a retry is refused again (the byte is still there) and keeps it.
    const endpoint = (await import('../../../netlify/functions/admin-dead-letters.mts')).default as Handler;
    const listed = await adminCall(endpoint, 'GET');
    expect(listed.status).toBe(200);
    expect(listed.body.deadLetters).toEqual([
      expect.objectContaining({ kind: 'contact', name: 'Nul\u0000 Byte', email: bad.data.email, error: expect.stringMatching(/\(22\w{3}\)$/) }),
    ]);
    const retried = await adminCall(endpoint, 'POST', { key: listed.body.deadLetters[0].key });
    expect(retried.status).toBe(422);
    expect(retried.body.message).toMatch(/^The database refused it again/);
    expect(await keysOf(deadLetters())).toHaveLength(1);
  });

  it('stores a dead letter the owner retries once its cause is gone, and forgets it', async () => {
    await loadFunctions(url);
    const lead = validContact();
    const { fillTimeMs, website, ...data } = lead;
    const key = `contact/${crypto.randomUUID()}/x`;
    const entry = {
      kind: 'contact',
      data,
      meta: { ipAddress: '198.51.100.67', userAgent: 'Queued/1.0', idempotencyKey: crypto.randomUUID(), spamReason: null, receivedAt: new Date().toISOString() },
    };
    await deadLetters().setJSON(key, { key, lead: entry, error: { message: 'refused', code: '23514' }, failedAt: new Date().toISOString(), alertedAt: null });
    const endpoint = (await import('../../../netlify/functions/admin-dead-letters.mts')).default as Handler;
    const retried = await adminCall(endpoint, 'POST', { key });
    expect(retried).toEqual({ status: 200, body: { success: true, message: 'Submission stored in the inbox' } });
    expect(await contactRows(lead.email)).toHaveLength(1);
    expect(await keysOf(deadLetters())).toEqual([]);
    expect((await adminCall(endpoint, 'POST', { key })).status).toBe(404);
  });

  it('keeps a lead the database refuses at intake in the dead letters (422, owner told), and stores it on retry once the cause is gone', async () => {
    const constraint = `refuse_${crypto.randomUUID().slice(0, 8)}`;
    await db.query(`ALTER TABLE contact_requests ADD CONSTRAINT ${constraint} CHECK (name <> 'Refused Visitor') NOT VALID`);
    const lead = validContact({ name: 'Refused Visitor' });
    try {
      const fns = await loadFunctions(url);
      const { status, body } = await post(fns.contact, '/api/contact', { body: lead });
      expect(status).toBe(422);
      expect(body.message).toMatch(/^Your request could not be recorded as sent\. A copy was kept.*\(406\) 555-0142/);
      expect(await keysOf(queue())).toEqual([]);
      expect(await keysOf(deadLetters())).toHaveLength(1);
      const alerts = (await outboxMessages(outbox)).map(parseMessage).filter((message) => /could not be stored/.test(message.headers.subject));
      expect(alerts).toHaveLength(1);
      expect(alerts[0].text).toContain('(23514)');
    } finally {
      await db.query(`ALTER TABLE contact_requests DROP CONSTRAINT ${constraint}`);
    }
    const endpoint = (await import('../../../netlify/functions/admin-dead-letters.mts')).default as Handler;
    const [key] = await keysOf(deadLetters());
    expect(await adminCall(endpoint, 'POST', { key })).toEqual({ status: 200, body: { success: true, message: 'Submission stored in the inbox' } });
    expect(await contactRows(lead.email)).toHaveLength(1);
    expect(await keysOf(deadLetters())).toEqual([]);
  });

  it('refuses a NUL byte at intake with the field message: nothing stored, nothing queued', async () => {
    const fns = await loadFunctions(url);
    const lead = validContact({ name: 'Nul\u0000 Byte', message: 'Hello \u0000 there, my panel hums.' });
    const { status, body } = await post(fns.contact, '/api/contact', { body: lead });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: 'Name contains invisible control characters. Please remove them and try again.',
      message: 'Message contains invisible control characters. Please remove them and try again.',
    });
    const consent = await post(fns.smsConsent, '/api/sms-consent', {
      body: { firstName: 'Jo\u0000', lastName: 'Reyes', phone: '4065550100', primarySmsConsent: true, fillTimeMs: 5000 },
    });
    expect(consent.status).toBe(400);
    expect(consent.body.errors).toEqual({ firstName: 'First name contains invisible control characters. Please remove them and try again.' });
    expect(await contactRows(lead.email)).toHaveLength(0);
    expect(await keysOf(queue())).toEqual([]);
  });
});
