import { describe, expect, it } from 'vitest';
import { smsConsentMessages } from '../../../src/domain/leads/schemas.ts';
import { databaseTargets, outboxMessages, parseMessage, post, TestContext, useLeadTarget, validConsent } from './harness.ts';

const PATH = '/api/sms-consent';

describe.each(databaseTargets())('POST /api/sms-consent against the $name', ({ url }) => {
  const target = useLeadTarget(url);

  const rowsFor = async (phone: string) => (await target.db.query('SELECT * FROM sms_consents WHERE phone = $1 ORDER BY id', [phone])).rows;
  const uniquePhone = () => `+1 406 555 ${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')} ${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

  it('stores a consent and echoes the submitted fields plus createdAt with 201', async () => {
    const consent = validConsent({ phone: uniquePhone() });
    const context = new TestContext('203.0.113.50');
    const { status, body } = await post(target.fns.smsConsent, PATH, { body: consent, headers: { 'user-agent': 'ConsentBrowser/2.0' }, context });
    expect(status).toBe(201);
    expect(body).toEqual({
      firstName: 'Jordan',
      lastName: 'Reyes',
      phone: consent.phone,
      email: consent.email,
      serviceType: 'generator',
      primarySmsConsent: true,
      emergencySmsConsent: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const [row] = await rowsFor(consent.phone);
    expect(row).toMatchObject({
      first_name: 'Jordan',
      ip_address: '203.0.113.50',
      user_agent: 'ConsentBrowser/2.0',
      status: 'new',
      is_spam: false,
      primary_sms_consent: true,
      emergency_sms_consent: true,
    });
    await context.settle();
    const messages = (await outboxMessages(target.outbox)).map(parseMessage);
    expect(messages).toHaveLength(2);
    const owner = messages.find((message) => message.headers.to.includes('owner@blackfoot.test'))!;
    expect(owner.headers['reply-to']).toBe(`Jordan Reyes <${consent.email}>`);
    for (const field of ['Jordan Reyes', consent.phone, consent.email, 'Generator Installation', 'Primary SMS consent: Yes', 'Emergency SMS consent: Yes', '203.0.113.50']) {
      expect(owner.text).toContain(field);
    }
    const visitor = messages.find((message) => message.headers.to.includes(consent.email))!;
    expect(visitor.text).toContain('Reply STOP');
  });

  it('stores an empty e-mail and service type as absent, and mails only the owner', async () => {
    const consent = validConsent({ phone: uniquePhone(), email: '', serviceType: '', emergencySmsConsent: undefined });
    const context = new TestContext();
    const { status, body } = await post(target.fns.smsConsent, PATH, { body: consent, context });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email: null, serviceType: null, emergencySmsConsent: false });
    const [row] = await rowsFor(consent.phone);
    expect(row).toMatchObject({ email: null, service_type: null, emergency_sms_consent: false });
    await context.settle();
    const messages = (await outboxMessages(target.outbox)).map(parseMessage);
    expect(messages).toHaveLength(1);
    expect(messages[0].headers.to).toBe('owner@blackfoot.test');
  });

  it('answers 400 with the spec message of every invalid field', async () => {
    const phone = '555-CALL-NOW';
    const { status, body } = await post(target.fns.smsConsent, PATH, {
      body: { firstName: 'A', lastName: 'B', phone, email: 'nope', serviceType: 'plumbing', primarySmsConsent: false, emergencySmsConsent: 'sure', fillTimeMs: 9000 },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: expect.any(String),
      errors: {
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
        phone: 'Please enter a valid phone number',
        email: 'Please enter a valid email address',
        serviceType: smsConsentMessages.serviceType,
        primarySmsConsent: 'You must consent to receive SMS messages to continue',
        emergencySmsConsent: smsConsentMessages.emergencySmsConsent,
      },
    });
    expect(await rowsFor(phone)).toHaveLength(0);
  });

  it('requires primary consent even when it is missing', async () => {
    const { primarySmsConsent, ...consent } = validConsent({ phone: uniquePhone() });
    const { status, body } = await post(target.fns.smsConsent, PATH, { body: consent });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ primarySmsConsent: 'You must consent to receive SMS messages to continue' });
  });

  it('stores one row for a repeated idempotency key', async () => {
    const consent = validConsent({ phone: uniquePhone() });
    const key = crypto.randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => post(target.fns.smsConsent, PATH, { body: consent, headers: { 'idempotency-key': key } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await rowsFor(consent.phone)).toHaveLength(1);
  });

  it('answers a bot as if accepted and flags its row', async () => {
    const consent = validConsent({ phone: uniquePhone(), website: 'buy-now' });
    const context = new TestContext();
    const { status, body } = await post(target.fns.smsConsent, PATH, { body: consent, context });
    expect(status).toBe(201);
    expect(body).toMatchObject({ firstName: 'Jordan', createdAt: expect.any(String) });
    await context.settle();
    expect((await rowsFor(consent.phone))[0]).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
    expect(await outboxMessages(target.outbox)).toHaveLength(0);
  });

  it('answers wrong methods, content types, malformed and oversized bodies with 4xx', async () => {
    expect((await target.fns.smsConsent(new Request(`http://localhost${PATH}`), {})).status).toBe(405);
    expect((await post(target.fns.smsConsent, PATH, { body: 'firstName=A', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await post(target.fns.smsConsent, PATH, { body: '{oops', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const big = JSON.stringify(validConsent({ firstName: 'z'.repeat(40_000) }));
    expect((await post(target.fns.smsConsent, PATH, { body: big, headers: { 'content-type': 'application/json' } })).status).toBe(413);
  });
});
