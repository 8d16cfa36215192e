import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/domain/leads/schemas.ts';
import { databaseTargets, outboxMessages, parseMessage, post, TestContext, useLeadTarget, uniqueEmail, validContact } from './harness.ts';

const PATH = '/api/contact';

describe.each(databaseTargets())('POST /api/contact against the $name', ({ url }) => {
  const target = useLeadTarget(url);

  const rowsFor = async (email: string) => (await target.db.query('SELECT * FROM contact_requests WHERE email = $1 ORDER BY id', [email])).rows;

  it('stores a valid request and answers 201 with the stored record', async () => {
    const lead = validContact();
    const context = new TestContext('203.0.113.9');
    const { status, body, headers } = await post(target.fns.contact, PATH, { body: lead, headers: { 'user-agent': 'Mozilla/5.0 (Test) Lead/1.0' }, context });
    expect(status).toBe(201);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({
      id: expect.any(Number),
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      service: 'panel',
      message: lead.message,
      requestCallback: true,
      preferredTime: 'morning',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [row] = await rowsFor(lead.email);
    expect(row).toMatchObject({
      id: body.id,
      name: lead.name,
      ip_address: '203.0.113.9',
      user_agent: 'Mozilla/5.0 (Test) Lead/1.0',
      status: 'new',
      is_spam: false,
      spam_reason: null,
    });
    expect(row.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(row.created_at).toISOString()).toBe(body.createdAt);
    await context.settle();
  });

  it('takes the ip address from the platform header, else "unknown", never from the body', async () => {
    const withHeader = validContact({ ipAddress: '6.6.6.6', userAgent: 'forged' });
    await post(target.fns.contact, PATH, { body: withHeader, headers: { 'x-nf-client-connection-ip': '198.51.100.4', 'user-agent': 'Real UA' } });
    const [fromHeader] = await rowsFor(withHeader.email);
    expect(fromHeader).toMatchObject({ ip_address: '198.51.100.4', user_agent: 'Real UA' });

    const bare = validContact();
    const request = new Request(`http://localhost${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bare) });
    request.headers.delete('user-agent');
    expect((await target.fns.contact(request, {})).status).toBe(201);
    const [unknown] = await rowsFor(bare.email);
    expect(unknown).toMatchObject({ ip_address: 'unknown', user_agent: 'unknown' });
  });

  it('trims the fields and drops the preferred time when no call back is requested', async () => {
    const lead = validContact({ name: '  Sam Lee  ', requestCallback: false, preferredTime: 'evening' });
    const { status, body } = await post(target.fns.contact, PATH, { body: lead });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Sam Lee', requestCallback: false, preferredTime: '' });
    const [row] = await rowsFor(lead.email);
    expect(row).toMatchObject({ name: 'Sam Lee', request_callback: false, preferred_time: '' });
  });

  it('defaults requestCallback to false and preferredTime to empty', async () => {
    const { requestCallback, preferredTime, ...lead } = validContact();
    const { status, body } = await post(target.fns.contact, PATH, { body: lead });
    expect(status).toBe(201);
    expect(body).toMatchObject({ requestCallback: false, preferredTime: '' });
  });

  it('answers 400 with the spec message of every invalid field and stores nothing', async () => {
    const email = 'not-an-email';
    const { status, body } = await post(target.fns.contact, PATH, {
      body: { name: 'J', phone: '406-555', email, service: '', message: 'too short', requestCallback: 'yes', preferredTime: 'midnight', fillTimeMs: 9000 },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: expect.stringMatching(/correct/),
      errors: {
        name: contactMessages.name,
        phone: contactMessages.phone,
        email: contactMessages.email,
        service: contactMessages.service,
        message: contactMessages.message,
        requestCallback: contactMessages.requestCallback,
        preferredTime: contactMessages.preferredTime,
      },
    });
    expect(body.errors.name).toBe('Name must be at least 2 characters');
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('answers 400 naming each missing field', async () => {
    const { status, body } = await post(target.fns.contact, PATH, { body: {} });
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'service']);
  });

  it('stores one row for a repeated idempotency key and answers the repeat with the same record', async () => {
    const lead = validContact();
    const key = `contact-${crypto.randomUUID()}`;
    const first = await post(target.fns.contact, PATH, { body: lead, headers: { 'idempotency-key': key } });
    const second = await post(target.fns.contact, PATH, { body: lead, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    // a burst of double clicks at the same moment
    const burstKey = `burst-${crypto.randomUUID()}`;
    const burst = validContact();
    const results = await Promise.all(Array.from({ length: 6 }, () => post(target.fns.contact, PATH, { body: burst, headers: { 'idempotency-key': burstKey } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await rowsFor(lead.email)).toHaveLength(1);
    expect(await rowsFor(burst.email)).toHaveLength(1);
    const notifications = await target.db.query("SELECT count(*)::int AS n FROM lead_notifications WHERE lead_kind = 'contact' AND lead_id = $1", [first.body.id]);
    expect(notifications.rows[0].n).toBe(2);
  });

  it('stores two rows for two requests without a key', async () => {
    const lead = validContact();
    await post(target.fns.contact, PATH, { body: lead });
    await post(target.fns.contact, PATH, { body: lead });
    expect(await rowsFor(lead.email)).toHaveLength(2);
  });

  it('rejects a malformed idempotency key with 400', async () => {
    const { status, body } = await post(target.fns.contact, PATH, { body: validContact(), headers: { 'idempotency-key': 'bad key!' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/Idempotency-Key/);
  });

  describe('answers what a client sends wrong with a clear 4xx', () => {
    it('405 with Allow for GET, PUT and DELETE', async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await target.fns.contact(new Request(`http://localhost${PATH}`, { method }), {});
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect((await response.json()).message).toMatch(/POST/);
      }
    });
    // a form-encoded body is the plain HTML form's post: see form-post.test.ts
    it("415 for a body neither JSON nor the form's encoding", async () => {
      for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
        const { status, body } = await post(target.fns.contact, PATH, { body: 'name=Dana', headers: { 'content-type': type } });
        expect(status, type).toBe(415);
        expect(body.message).toMatch(/JSON/);
      }
    });
    it('400 for malformed JSON, an empty body, an array and a string', async () => {
      for (const raw of ['{"name": "Dana",', '', '[1,2]', '"hello"', 'null']) {
        const { status, body } = await post(target.fns.contact, PATH, { body: raw, headers: { 'content-type': 'application/json' } });
        expect(status, raw).toBe(400);
        expect(body.message).toMatch(/JSON|empty/);
      }
    });
    it('413 for a body over 32 KB, with or without a Content-Length', async () => {
      const big = JSON.stringify(validContact({ message: 'x'.repeat(33 * 1024) }));
      const declared = await post(target.fns.contact, PATH, { body: big, headers: { 'content-type': 'application/json', 'content-length': String(big.length) } });
      expect(declared.status).toBe(413);
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      });
      const request = new Request(`http://localhost${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
      const streamed = await target.fns.contact(request, {});
      expect(streamed.status).toBe(413);
      expect((await streamed.json()).message).toMatch(/32 KB/);
    });
    it('400 for a message longer than 5000 characters within 32 KB', async () => {
      const { status, body } = await post(target.fns.contact, PATH, { body: validContact({ message: 'y'.repeat(5001) }) });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ message: contactMessages.messageTooLong });
    });
  });

  describe('spam', () => {
    it('answers a filled honeypot as accepted, stores the row flagged, and notifies nobody', async () => {
      const lead = validContact({ website: 'http://spam.example' });
      const context = new TestContext();
      const { status, body } = await post(target.fns.contact, PATH, { body: lead, context });
      expect(status).toBe(201);
      expect(body).toMatchObject({ id: expect.any(Number), name: lead.name });
      expect(body).not.toHaveProperty('isSpam');
      await context.settle();
      const [row] = await rowsFor(lead.email);
      expect(row).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
      const notifications = await target.db.query("SELECT * FROM lead_notifications WHERE lead_kind = 'contact' AND lead_id = $1", [row.id]);
      expect(notifications.rows).toHaveLength(0);
      expect(await outboxMessages(target.outbox)).toHaveLength(0);
    });
    it('flags a form sent faster than a person can type as doubtful, stored and answered like any other', async () => {
      const fast = validContact({ fillTimeMs: 900 });
      const context = new TestContext();
      expect((await post(target.fns.contact, PATH, { body: fast, context })).status).toBe(201);
      await context.settle();
      const [row] = await rowsFor(fast.email);
      expect(row).toMatchObject({ is_spam: false, spam_reason: null, flagged_reason: 'sent less than 3 s after the form opened' });
      // The owner still hears of it, and so does the visitor.
      expect(await outboxMessages(target.outbox)).toHaveLength(2);
    });
    it('judges a post without a fill time (a form without JavaScript) by the other signals', async () => {
      const clean = validContact({ fillTimeMs: undefined });
      const linked = validContact({ fillTimeMs: undefined, message: 'Cheap panels at https://spam.example/offer and www.spam.example, see bit.ly/x' });
      const repeated = validContact({ fillTimeMs: undefined, message: 'buy now buy now\nbuy now buy now\nbuy now buy now\n' });
      for (const lead of [clean, linked, repeated]) expect((await post(target.fns.contact, PATH, { body: lead })).status).toBe(201);
      expect((await rowsFor(clean.email))[0]).toMatchObject({ is_spam: false, spam_reason: null, flagged_reason: null });
      expect((await rowsFor(linked.email))[0]).toMatchObject({ is_spam: false, flagged_reason: '3 links in the message' });
      expect((await rowsFor(repeated.email))[0]).toMatchObject({ is_spam: false, flagged_reason: 'repeated text in the message' });
    });
  });

  it('writes the owner and visitor e-mails to the outbox after the row is stored', async () => {
    const lead = validContact({ name: 'Casey Morgan', email: uniqueEmail('casey') });
    const context = new TestContext('192.0.2.77');
    const { status, body } = await post(target.fns.contact, PATH, { body: lead, context });
    expect(status).toBe(201);
    await context.settle();
    const messages = (await outboxMessages(target.outbox)).map(parseMessage);
    expect(messages).toHaveLength(2);
    const owner = messages.find((message) => message.headers.to.includes('owner@blackfoot.test'))!;
    const visitor = messages.find((message) => message.headers.to.includes(lead.email))!;
    expect(owner.headers['reply-to']).toBe(`Casey Morgan <${lead.email}>`);
    expect(owner.headers.from).toBe('Blackfoot River Electric <office@blackfootriverelectric.example>');
    expect(owner.headers.subject).toBe(`New contact request #${body.id}: Panel Upgrades from Casey Morgan`);
    for (const field of [lead.name, lead.phone, lead.email, 'Panel Upgrades', lead.message, 'Request a call back: Yes', 'Morning (8 AM - 12 PM)', '192.0.2.77']) {
      expect(owner.text).toContain(field);
    }
    // The alert opens with what the owner needs to act from a phone.
    expect(owner.text.split('\n').slice(0, 5)).toEqual([
      'Casey Morgan · Panel Upgrades',
      'Call back: Morning (8 AM - 12 PM)',
      'Call (406) 555-0199: tel:+14065550199',
      `Reply by e-mail: mailto:${lead.email.replace('+', '%2B')}?subject=Your%20request%20to%20Blackfoot%20River%20Electric`,
      `Open in the inbox: https://blackfootriverelectric.example/admin?tab=leads&kind=contact&q=${body.id}`,
    ]);
    expect(visitor.headers.subject).toBe('We received your request - Blackfoot River Electric');
    // When to expect the call (its wording for each time of day: tests/unit/lead-emails.test.ts).
    expect(visitor.text).toContain('We received your request. We will call you ');
    expect(visitor.text).not.toContain('as soon as possible');
    expect(visitor.text).toContain('Thank you for contacting Blackfoot River Electric');
    // The confirmation states what the business chose, never what the visitor typed.
    expect(visitor.text).toContain('We received your request about: Panel Upgrades.');
    expect(visitor.text).toContain('You asked for a call back, preferred time: Morning (8 AM - 12 PM).');
    expect(visitor.text).toContain('What happens next');
    for (const typed of [lead.message, lead.name, 'Casey', lead.phone]) expect(visitor.text).not.toContain(typed);
    expect(visitor.headers.to).toBe(lead.email);
    const notifications = await target.db.query(
      "SELECT audience, status, attempts, sent_at FROM lead_notifications WHERE lead_kind = 'contact' AND lead_id = $1 ORDER BY audience",
      [body.id],
    );
    expect(notifications.rows).toMatchObject([
      { audience: 'owner', status: 'sent', attempts: 1 },
      { audience: 'visitor', status: 'sent', attempts: 1 },
    ]);
  });

  it('uses MAIL_FROM when set', async () => {
    process.env.MAIL_FROM = 'Leads <leads@blackfoot.test>';
    try {
      const context = new TestContext();
      await post(target.fns.contact, PATH, { body: validContact(), context });
      await context.settle();
      const messages = (await outboxMessages(target.outbox)).map(parseMessage);
      expect(messages.map((message) => message.headers.from)).toEqual(['Leads <leads@blackfoot.test>', 'Leads <leads@blackfoot.test>']);
    } finally {
      delete process.env.MAIL_FROM;
    }
  });
});
