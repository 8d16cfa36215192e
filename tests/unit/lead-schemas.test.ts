import { describe, expect, it } from 'vitest';
import { contactServices, preferredTimes, smsServiceTypes } from '../../src/domain/leads/choices.ts';
import { contactRequestSchema, fieldErrors, smsConsentSchema } from '../../src/domain/leads/schemas.ts';
import { spamReason } from '../../src/domain/leads/spam.ts';

// Expected values are the spec's (site-and-forms, sections 2, 3 and 5), written out here: a value
// read from the code under test would change with it.
const CONTACT_SERVICES = ['residential', 'commercial', 'emergency', 'panel', 'lighting', 'generator', 'other'];
const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'];
const SMS_SERVICE_TYPES = ['residential', 'commercial', 'emergency', 'panel', 'lighting', 'generator', 'maintenance', 'other'];
/** A form sent sooner than this after it opened is flagged (docs/security.md: "under 3 s"). */
const MIN_FILL_TIME_MS = 3000;

const contact = {
  name: 'Dana Whitfield',
  phone: '4065550199',
  email: 'dana@example.com',
  service: 'residential',
  message: 'Two outlets in the kitchen stopped working.',
  requestCallback: false,
  preferredTime: '',
};

const consent = {
  firstName: 'Jo',
  lastName: 'Li',
  phone: '406.555.0101',
  email: '',
  serviceType: '',
  primarySmsConsent: true,
  emergencySmsConsent: false,
};

