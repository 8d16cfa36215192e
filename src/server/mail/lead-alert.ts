/**
 * What the lead e-mails add for the response clock: the owner alert's opening lines, and the
 * visitor's "when to expect our call" sentence (from the response target and the business hours).
 */
import { business } from '../../domain/business.ts';
import { preferredTimeLabel, serviceTitle, smsServiceTypeLabel } from '../../domain/leads/choices.ts';
import { callbackPromise } from '../leads/callback-promise.ts';
import { ownerAlertTop } from '../leads/owner-alert.ts';
import { businessHours, responseTargetMinutes } from '../leads/response-target.ts';
import type { ContactRequestRow, SmsConsentRow } from '../db/schema.ts';

export function contactAlertTop(lead: ContactRequestRow): string {
  const callBack = lead.requestCallback ? preferredTimeLabel(lead.preferredTime) || 'Any time' : 'Not requested';
  return ownerAlertTop(
    { kind: 'contact', id: lead.id, name: lead.name, phone: lead.phone, email: lead.email, serviceLabel: serviceTitle(lead.service), callBack },
    business.siteUrl,
    business.name,
  );
}

export function consentAlertTop(consent: SmsConsentRow): string {
  return ownerAlertTop(
    {
      kind: 'sms_consent',
      id: consent.id,
      name: `${consent.firstName} ${consent.lastName}`,
      phone: consent.phone,
      email: consent.email,
      serviceLabel: consent.serviceType ? smsServiceTypeLabel(consent.serviceType) : 'Text-message consent',
      callBack: 'Not asked (text-message consent)',
    },
    business.siteUrl,
    business.name,
  );
}

/** "We will call you this evening between 5 and 8 PM." and the like. */
export function visitorCallPromise(lead: ContactRequestRow): string {
  return callbackPromise(lead, { hours: businessHours, targetMinutes: responseTargetMinutes(), phoneDisplay: business.phone.display });
}
