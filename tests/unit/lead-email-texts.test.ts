import { afterEach, describe, expect, it } from 'vitest';
import { consentOwnerEmail, consentVisitorEmail, contactOwnerEmail, contactVisitorEmail } from '../../src/server/mail/lead-emails.ts';
import type { ContactRequestRow, SmsConsentRow } from '../../src/server/db/schema.ts';

/** A message's plain text (the e-mails are built with a string body). */
const textOf = (mail: { text?: unknown }): string => {
  if (typeof mail.text !== 'string') throw new Error('the e-mail has no plain-text body');
  return mail.text;
};

// Tuesday 24 November 2026, 9:05 AM in Bonner (MST, UTC-7).
const tuesday = new Date('2026-11-24T09:05:00-07:00');
const WHEN = /Tuesday, November 24, 2026(?:,| at) 9:05\s(?:AM) \(Mountain Time\)/u;
const contact = (overrides: Partial<ContactRequestRow> = {}): ContactRequestRow => ({
  id: 12,
  name: 'Dana Whitfield',
  phone: '(406) 555-0199',
  email: 'dana@example.com',
  service: 'generator',
  message: 'Standby generator for the farm.',
  requestCallback: false,
  preferredTime: '',
  createdAt: tuesday,
  ipAddress: '192.0.2.1',
  userAgent: 'Firefox',
  status: 'new',
  idempotencyKey: null,
  isSpam: false,
  spamReason: null,
  phoneDigits: '4065550199',
  requestFingerprint: null,
  flaggedReason: null,
  firstResponseAt: null,
  firstResponseVia: null,
  ...overrides,
});
const consent = (overrides: Partial<SmsConsentRow> = {}): SmsConsentRow => ({
  id: 5,
  firstName: 'Jo',
  lastName: 'Li',
  phone: '(406) 555-0101',
  email: 'jo@example.com',
  serviceType: 'maintenance',
  primarySmsConsent: true,
  emergencySmsConsent: false,
  ipAddress: '192.0.2.2',
  userAgent: 'Safari',
  createdAt: tuesday,
  status: 'new',
  idempotencyKey: null,
  isSpam: false,
  spamReason: null,
  phoneDigits: '4065550101',
  requestFingerprint: null,
  flaggedReason: null,
  firstResponseAt: null,
  firstResponseVia: null,
  ...overrides,
});

afterEach(() => {
  delete process.env.LEADS_RESPONSE_TARGET_MINUTES;
});

describe("the owner's e-mail of a contact request", () => {
  it('has the subject, the reply-to and every field', () => {
    const mail = contactOwnerEmail(contact({ requestCallback: true, preferredTime: 'evening' }), 'owner@example.com');
    expect(mail).toMatchObject({
      to: 'owner@example.com',
      replyTo: { name: 'Dana Whitfield', address: 'dana@example.com' },
      subject: 'New contact request #12: Generator Installation from Dana Whitfield',
    });
    const text = textOf(mail);
    expect(text).toContain(
      [
        "Dana Whitfield sent a request through the website's contact form.",
        '',
        'Name: Dana Whitfield',
        'Phone: (406) 555-0199',
        'Email: dana@example.com',
        'Service needed: Generator Installation',
        'Request a call back: Yes',
        'Preferred time for call: Evening (5 PM - 8 PM)',
      ].join('\n'),
    );
    expect(text).toMatch(WHEN);
    expect(text).toContain(
      [
        'Request number: 12',
        'IP address: 192.0.2.1',
        'Browser: Firefox',
        '',
        'Message:',
        'Standby generator for the farm.',
        '',
        'Reply to this e-mail to answer Dana Whitfield directly.',
        '',
      ].join('\n'),
    );
  });

  it('says when no call back was asked, or no time preferred', () => {
    expect(textOf(contactOwnerEmail(contact(), 'o@x'))).toContain('Request a call back: No\nPreferred time for call: -\n');
    expect(textOf(contactOwnerEmail(contact({ requestCallback: true }), 'o@x'))).toContain('Request a call back: Yes\nPreferred time for call: No preference\n');
  });
});

