/**
 * The e-mails a lead causes: one to the owner with every field, one to the visitor. The visitor's
 * confirmation states only what the business chose (the service, the call-back preference, what
 * happens next), never the visitor's own text (name, message, phone) or a link from it: anyone can
 * type someone else's address in the form, so what goes there must be ours alone.
 */
import { business, locationLine } from '../../domain/business.ts';
import { preferredTimeLabel, serviceTitle, smsServiceTypeLabel } from '../../domain/leads/choices.ts';
import type { ContactRequestRow, SmsConsentRow } from '../db/schema.ts';
import type { Mail } from './mailer.ts';
import { consentAlertTop, contactAlertTop, visitorCallPromise } from './lead-alert.ts';

const when = (date: Date) => date.toLocaleString('en-US', { timeZone: 'America/Denver', dateStyle: 'full', timeStyle: 'short' }) + ' (Mountain Time)';

const lines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

export function contactOwnerEmail(lead: ContactRequestRow, to: string): Mail {
  return {
    to,
    replyTo: { name: lead.name, address: lead.email },
    subject: `New contact request #${lead.id}: ${serviceTitle(lead.service)} from ${lead.name}`,
    text: `${contactAlertTop(lead)}

${lead.name} sent a request through the website's contact form.

${lines([
  ['Name', lead.name],
  ['Phone', lead.phone],
  ['Email', lead.email],
  ['Service needed', serviceTitle(lead.service)],
  ['Request a call back', lead.requestCallback ? 'Yes' : 'No'],
  ['Preferred time for call', lead.requestCallback ? preferredTimeLabel(lead.preferredTime) || 'No preference' : '-'],
  ['Received', when(lead.createdAt)],
  ['Request number', String(lead.id)],
  ['IP address', lead.ipAddress],
  ['Browser', lead.userAgent],
])}

Message:
${lead.message}

Reply to this e-mail to answer ${lead.name} directly.
`,
  };
}

export function contactVisitorEmail(lead: ContactRequestRow): Mail {
  const callBack = lead.requestCallback ? `You asked for a call back${lead.preferredTime ? `, preferred time: ${preferredTimeLabel(lead.preferredTime)}` : ''}.` : '';
  const next = lead.requestCallback
    ? `What happens next: we read every request during office hours (${business.hours.long}) and call you at the number you gave us.`
    : `What happens next: we read every request during office hours (${business.hours.long}) and answer by phone or e-mail, whichever suits your request.`;
  return {
    to: lead.email,
    replyTo: business.email,
    subject: `We received your request - ${business.name}`,
    text: `Hello,

Thank you for contacting ${business.name}. We received your request. ${visitorCallPromise(lead)}

We received your request about: ${serviceTitle(lead.service)}.${callBack ? `\n${callBack}` : ''}

${next}

If you did not send this request, you can ignore this e-mail.

For an electrical emergency, call us at ${business.phone.display}: ${business.hours.emergency.toLowerCase()}.

${business.name}
${locationLine}
`,
  };
}

export function consentOwnerEmail(consent: SmsConsentRow, to: string): Mail {
  const name = `${consent.firstName} ${consent.lastName}`;
  return {
    to,
    ...(consent.email ? { replyTo: { name, address: consent.email } } : {}),
    subject: `New text-message consent #${consent.id}: ${name}`,
    text: `${consentAlertTop(consent)}

${name} recorded consent to receive text messages on the website.

${lines([
  ['Name', name],
  ['Phone', consent.phone],
  ['Email', consent.email || '-'],
  ['Service type', consent.serviceType ? smsServiceTypeLabel(consent.serviceType) : '-'],
  ['Primary SMS consent', consent.primarySmsConsent ? 'Yes' : 'No'],
  ['Emergency SMS consent', consent.emergencySmsConsent ? 'Yes' : 'No'],
  ['Consent date', when(consent.createdAt)],
  ['Record number', String(consent.id)],
  ['IP address', consent.ipAddress],
  ['Browser', consent.userAgent],
])}
`,
  };
}

export function consentVisitorEmail(consent: SmsConsentRow): Mail | null {
  if (!consent.email) return null;
  return {
    to: consent.email,
    replyTo: business.email,
    subject: `Your text-message consent - ${business.name}`,
    text: `Hello,

Your consent to receive text messages from ${business.name} at the phone number you gave us was recorded on ${when(consent.createdAt)}.

${lines([
  ['Service updates and appointment texts', consent.primarySmsConsent ? 'Yes' : 'No'],
  ['Emergency alerts', consent.emergencySmsConsent ? 'Yes' : 'No'],
])}

You will receive 2-5 text messages per service request. Reply STOP to any message to opt out, or HELP for help. Standard message and data rates may apply. Consent is not required to buy our services.

If you did not give this consent, you can ignore this e-mail; reply STOP to our first text to opt out.

Questions? Call ${business.name} at ${business.phone.display}.

${business.name}
`,
  };
}
