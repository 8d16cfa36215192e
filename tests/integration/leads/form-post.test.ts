/**
 * The lead functions answering a plain HTML form post (no JavaScript): form-encoded in, a 303 to
 * the thank-you page or an HTML refusal page out, one lead per content within 10 minutes.
 */
import { describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import { closedPort } from '../../helpers/functions.ts';
import { contactMessages, smsConsentMessages } from '../../../src/domain/leads/schemas.ts';
import { databaseTargets, loadFunctions, post, TestContext, uniqueEmail, useLeadTarget } from './harness.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** What a browser sends for the contact form: checkboxes as "on" when checked, absent otherwise. */
function contactForm(overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    name: 'Dana Whitfield',
    phone: '(406) 555-0199',
    email: uniqueEmail('form'),
    service: 'panel',
    message: 'Our 1970s fuse box needs replacing before we add a heat pump.',
    requestCallback: 'on',
    preferredTime: 'morning',
    website: '',
    ...overrides,
  };
  return new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function expectSiteHeaders(headers: Headers) {
  expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('cache-control')).toBe('no-store');
}

describe.each(databaseTargets())('plain HTML form posts against the $name', ({ url }) => {
  const target = useLeadTarget(url);
  const contactRows = async (email: string) => (await target.db.query('SELECT * FROM contact_requests WHERE email = $1 ORDER BY id', [email])).rows;

  it('stores a contact form post and answers 303 to the thank-you page', async () => {
    const form = contactForm();
    const context = new TestContext('203.0.113.20');
    const { status, headers, body } = await post(target.fns.contact, '/api/contact', { body: form, headers: FORM, context });
    expect(status).toBe(303);
    expect(headers.get('location')).toBe('/contact/thank-you');
    expect(body).toBe('');
    expectSiteHeaders(headers);
    const rows = await contactRows(form.get('email')!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Dana Whitfield',
      service: 'panel',
      request_callback: true,
      preferred_time: 'morning',
      ip_address: '203.0.113.20',
      is_spam: false,
      spam_reason: null,
    });
    expect(rows[0].idempotency_key).toMatch(/^form:[0-9a-f-]{36}$/);
    await context.settle();
    // the owner and the visitor are told, as for a JSON submission
    const notifications = await target.db.query("SELECT audience FROM lead_notifications WHERE lead_kind = 'contact' AND lead_id = $1 ORDER BY audience", [rows[0].id]);
    expect(notifications.rows.map((row) => row.audience)).toEqual(['owner', 'visitor']);
  });

  it('reads an unchecked call back as false and drops its preferred time', async () => {
    const form = contactForm({ requestCallback: undefined, preferredTime: 'evening' });
    const { status } = await post(target.fns.contact, '/api/contact', { body: form, headers: FORM });
    expect(status).toBe(303);
    expect((await contactRows(form.get('email')!))[0]).toMatchObject({ request_callback: false, preferred_time: '' });
  });

  it('stores the same content from the same client once within the window, but a change or another client again', async () => {
    const form = contactForm();
    const context = () => new TestContext('198.51.100.7');
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => post(target.fns.contact, '/api/contact', { body: new URLSearchParams(form), headers: FORM, context: context() })),
    );
    expect(burst.map((answer) => answer.status)).toEqual([303, 303, 303, 303]);
    // whitespace and letter case do not make it new
    const retyped = new URLSearchParams(form);
    retyped.set('name', '  dana   WHITFIELD ');
    retyped.set('phone', '406.555.0199');
    expect((await post(target.fns.contact, '/api/contact', { body: retyped, headers: FORM, context: context() })).status).toBe(303);
    expect(await contactRows(form.get('email')!)).toHaveLength(1);

    const changed = new URLSearchParams(form);
    changed.set('message', 'Our 1970s fuse box needs replacing, and the garage needs a subpanel.');
    await post(target.fns.contact, '/api/contact', { body: changed, headers: FORM, context: context() });
    await post(target.fns.contact, '/api/contact', { body: new URLSearchParams(form), headers: FORM, context: new TestContext('198.51.100.8') });
    expect(await contactRows(form.get('email')!)).toHaveLength(3);

    // once the window has passed, the same content is a new submission
    const rows = await target.db.query('SELECT count(*)::int AS n FROM lead_form_posts');
    expect(rows.rows[0].n).toBeGreaterThan(0);
    await target.db.query("UPDATE lead_form_posts SET first_seen = first_seen - interval '11 minutes'");
    expect((await post(target.fns.contact, '/api/contact', { body: new URLSearchParams(form), headers: FORM, context: context() })).status).toBe(303);
    expect(await contactRows(form.get('email')!)).toHaveLength(4);
  });

  it('flags a filled honeypot but not the missing fill time', async () => {
    const clean = contactForm();
    const bot = contactForm({ website: 'http://spam.example' });
    await post(target.fns.contact, '/api/contact', { body: clean, headers: FORM });
    expect((await post(target.fns.contact, '/api/contact', { body: bot, headers: FORM })).status).toBe(303);
    expect((await contactRows(clean.get('email')!))[0]).toMatchObject({ is_spam: false, spam_reason: null });
    expect((await contactRows(bot.get('email')!))[0]).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
  });

  it('refuses invalid fields with an HTML page: each message beside the escaped value sent, the form again, the site headers', async () => {
    const email = `<script>alert(1)</script>@x`;
    const form = contactForm({ name: 'J', email, message: 'x "<b>"', service: 'plumbing' });
    const { status, headers, body } = await post(target.fns.contact, '/api/contact', { body: form, headers: FORM });
    expect(status).toBe(400);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectSiteHeaders(headers);
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(body).toContain('<h1>Please check your details</h1>');
    for (const message of [contactMessages.name, contactMessages.email, contactMessages.service, contactMessages.message]) expect(body).toContain(message);
    expect(body).not.toContain(contactMessages.phone);
    // every value is escaped: no markup of the visitor's reaches the page
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<b>');
    expect(body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;@x"');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@x');
    expect(body).toContain('x &quot;&lt;b&gt;&quot;');
    // the values are kept in the form, which posts to the same function
    expect(body).toContain('<form action="/api/contact" method="post"');
    expect(body).toContain('value="J"');
    expect(body).toMatch(/<input type="checkbox" id="requestCallback" name="requestCallback"[^>]* checked>/);
    expect(body).toContain('<option value="morning" selected>');
    expect(body).toMatch(/id="name-error">Name must be at least 2 characters<\/p><p class="sent">You sent: “J”/);
    expect(body).toContain('href="/#contact"');
    expect(await contactRows(email)).toHaveLength(0);
  });

  it('refuses a consent post without the primary consent, keeping the values, and stores a valid one with a 303', async () => {
    const phone = `(406) 555-${String(Date.now() % 10000).padStart(4, '0')}`;
    const fields = { firstName: 'Jordan', lastName: 'Reyes', phone, email: '', serviceType: 'generator', emergencySmsConsent: 'on', website: '' };
    const refused = await post(target.fns.smsConsent, '/api/sms-consent', { body: new URLSearchParams(fields), headers: FORM });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(smsConsentMessages.primarySmsConsent);
    expect(refused.body).toContain('You sent: not checked');
    expect(refused.body).toMatch(/<input type="checkbox" id="emergencySmsConsent" name="emergencySmsConsent" checked>/);
    expect(refused.body).toContain('value="Jordan"');
    expect(refused.body).toContain('href="/sms-consent#sms-consent-form"');

    const accepted = await post(target.fns.smsConsent, '/api/sms-consent', { body: new URLSearchParams({ ...fields, primarySmsConsent: 'on' }), headers: FORM });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/sms-consent/thank-you');
    const rows = (await target.db.query('SELECT * FROM sms_consents WHERE phone = $1', [phone])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Jordan', email: null, service_type: 'generator', primary_sms_consent: true, emergency_sms_consent: true, is_spam: false });
  });

  it('refuses a form posted from another site, and accepts one from this site', async () => {
    const form = contactForm();
    const foreign = await post(target.fns.contact, '/api/contact', { body: new URLSearchParams(form), headers: { ...FORM, origin: 'https://elsewhere.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain('This form can only be sent from our website.');
    expect(await contactRows(form.get('email')!)).toHaveLength(0);
    const own = await post(target.fns.contact, '/api/contact', { body: form, headers: { ...FORM, origin: 'http://localhost:8888' } });
    expect(own.status).toBe(303);
    expect(await contactRows(form.get('email')!)).toHaveLength(1);
  });

  it('answers an oversized form with a 413 page, and keeps JSON clients on JSON', async () => {
    const big = contactForm({ message: 'x'.repeat(40 * 1024) });
    const { status, headers, body } = await post(target.fns.contact, '/api/contact', { body: big, headers: FORM });
    expect(status).toBe(413);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(body).toContain('The form is too large');

    const json = await post(target.fns.contact, '/api/contact', { body: { name: 'J' } });
    expect(json.status).toBe(400);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('turns the endpoint’s other refusals into the page with its message and Retry-After', async () => {
    const down = await loadFunctions(`postgres://postgres@127.0.0.1:${await closedPort()}/postgres`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = contactForm();
    const { status, headers, body } = await post(down.contact, '/api/contact', { body: form, headers: FORM });
    errors.mockRestore();
    // the database is down: the lead is queued and the visitor told so, without the form to send it twice
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('30');
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expectSiteHeaders(headers);
    expect(body).toContain('<h1>We could not confirm your request</h1>');
    expect(body).toContain('Your details were kept');
    expect(body).not.toContain('<form');
    expect(body).toContain('href="tel:+14065550142"');
    const store = getStore({ name: 'lead-queue', consistency: 'strong' });
    for (const { key } of (await store.list()).blobs) {
      if (JSON.stringify(await store.get(key, { type: 'json' })).includes(form.get('email')!)) await store.delete(key);
    }
  });
});
