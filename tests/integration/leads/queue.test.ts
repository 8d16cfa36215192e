import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { getStore } from '@netlify/blobs';
import { closedPort } from '../../helpers/functions.ts';
import { databaseTargets, loadFunctions, outboxMessages, post, sqlClient, TestContext, tempOutbox, validConsent, validContact } from './harness.ts';

const queue = () => getStore({ name: 'lead-queue', consistency: 'strong' });
const queuedKeys = async () => (await queue().list()).blobs.map((blob) => blob.key).sort();

describe.each(databaseTargets())('submissions while the database is down, replayed into the $name', ({ url }) => {
  let db: pg.Client;
  let downUrl: string;

  beforeAll(async () => {
    db = await sqlClient(url);
    downUrl = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
  });
  afterAll(async () => {
    await db.end();
  });
  beforeEach(async () => {
    for (const key of await queuedKeys()) await queue().delete(key);
    process.env.MAIL_OUTBOX_DIR = await tempOutbox();
    delete process.env.SMTP_URL;
    process.env.LEADS_NOTIFY_TO = 'owner@blackfoot.test';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  const contactRows = async (email: string) => (await db.query('SELECT * FROM contact_requests WHERE email = $1', [email])).rows;

  it('answers 503 with a message for the form, queues the submission, and stores it once the database is back', async () => {
    const down = await loadFunctions(downUrl);
    const lead = validContact();
    const sentAt = Date.now();
    const { status, body, headers } = await post(down.contact, '/api/contact', {
      body: lead,
      headers: { 'user-agent': 'QueuedBrowser/1.0' },
      context: new TestContext('198.51.100.23'),
    });
    expect(status).toBe(503);
    expect(body).toEqual({ message: expect.stringContaining('(406) 555-0142'), queued: true });
    expect(body.message).toMatch(/kept/);
    expect(headers.get('retry-after')).toBe('30');
    expect(await contactRows(lead.email)).toHaveLength(0);
    const keys = await queuedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^contact\//);

    const up = await loadFunctions(url);
    expect((await up.housekeeping()).status).toBe(204);
    const rows = await contactRows(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: lead.name, message: lead.message, ip_address: '198.51.100.23', user_agent: 'QueuedBrowser/1.0', is_spam: false });
    expect(Math.abs(new Date(rows[0].created_at).getTime() - sentAt)).toBeLessThan(5_000);
    expect(await queuedKeys()).toEqual([]);
    // ... and the owner and the visitor hear of it. (The housekeeping also retries e-mails other
    // test files left pending in the shared database: only this lead's are counted.)
    expect((await outboxMessages(process.env.MAIL_OUTBOX_DIR!)).filter((message) => message.includes(lead.email))).toHaveLength(2);
  });

  it('moves the queue into the database on a later request', async () => {
    const down = await loadFunctions(downUrl);
    const consent = validConsent({ phone: `+1 406 555 ${Date.now() % 1e7}` });
    expect((await post(down.smsConsent, '/api/sms-consent', { body: consent })).status).toBe(503);
    expect(await queuedKeys()).toHaveLength(1);

    const up = await loadFunctions(url);
    const context = new TestContext();
    expect((await post(up.contact, '/api/contact', { body: validContact(), context })).status).toBe(201);
    await context.settle();
    const rows = (await db.query('SELECT * FROM sms_consents WHERE phone = $1', [consent.phone])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Jordan', primary_sms_consent: true });
    expect(await queuedKeys()).toEqual([]);
  });

  it('stores a submission retried while down, or already stored, only once', async () => {
    const key = crypto.randomUUID();
    const lead = validContact();
    const down = await loadFunctions(downUrl);
    for (let i = 0; i < 2; i++) {
      expect((await post(down.contact, '/api/contact', { body: lead, headers: { 'idempotency-key': key } })).status).toBe(503);
    }
    expect(await queuedKeys()).toHaveLength(1);
    const up = await loadFunctions(url);
    // the visitor's retry reaches the database before the queue is replayed
    const retry = await post(up.contact, '/api/contact', { body: lead, headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(201);
    expect((await up.housekeeping()).status).toBe(204);
    expect(await contactRows(lead.email)).toHaveLength(1);
    expect(await queuedKeys()).toEqual([]);
  });

  it('answers 503 without claiming to have kept anything when the queue is unreachable too', async () => {
    const saved = process.env.NETLIFY_BLOBS_CONTEXT;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ siteID: 'x', token: 'x', edgeURL: `http://127.0.0.1:${await closedPort()}`, uncachedEdgeURL: `http://127.0.0.1:${await closedPort()}` }),
    ).toString('base64');
    try {
      const down = await loadFunctions(downUrl);
      const { status, body } = await post(down.contact, '/api/contact', { body: validContact() });
      expect(status).toBe(503);
      expect(body.queued).toBe(false);
      expect(body.message).toMatch(/try again/);
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = saved;
    }
  });
});
