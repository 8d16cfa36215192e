import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { closedPort } from '../../helpers/functions.ts';
import { databaseTargets, loadFunctions, parseMessage, post, sqlClient, TestContext, tempOutbox, outboxMessages, uniqueEmail, validContact, type Functions } from './harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `reject` makes it refuse every recipient. */
function startSmtp(): Promise<{ server: SMTPServer; url: string; received: Received[]; reject: { on: boolean } }> {
  const received: Received[] = [];
  const reject = { on: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject.on) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ server, url: `smtp://127.0.0.1:${port}`, received, reject });
    });
  });
}

describe.each(databaseTargets())('lead e-mail over SMTP against the $name', ({ url }) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let db: pg.Client;
  let fns: Functions;
  let outbox: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    db = await sqlClient(url);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await db.end();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.reject.on = false;
    outbox = await tempOutbox();
    process.env.MAIL_OUTBOX_DIR = outbox;
    process.env.SMTP_URL = smtp.url;
    process.env.LEADS_NOTIFY_TO = 'owner@blackfoot.test';
    fns = await loadFunctions(url);
  });

  const notificationsOf = async (leadId: number) =>
    (await db.query("SELECT audience, status, attempts, last_error FROM lead_notifications WHERE lead_kind = 'contact' AND lead_id = $1 ORDER BY audience", [leadId])).rows;

  it('delivers the owner and visitor e-mails to the SMTP server, not to the outbox', async () => {
    const lead = validContact({ name: 'Riley Stone', email: uniqueEmail('riley') });
    const context = new TestContext();
    const { status, body } = await post(fns.contact, '/api/contact', { body: lead, context });
    expect(status).toBe(201);
    await context.settle();
    expect(smtp.received).toHaveLength(2);
    const owner = smtp.received.find((mail) => mail.to.includes('owner@blackfoot.test'))!;
    const visitor = smtp.received.find((mail) => mail.to.includes(lead.email))!;
    expect(owner.from).toBe('office@blackfootriverelectric.example');
    const ownerMessage = parseMessage(owner.raw);
    expect(ownerMessage.headers['reply-to']).toBe(`Riley Stone <${lead.email}>`);
    expect(ownerMessage.text).toContain(lead.message);
    expect(ownerMessage.text).toContain(lead.phone);
    expect(parseMessage(visitor.raw).headers.subject).toBe('We received your request - Blackfoot River Electric');
    expect(await notificationsOf(body.id)).toMatchObject([
      { audience: 'owner', status: 'sent', attempts: 1, last_error: null },
      { audience: 'visitor', status: 'sent', attempts: 1, last_error: null },
    ]);
    expect(await outboxMessages(outbox)).toHaveLength(0);
  });

  it('stores the lead when the mail server is down, records the failure, and sends it on a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    fns = await loadFunctions(url);
    const lead = validContact();
    const context = new TestContext();
    const { status, body } = await post(fns.contact, '/api/contact', { body: lead, context });
    expect(status).toBe(201);
    await context.settle();
    const failed = await notificationsOf(body.id);
    expect(failed).toMatchObject([
      { audience: 'owner', status: 'failed', attempts: 1 },
      { audience: 'visitor', status: 'failed', attempts: 1 },
    ]);
    expect(failed[0].last_error).toMatch(/ECONNREFUSED|connect/i);
    expect((await db.query('SELECT count(*)::int AS n FROM contact_requests WHERE email = $1', [lead.email])).rows[0].n).toBe(1);

    // Not yet due: a retry right away sends nothing.
    process.env.SMTP_URL = smtp.url;
    fns = await loadFunctions(url);
    expect((await fns.housekeeping()).status).toBe(204);
    expect(smtp.received).toHaveLength(0);

    // Once the pause is over, the scheduled function sends both.
    await db.query("UPDATE lead_notifications SET updated_at = now() - interval '10 minutes' WHERE lead_kind = 'contact' AND lead_id = $1", [body.id]);
    expect((await fns.housekeeping()).status).toBe(204);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([lead.email, 'owner@blackfoot.test'].sort());
    expect(await notificationsOf(body.id)).toMatchObject([
      { audience: 'owner', status: 'sent', attempts: 2 },
      { audience: 'visitor', status: 'sent', attempts: 2 },
    ]);
    vi.restoreAllMocks();
  });

  it('records a recipient the server refuses as failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.reject.on = true;
    const context = new TestContext();
    const { body } = await post(fns.contact, '/api/contact', { body: validContact(), context });
    await context.settle();
    const rows = await notificationsOf(body.id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(rows[0].last_error).toMatch(/550|Mailbox unavailable/);
    vi.restoreAllMocks();
  });
});
