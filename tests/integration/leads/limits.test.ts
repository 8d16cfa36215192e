/**
 * The forms cannot be used as a mail relay: a per-client limit on posts (10 an hour by default,
 * contact and consent together), at most 3 confirmations per client address an hour and 1 per
 * recipient address per 10 minutes; the client is who Netlify says, never X-Forwarded-For. And an
 * idempotency key belongs to one client and one body.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTargets, outboxMessages, parseMessage, post, TestContext, uniqueEmail, useLeadTarget, validConsent, validContact } from './harness.ts';

const ip = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;
const uniquePhone = () => `+1 406 555 ${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')} ${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

describe.each(databaseTargets())("the lead forms' limits against the $name", ({ url }) => {
  const target = useLeadTarget(url);
  afterEach(() => {
    delete process.env.LEADS_RATE_LIMIT;
  });
  const contactRows = async (email: string) => (await target.db.query('SELECT * FROM contact_requests WHERE email = $1', [email])).rows;

  it('answers 429 with the phone number after 10 posts an hour from one client, contact and consent together', async () => {
    const client = ip();
    const from = { 'x-nf-client-connection-ip': client };
    for (let i = 0; i < 6; i++) expect((await post(target.fns.contact, '/api/contact', { body: validContact(), headers: from })).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post(target.fns.smsConsent, '/api/sms-consent', { body: validConsent({ phone: uniquePhone() }), headers: from })).status).toBe(201);
    const over = validContact();
    const refused = await post(target.fns.contact, '/api/contact', { body: over, headers: from });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have sent several requests in a short time. Please wait about 60 minutes before sending another, or call us at (406) 555-0142.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await contactRows(over.email)).toHaveLength(0);
    expect((await post(target.fns.smsConsent, '/api/sms-consent', { body: validConsent({ phone: uniquePhone() }), headers: from })).status).toBe(429);
    // Another client is not affected.
    expect((await post(target.fns.contact, '/api/contact', { body: validContact(), headers: { 'x-nf-client-connection-ip': ip() } })).status).toBe(201);
  });

  it("takes the client from Netlify's address, never from X-Forwarded-For", async () => {
    process.env.LEADS_RATE_LIMIT = '2/600';
    const client = ip();
    const results = [];
    for (let i = 0; i < 3; i++) {
      const lead = validContact();
      results.push(
        (await post(target.fns.contact, '/api/contact', { body: lead, headers: { 'x-nf-client-connection-ip': client, 'x-forwarded-for': `203.0.113.${i}, 10.0.0.1` } })).status,
      );
      if (i === 0) expect((await contactRows(lead.email))[0].ip_address).toBe(client);
    }
    expect(results).toEqual([201, 201, 429]);
    // context.ip (Netlify's own) wins over everything else.
    const context = new TestContext(ip());
    expect((await post(target.fns.contact, '/api/contact', { body: validContact(), headers: { 'x-nf-client-connection-ip': client }, context })).status).toBe(201);
  });

  it('reads LEADS_RATE_LIMIT as N/seconds', async () => {
    process.env.LEADS_RATE_LIMIT = '1/120';
    const from = { 'x-nf-client-connection-ip': ip() };
    expect((await post(target.fns.contact, '/api/contact', { body: validContact(), headers: from })).status).toBe(201);
    const refused = await post(target.fns.contact, '/api/contact', { body: validContact(), headers: from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(120);
  });

  it('sends at most 3 confirmations per client address an hour; the leads are stored and the owner alerted all the same', async () => {
    const context = new TestContext(ip());
    const leads = [0, 1, 2, 3].map(() => validContact());
    for (const lead of leads) expect((await post(target.fns.contact, '/api/contact', { body: lead, context })).status).toBe(201);
    await context.settle();
    const messages = (await outboxMessages(target.outbox)).map(parseMessage);
    expect(messages.filter((message) => message.headers.to.includes('owner@blackfoot.test'))).toHaveLength(4);
    const confirmed = leads.filter((lead) => messages.some((message) => message.headers.to === lead.email));
    expect(confirmed).toEqual(leads.slice(0, 3));
    for (const lead of leads) expect(await contactRows(lead.email)).toHaveLength(1);
  });

  it('sends at most 1 confirmation per recipient address per 10 minutes, whoever sends the form', async () => {
    const email = uniqueEmail('target');
    const first = new TestContext(ip());
    const second = new TestContext(ip());
    expect((await post(target.fns.contact, '/api/contact', { body: validContact({ email }), context: first })).status).toBe(201);
    expect((await post(target.fns.smsConsent, '/api/sms-consent', { body: validConsent({ email, phone: uniquePhone() }), context: second })).status).toBe(201);
    await Promise.all([first.settle(), second.settle()]);
    const messages = (await outboxMessages(target.outbox)).map(parseMessage);
    expect(messages.filter((message) => message.headers.to === email)).toHaveLength(1);
    expect(messages.filter((message) => message.headers.to.includes('owner@blackfoot.test'))).toHaveLength(2);
  });
});

describe.each(databaseTargets())('idempotency keys against the $name', ({ url }) => {
  const target = useLeadTarget(url);
  const contactRows = async (email: string) => (await target.db.query('SELECT * FROM contact_requests WHERE email = $1', [email])).rows;

  it('belong to one client and one body: another body or another client gets 409, nothing stored, nothing of the first returned', async () => {
    const key = crypto.randomUUID();
    const owner = ip();
    const first = validContact({ name: 'Pat Original', message: 'Private details about my house and alarm code.' });
    const original = await post(target.fns.contact, '/api/contact', { body: first, headers: { 'idempotency-key': key, 'x-nf-client-connection-ip': owner } });
    expect(original.status).toBe(201);

    const other = validContact({ name: 'Eve Other' });
    const otherBody = await post(target.fns.contact, '/api/contact', { body: other, headers: { 'idempotency-key': key, 'x-nf-client-connection-ip': owner } });
    const otherClient = await post(target.fns.contact, '/api/contact', { body: first, headers: { 'idempotency-key': key, 'x-nf-client-connection-ip': ip() } });
    for (const result of [otherBody, otherClient]) {
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ message: 'This Idempotency-Key was already used for a different request. Send each new submission with a new key.', errors: {} });
      for (const leaked of [first.name, first.email, first.message, String(original.body.id)]) expect(JSON.stringify(result.body)).not.toContain(leaked);
    }
    expect(await contactRows(other.email)).toHaveLength(0);
    expect(await contactRows(first.email)).toHaveLength(1);

    // The same client with the same body still gets its own record back.
    const replay = await post(target.fns.contact, '/api/contact', { body: first, headers: { 'idempotency-key': key, 'x-nf-client-connection-ip': owner } });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(original.body);
  });
});
