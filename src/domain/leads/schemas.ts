/**
 * The one set of rules for the two lead forms (spec: site-and-forms, section 5), used by the
 * islands (through react-hook-form's zod resolver) and by the functions alike. Built with
 * `zod/mini`, the tree-shakable build of zod, so the browser gets only the checks used here.
 */
import '../zod-without-eval.ts';
import * as z from 'zod/mini';
import { visitorText } from '../text.ts';
import { contactServiceValues, preferredTimeValues, smsServiceTypeValues } from './choices.ts';
import { contactLimits, SMS_PHONE_PATTERN, smsConsentLimits, type TextLimit } from './limits.ts';

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  nameTooLong: `Name must be at most ${contactLimits.name.max} characters`,
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  service: 'Please select a service',
  message: 'Message must be at least 10 characters',
  messageTooLong: `Message must be at most ${contactLimits.message.max} characters`,
  requestCallback: 'Request a call back must be checked or unchecked',
  preferredTime: 'Please select a time',
} as const;

export const smsConsentMessages = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  nameTooLong: `Names must be at most ${smsConsentLimits.firstName.max} characters`,
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  serviceType: 'Please select a service type from the list',
  primarySmsConsent: 'You must consent to receive SMS messages to continue',
  emergencySmsConsent: 'Emergency SMS consent must be checked or unchecked',
} as const;

/** A text field under the shared hygiene rule (src/domain/text.ts), with the form's limits (limits.ts): normalized, no control characters, bounded. */
const text = (label: string, message: string, limit: TextLimit, tooLong = message, options: { multiline?: boolean; noLinks?: boolean } = {}) =>
  visitorText({ label, min: limit.min ?? 0, max: limit.max, tooShort: message, tooLong, ...options });

const oneOf = (values: readonly string[], message: string) => z.string({ error: message }).check(z.refine((value) => values.includes(value), message));

const isEmail = (value: string) => z.regexes.email.test(value);

export const contactRequestSchema = z.pipe(
  z.object({
    name: text('Name', contactMessages.name, contactLimits.name, contactMessages.nameTooLong, { noLinks: true }),
    phone: text('Phone number', contactMessages.phone, contactLimits.phone),
    email: text('Email', contactMessages.email, contactLimits.email).check(z.refine(isEmail, contactMessages.email)),
    service: oneOf(contactServiceValues, contactMessages.service),
    message: text('Message', contactMessages.message, contactLimits.message, contactMessages.messageTooLong, { multiline: true }),
    requestCallback: z._default(z.boolean({ error: contactMessages.requestCallback }), false),
    preferredTime: z._default(oneOf(['', ...preferredTimeValues], contactMessages.preferredTime), ''),
  }),
  // A preferred time means nothing without a call back.
  z.transform((value) => ({ ...value, preferredTime: value.requestCallback ? value.preferredTime : '' })),
);

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequestData = z.output<typeof contactRequestSchema>;

export const smsConsentSchema = z.object({
  firstName: text('First name', smsConsentMessages.firstName, smsConsentLimits.firstName, smsConsentMessages.nameTooLong, { noLinks: true }),
  lastName: text('Last name', smsConsentMessages.lastName, smsConsentLimits.lastName, smsConsentMessages.nameTooLong, { noLinks: true }),
  phone: text('Phone number', smsConsentMessages.phone, smsConsentLimits.phone, smsConsentMessages.phone).check(z.regex(SMS_PHONE_PATTERN, smsConsentMessages.phone)),
  email: z._default(text('Email', smsConsentMessages.email, smsConsentLimits.email).check(z.refine((value) => value === '' || isEmail(value), smsConsentMessages.email)), ''),
  serviceType: z._default(oneOf(['', ...smsServiceTypeValues], smsConsentMessages.serviceType), ''),
  primarySmsConsent: z.boolean({ error: smsConsentMessages.primarySmsConsent }).check(z.refine((value) => value === true, smsConsentMessages.primarySmsConsent)),
  emergencySmsConsent: z._default(z.boolean({ error: smsConsentMessages.emergencySmsConsent }), false),
});

export type SmsConsentInput = z.input<typeof smsConsentSchema>;
export type SmsConsentData = z.output<typeof smsConsentSchema>;

export const contactDefaults: ContactRequestInput = {
  name: '',
  phone: '',
  email: '',
  service: '',
  message: '',
  requestCallback: false,
  preferredTime: '',
};

export const smsConsentDefaults: SmsConsentInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  serviceType: '',
  primarySmsConsent: false,
  emergencySmsConsent: false,
};

/** The first message of each invalid field, keyed by field name ('form' for the body as a whole). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
