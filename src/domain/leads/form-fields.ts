/**
 * The fields of the two lead forms as the visitor sees them: label, help text, control and the
 * HTML validation attributes taken from limits.ts. The React forms, the plain HTML they render
 * before JavaScript, and the page a function answers a refused form post with all read them here.
 */
import { contactServices, preferredTimes, smsServiceTypes } from './choices.ts';
import { contactLimits, SMS_PHONE_PATTERN_SOURCE, smsConsentLimits, textAttributes } from './limits.ts';
import type { LeadKind } from './kinds.ts';

export interface FormField {
  name: string;
  /** id of the control on the site's page (the consent form's phone and e-mail differ from their names) */
  id: string;
  label: string;
  help?: string;
  control: 'text' | 'tel' | 'email' | 'textarea' | 'select' | 'checkbox';
  autoComplete?: string;
  placeholder?: string;
  /** a select's choices, after its empty placeholder choice */
  options?: readonly { value: string; label: string }[];
  /** the empty choice of a select */
  emptyOption?: string;
  attributes: { required: boolean; minLength?: number; maxLength?: number; pattern?: string };
}

export const contactFields = {
  name: {
    name: 'name',
    id: 'name',
    label: 'Your Name',
    help: 'Please enter your full name so we know how to address you.',
    control: 'text',
    autoComplete: 'name',
    attributes: textAttributes(contactLimits.name),
  },
  phone: {
    name: 'phone',
    id: 'phone',
    label: 'Phone Number',
    help: "We'll call you to discuss your needs and give you a free quote.",
    control: 'tel',
    autoComplete: 'tel',
    attributes: textAttributes(contactLimits.phone),
  },
  email: {
    name: 'email',
    id: 'email',
    label: 'Email Address',
    help: "We'll send a confirmation email to this address.",
    control: 'email',
    autoComplete: 'email',
    attributes: textAttributes(contactLimits.email),
  },
  service: {
    name: 'service',
    id: 'service',
    label: 'Service Needed',
    help: 'Choose the service that best fits your project.',
    control: 'select',
    emptyOption: 'Select a Service',
    options: contactServices.map((choice) => ({ value: choice.value, label: choice.title })),
    attributes: { required: true },
  },
  message: {
    name: 'message',
    id: 'message',
    label: 'Your Message',
    help: 'Tell us about the scope of the work, your timeline and any special requirements.',
    control: 'textarea',
    attributes: textAttributes(contactLimits.message),
  },
  requestCallback: {
    name: 'requestCallback',
    id: 'requestCallback',
    label: 'Request a call back',
    control: 'checkbox',
    attributes: { required: false },
  },
  preferredTime: {
    name: 'preferredTime',
    id: 'preferredTime',
    label: 'Preferred Time for Call',
    help: "We'll do our best to call you in this window.",
    control: 'select',
    emptyOption: 'Select a time',
    options: preferredTimes,
    attributes: { required: false },
  },
} as const satisfies Record<string, FormField>;

export const smsConsentFields = {
  firstName: {
    name: 'firstName',
    id: 'firstName',
    label: 'First Name',
    control: 'text',
    autoComplete: 'given-name',
    attributes: textAttributes(smsConsentLimits.firstName),
  },
  lastName: {
    name: 'lastName',
    id: 'lastName',
    label: 'Last Name',
    control: 'text',
    autoComplete: 'family-name',
    attributes: textAttributes(smsConsentLimits.lastName),
  },
  phone: {
    name: 'phone',
    id: 'consentPhone',
    label: 'Mobile Phone Number',
    help: 'The number we will text.',
    control: 'tel',
    autoComplete: 'tel',
    placeholder: '(406) 555-0123',
    attributes: textAttributes(smsConsentLimits.phone, SMS_PHONE_PATTERN_SOURCE),
  },
  email: {
    name: 'email',
    id: 'consentEmail',
    label: 'Email Address',
    help: 'Optional.',
    control: 'email',
    autoComplete: 'email',
    attributes: textAttributes(smsConsentLimits.email),
  },
  serviceType: {
    name: 'serviceType',
    id: 'serviceType',
    label: 'Service Type',
    help: 'Optional: the service you are interested in.',
    control: 'select',
    emptyOption: 'Select a service type',
    options: smsServiceTypes,
    attributes: { required: false },
  },
  primarySmsConsent: {
    name: 'primarySmsConsent',
    id: 'primarySmsConsent',
    label: 'Primary SMS Consent (Required)',
    control: 'checkbox',
    attributes: { required: true },
  },
  emergencySmsConsent: {
    name: 'emergencySmsConsent',
    id: 'emergencySmsConsent',
    label: 'Emergency SMS Alerts (Optional)',
    control: 'checkbox',
    attributes: { required: false },
  },
} as const satisfies Record<string, FormField>;

/** Each form's fields in the order the page shows them. */
export const formFields: Record<LeadKind, readonly FormField[]> = {
  contact: Object.values(contactFields),
  sms_consent: Object.values(smsConsentFields),
};

/** Where each form lives, the function it posts to, and the page a successful plain form post leads to. */
export const leadForms = {
  contact: { action: '/api/contact', page: '/#contact', thankYou: '/contact/thank-you', title: 'Request a Free Quote' },
  sms_consent: { action: '/api/sms-consent', page: '/sms-consent#sms-consent-form', thankYou: '/sms-consent/thank-you', title: 'SMS Consent Form' },
} as const satisfies Record<LeadKind, { action: string; page: string; thankYou: string; title: string }>;