const errorsOf = (schema: typeof contactRequestSchema | typeof smsConsentSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('contact request schema (spec section 5)', () => {
  it('accepts a valid request', () => {
    expect(contactRequestSchema.parse(contact)).toEqual(contact);
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['name', '  J  ', 'Name must be at least 2 characters'],
    ['name', 42, 'Name must be at least 2 characters'],
    ['name', 'N'.repeat(101), 'Name must be at most 100 characters'],
    ['phone', '406555019', 'Please enter a valid phone number'],
    ['phone', '1'.repeat(31), 'Please enter a valid phone number'],
    ['email', 'dana@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['service', '', 'Please select a service'],
    ['service', 'plumbing', 'Please select a service'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
    ['requestCallback', 'true', 'Request a call back must be checked or unchecked'],
    ['preferredTime', 'night', 'Please select a time'],
  ])('%s = %j is rejected with "%s"', (field, value, message) => {
    expect(errorsOf(contactRequestSchema, { ...contact, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts the boundaries: 2-character name, 10-character phone and message', () => {
    expect(contactRequestSchema.safeParse({ ...contact, name: 'Al', phone: '1234567890', message: '1234567890' }).success).toBe(true);
  });

  it('accepts every service choice and every preferred time', () => {
    for (const value of CONTACT_SERVICES) expect(contactRequestSchema.safeParse({ ...contact, service: value }).success, value).toBe(true);
    for (const value of PREFERRED_TIMES) {
      expect(contactRequestSchema.parse({ ...contact, requestCallback: true, preferredTime: value }).preferredTime).toBe(value);
    }
  });

  it('defaults requestCallback to false and preferredTime to empty, and clears the time without a call back', () => {
    const { requestCallback, preferredTime, ...rest } = contact;
    expect(contactRequestSchema.parse(rest)).toMatchObject({ requestCallback: false, preferredTime: '' });
    expect(contactRequestSchema.parse({ ...contact, requestCallback: false, preferredTime: 'evening' }).preferredTime).toBe('');
  });

  it('trims the text fields and drops unknown ones', () => {
    const parsed = contactRequestSchema.parse({ ...contact, name: '  Dana  ', email: ' dana@example.com ', ipAddress: '1.2.3.4', website: 'x' });
    expect(parsed.name).toBe('Dana');
    expect(parsed.email).toBe('dana@example.com');
    expect(parsed).not.toHaveProperty('ipAddress');
    expect(parsed).not.toHaveProperty('website');
  });

  it('reports every missing required field', () => {
    expect(errorsOf(contactRequestSchema, {})).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      service: 'Please select a service',
      message: 'Message must be at least 10 characters',
    });
  });

  it("offers the spec's seven services, each with a title, a description and five common services", () => {
    expect(contactServices.map((choice) => choice.value)).toEqual(CONTACT_SERVICES);
    for (const choice of contactServices) {
      expect(choice.title).not.toBe('');
      expect(choice.description).not.toBe('');
      expect(new Set(choice.common).size).toBe(5);
    }
    expect(preferredTimes.map((time) => time.label)).toEqual(['Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Evening (5 PM - 8 PM)']);
  });
});

describe('SMS consent schema (spec section 5)', () => {
  it('accepts a valid consent and defaults the optional fields', () => {
    const { email, serviceType, emergencySmsConsent, ...required } = consent;
    expect(smsConsentSchema.parse(required)).toEqual(consent);
  });

  it.each([
    ['firstName', 'J', 'First name must be at least 2 characters'],
    ['firstName', undefined, 'First name must be at least 2 characters'],
    ['lastName', ' L ', 'Last name must be at least 2 characters'],
    ['firstName', 'F'.repeat(61), 'Names must be at most 60 characters'],
    ['phone', '555-0101', 'Please enter a valid phone number'],
    ['phone', '406-555-CALL', 'Please enter a valid phone number'],
    ['phone', '++14065550101', 'Please enter a valid phone number'],
    ['phone', '406/555/0101', 'Please enter a valid phone number'],
    ['email', 'jo@', 'Please enter a valid email address'],
    ['serviceType', 'plumbing', 'Please select a service type from the list'],
    ['primarySmsConsent', false, 'You must consent to receive SMS messages to continue'],
    ['primarySmsConsent', undefined, 'You must consent to receive SMS messages to continue'],
    ['primarySmsConsent', 'true', 'You must consent to receive SMS messages to continue'],
    ['emergencySmsConsent', 'yes', 'Emergency SMS consent must be checked or unchecked'],
  ])('%s = %j is rejected with "%s"', (field, value, message) => {
    expect(errorsOf(smsConsentSchema, { ...consent, [field]: value })).toEqual({ [field]: message });
  });

  it.each(['+1 (406) 555-0101', '406.555.0101', '(406) 555 0101', '4065550101', '+14065550101'])('accepts the phone %s', (phone) => {
    expect(smsConsentSchema.safeParse({ ...consent, phone }).success).toBe(true);
  });

  it('accepts an empty or a valid e-mail and every service type', () => {
    expect(smsConsentSchema.safeParse({ ...consent, email: '' }).success).toBe(true);
    expect(smsConsentSchema.safeParse({ ...consent, email: 'jo@example.com' }).success).toBe(true);
    for (const value of SMS_SERVICE_TYPES) expect(smsConsentSchema.safeParse({ ...consent, serviceType: value }).success, value).toBe(true);
  });

  it("lists the spec's eight service types with their labels", () => {
    expect(smsServiceTypes.map(({ value, label }) => `${value}: ${label}`)).toEqual([
      'residential: Residential Electrical',
      'commercial: Commercial Electrical',
      'emergency: Emergency Services',
      'panel: Panel Upgrades',
      'lighting: Lighting Installation',
      'generator: Generator Installation',
      'maintenance: Electrical Maintenance',
      'other: Other Services',
    ]);
  });
});

describe('spam signals', () => {
  it('flags a filled honeypot, a missing or too short fill time, and passes a person', () => {
    expect(spamReason({ website: 'http://x', fillTimeMs: 10_000 })).toBe('honeypot');
    expect(spamReason({ website: '' })).toBe('no-fill-time');
    expect(spamReason({ fillTimeMs: '9000' })).toBe('no-fill-time');
    expect(spamReason({ fillTimeMs: MIN_FILL_TIME_MS - 1 })).toBe('too-fast');
    expect(spamReason({ fillTimeMs: 0 })).toBe('too-fast');
    expect(spamReason({ website: '', fillTimeMs: MIN_FILL_TIME_MS })).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field and names body-level issues "form"', () => {
    expect(
      fieldErrors([
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: [], message: 'whole body' },
      ]),
    ).toEqual({ name: 'first', form: 'whole body' });
  });
});