describe("the visitor's confirmation of a contact request", () => {
  it('is the text of the business alone', () => {
    const mail = contactVisitorEmail(contact());
    expect(mail).toMatchObject({ to: 'dana@example.com', replyTo: 'office@blackfootriverelectric.example', subject: 'We received your request - Blackfoot River Electric' });
    expect(mail.text).toBe(`Hello,

Thank you for contacting Blackfoot River Electric. We received your request. We will call you by 10:15 AM today.

We received your request about: Generator Installation.

What happens next: we read every request during office hours (Monday - Friday 7:00 AM - 5:00 PM) and answer by phone or e-mail, whichever suits your request.

If you did not send this request, you can ignore this e-mail.

For an electrical emergency, call us at (406) 555-0142: emergency services available 24/7.

Blackfoot River Electric
Bonner, MT
`);
  });

  it('repeats the call-back preference', () => {
    const text = textOf(contactVisitorEmail(contact({ requestCallback: true, preferredTime: 'morning' })));
    expect(text).toContain('We received your request about: Generator Installation.\nYou asked for a call back, preferred time: Morning (8 AM - 12 PM).\n\n');
    expect(text).toContain('What happens next: we read every request during office hours (Monday - Friday 7:00 AM - 5:00 PM) and call you at the number you gave us.');
    expect(textOf(contactVisitorEmail(contact({ requestCallback: true })))).toContain('\nYou asked for a call back.\n\n');
  });
});

describe('the e-mails of a text-message consent', () => {
  it("gives the owner every field, and a reply-to only with the visitor's e-mail", () => {
    const mail = consentOwnerEmail(consent(), 'owner@example.com');
    expect(mail).toMatchObject({ to: 'owner@example.com', replyTo: { name: 'Jo Li', address: 'jo@example.com' }, subject: 'New text-message consent #5: Jo Li' });
    const text = textOf(mail);
    expect(text).toContain(
      [
        'Jo Li recorded consent to receive text messages on the website.',
        '',
        'Name: Jo Li',
        'Phone: (406) 555-0101',
        'Email: jo@example.com',
        'Service type: Electrical Maintenance',
        'Primary SMS consent: Yes',
        'Emergency SMS consent: No',
      ].join('\n'),
    );
    expect(text).toMatch(WHEN);
    expect(text).toContain('Record number: 5\nIP address: 192.0.2.2\nBrowser: Safari\n');
    const bare = consentOwnerEmail(consent({ email: null, serviceType: null, primarySmsConsent: false, emergencySmsConsent: true }), 'o@x');
    expect(bare).not.toHaveProperty('replyTo');
    expect(textOf(bare)).toContain('Email: -\nService type: -\nPrimary SMS consent: No\nEmergency SMS consent: Yes\n');
  });

  it('confirms to the visitor only when an e-mail was given', () => {
    expect(consentVisitorEmail(consent({ email: '' }))).toBeNull();
    const mail = consentVisitorEmail(consent({ emergencySmsConsent: true }))!;
    expect(mail).toMatchObject({ to: 'jo@example.com', replyTo: 'office@blackfootriverelectric.example', subject: 'Your text-message consent - Blackfoot River Electric' });
    const text = textOf(mail);
    expect(text).toMatch(/^Hello,\n\nYour consent to receive text messages from Blackfoot River Electric at the phone number you gave us was recorded on /);
    expect(text).toMatch(WHEN);
    expect(text).toContain('Service updates and appointment texts: Yes\nEmergency alerts: Yes\n');
    expect(text).toContain('You will receive 2-5 text messages per service request. Reply STOP to any message to opt out, or HELP for help.');
    expect(text.endsWith('Questions? Call Blackfoot River Electric at (406) 555-0142.\n\nBlackfoot River Electric\n')).toBe(true);
    expect(textOf(consentVisitorEmail(consent({ primarySmsConsent: false }))!)).toContain('Service updates and appointment texts: No\nEmergency alerts: No\n');
  });
});
