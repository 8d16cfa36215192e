import { afterEach, describe, expect, it } from 'vitest';
import { consentOwnerEmail, contactOwnerEmail, contactVisitorEmail } from '../../src/server/mail/lead-emails.ts';
import type { ContactRequestRow, SmsConsentRow } from '../../src/server/db/schema.ts';

// Friday 27 November 2026, 4:59 PM in Bonner (MST, UTC-7).
const friday = new Date('2026-11-27T16:59:00-07:00');
const row = (overrides: Partial<ContactRequestRow> = {}): ContactRequestRow => ({
  id: 7,
  name: 'Dana Whitfield',
  phone: '(406) 555-0199',
  email: 'dana@example.com',
  service: 'panel',
  message: 'Our fuse box needs replacing.',
  requestCallback: false,
  preferredTime: '',
  createdAt: friday,
  ipAddress: '192.0.2.1',
  userAgent: 'test',
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
const text = (mail: { text?: unknown }) => String(mail.text);

afterEach(() => {
  delete process.env.LEADS_RESPONSE_TARGET_MINUTES;
});

describe("the visitor's confirmation says when to expect the call", () => {
  it('after 4:59 PM on a Friday: by 8 AM on Monday (the 60-minute target in business hours)', () => {
    expect(text(contactVisitorEmail(row()))).toContain('We received your request. We will call you by 8 AM on Monday.');
  });

  it('follows the target the owner set', () => {
    process.env.LEADS_RESPONSE_TARGET_MINUTES = '120';
    expect(text(contactVisitorEmail(row()))).toContain('We will call you by 9 AM on Monday.');
  });

  it('keeps the call-back time the visitor chose', () => {
    expect(text(contactVisitorEmail(row({ requestCallback: true, preferredTime: 'evening', createdAt: new Date('2026-11-24T10:00:00-07:00') })))).toContain(
      'We will call you this evening between 5 and 8 PM.',
    );
  });

  it('sends an emergency to the 24/7 line', () => {
    expect(text(contactVisitorEmail(row({ service: 'emergency' })))).toContain('please do not wait for our call: call us now at (406) 555-0142, we answer 24/7.');
  });
});

describe("the owner's alert opens with what to act on", () => {
  it('for a contact request', () => {
    const lines = text(contactOwnerEmail(row({ requestCallback: true, preferredTime: 'morning' }), 'owner@example.com')).split('\n');
    expect(lines.slice(0, 3)).toEqual(['Dana Whitfield · Panel Upgrades', 'Call back: Morning (8 AM - 12 PM)', 'Call (406) 555-0199: tel:+14065550199']);
    expect(lines[4]).toMatch(/^Open in the inbox: https:\/\/.+\/admin\?tab=leads&kind=contact&q=7$/);
  });

  it('for a text-message consent', () => {
    const consent = {
      id: 3,
      firstName: 'Bea',
      lastName: 'Lund',
      phone: '406-555-0101',
      email: null,
      serviceType: null,
      primarySmsConsent: true,
      emergencySmsConsent: false,
      ipAddress: 'x',
      userAgent: 'x',
      createdAt: friday,
      status: 'new',
      idempotencyKey: null,
      isSpam: false,
      spamReason: null,
      phoneDigits: '4065550101',
      firstResponseAt: null,
      firstResponseVia: null,
    } as SmsConsentRow;
    const lines = text(consentOwnerEmail(consent, 'owner@example.com')).split('\n');
    expect(lines[0]).toBe('Bea Lund · Text-message consent');
    expect(lines[2]).toBe('Call (406) 555-0101: tel:+14065550101');
    expect(lines[3]).toMatch(/^Open in the inbox: .+kind=sms_consent&q=3$/);
  });
});
