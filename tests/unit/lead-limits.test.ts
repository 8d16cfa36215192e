/**
 * The lead forms' HTML validation attributes and the zod schemas come from one place
 * (src/domain/leads/limits.ts): this checks that they agree, value by value, and that the plain
 * HTML forms really carry them.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactFields, formFields, smsConsentFields, type FormField } from '../../src/domain/leads/form-fields.ts';
import { SMS_PHONE_PATTERN, SMS_PHONE_PATTERN_SOURCE } from '../../src/domain/leads/limits.ts';
import { contactRequestSchema, smsConsentSchema } from '../../src/domain/leads/schemas.ts';
import ContactForm from '../../src/islands/contact-form/ContactForm.tsx';
import SmsConsentForm from '../../src/islands/sms-consent/SmsConsentForm.tsx';

const validContact = {
  name: 'Dana Whitfield',
  phone: '(406) 555-0199',
  email: 'dana@example.com',
  service: 'panel',
  message: 'Our fuse box needs replacing.',
  requestCallback: false,
  preferredTime: '',
};
const validConsent = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  phone: '406-555-0177',
  email: '',
  serviceType: '',
  primarySmsConsent: true,
  emergencySmsConsent: false,
};

/** A value of `length` characters the field's other rules accept (digits for phones, an address for e-mails). */
function valueOfLength(field: FormField, length: number): string {
  if (field.control === 'tel') return '4'.repeat(length);
  if (field.control === 'email') return `${'a'.repeat(Math.max(1, length - '@example.com'.length))}@example.com`;
  return 'a'.repeat(length);
}

const cases = [
  { form: 'contact', schema: contactRequestSchema, valid: validContact, fields: Object.values(contactFields) as FormField[] },
  { form: 'sms consent', schema: smsConsentSchema, valid: validConsent, fields: Object.values(smsConsentFields) as FormField[] },
] as const;

describe.each(cases)('the $form form: HTML attributes and schema agree', ({ schema, valid, fields }) => {
  const accepts = (name: string, value: unknown) => schema.safeParse({ ...valid, [name]: value }).success;

  for (const field of fields.filter((field) => field.attributes.minLength !== undefined)) {
    it(`${field.name}: minlength ${field.attributes.minLength}`, () => {
      const min = field.attributes.minLength!;
      expect(accepts(field.name, valueOfLength(field, min))).toBe(true);
      expect(accepts(field.name, valueOfLength(field, min - 1))).toBe(false);
    });
  }

  for (const field of fields.filter((field) => field.attributes.maxLength !== undefined)) {
    it(`${field.name}: maxlength ${field.attributes.maxLength}`, () => {
      const max = field.attributes.maxLength!;
      expect(accepts(field.name, valueOfLength(field, max))).toBe(true);
      expect(accepts(field.name, valueOfLength(field, max + 1))).toBe(false);
    });
  }

  it('required: exactly the fields the schema refuses empty', () => {
    for (const field of fields) {
      const empty = field.control === 'checkbox' ? false : '';
      expect(accepts(field.name, empty), field.name).toBe(!field.attributes.required);
    }
  });

  it('a select offers exactly the choices the schema accepts', () => {
    for (const field of fields.filter((field) => field.control === 'select')) {
      for (const option of field.options!) expect(accepts(field.name, option.value), `${field.name}=${option.value}`).toBe(true);
      expect(accepts(field.name, 'not-a-choice'), field.name).toBe(false);
    }
  });
});

describe('the consent phone pattern', () => {
  // Browsers compile a pattern attribute as ^(?:…)$ with the v flag.
  const html = new RegExp(`^(?:${SMS_PHONE_PATTERN_SOURCE})$`, 'v');
  const samples = ['(406) 555-0177', '+1 406.555.0177', '4065550177', '406-555-01', '406 555 017', '406-555-O177', '+(406)555-0177x', '++4065550177', '406/555/0177', ''];

  it('means the same in the browser and in the schema', () => {
    for (const sample of samples) expect(html.test(sample), sample).toBe(SMS_PHONE_PATTERN.test(sample));
    expect(samples.filter((sample) => html.test(sample))).toEqual(['(406) 555-0177', '+1 406.555.0177', '4065550177', '406-555-01', '406 555 017']);
  });

  it('is the one the consent form carries', () => {
    expect(smsConsentFields.phone.attributes.pattern).toBe(SMS_PHONE_PATTERN_SOURCE);
  });
});

/** The attributes of the control with `id` in server-rendered markup. */
function controlAttributes(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  expect(tag, id).toBeDefined();
  return Object.fromEntries([...tag!.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name.toLowerCase(), value ?? '']));
}

describe.each([
  { kind: 'contact' as const, html: () => renderToStaticMarkup(createElement(ContactForm, { businessName: 'Blackfoot River Electric' })) },
  {
    kind: 'sms_consent' as const,
    html: () =>
      renderToStaticMarkup(
        createElement(SmsConsentForm, { businessName: 'Blackfoot River Electric', phoneDisplay: '(406) 555-0142', phoneHref: 'tel:+14065550142', area: 'Missoula' }),
      ),
  },
])('the plain $kind form as Astro renders it', ({ kind, html }) => {
  it('posts to its function and lets the browser validate', () => {
    const markup = html();
    const form = /<form\b[^>]*>/.exec(markup)![0];
    expect(form).toContain(`action="/api/${kind === 'contact' ? 'contact' : 'sms-consent'}"`);
    expect(form).toContain('method="post"');
    expect(form).not.toContain('novalidate');
    expect(form).not.toContain('data-enhanced');
  });

  it('carries each field with its name and validation attributes', () => {
    const markup = html();
    for (const field of formFields[kind]) {
      const attributes = controlAttributes(markup, field.id);
      expect(attributes.name, field.id).toBe(field.name);
      expect('required' in attributes, `${field.id} required`).toBe(field.attributes.required);
      expect(attributes.minlength, `${field.id} minlength`).toBe(field.attributes.minLength?.toString());
      expect(attributes.maxlength, `${field.id} maxlength`).toBe(field.attributes.maxLength?.toString());
      expect(attributes.pattern?.replace(/&amp;/g, '&'), `${field.id} pattern`).toBe(field.attributes.pattern);
      if (['text', 'tel', 'email', 'checkbox'].includes(field.control)) expect(attributes.type, field.id).toBe(field.control);
      expect(markup, field.label).toContain(`for="${field.id}"`);
      expect(markup).toContain(field.label);
      if (field.help) expect(markup).toContain(field.help.replace(/'/g, '&#x27;'));
    }
  });
});
