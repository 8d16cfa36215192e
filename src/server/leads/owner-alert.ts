/**
 * The top of the owner's alert for a new lead: what the owner needs to act from a phone between
 * jobs (name, service, call-back preference, a tap-to-call link, a reply link and the lead in the
 * inbox). Pure.
 */
export interface AlertLead {
  kind: 'contact' | 'sms_consent';
  id: number;
  name: string;
  phone: string;
  email: string | null;
  serviceLabel: string;
  /** "Morning (8 AM - 12 PM)", "Any time", "Not requested". */
  callBack: string;
}

/** A tel: link for a number as visitors type it: 10 digits are a US number (+1); 11 starting with 1 too. */
export function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** "(406) 555-0100" for a US number, else the number as typed. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone.trim();
}

export function inboxLink(siteUrl: string, kind: AlertLead['kind'], id: number): string {
  return `${siteUrl.replace(/\/$/, '')}/admin?tab=leads&kind=${kind}&q=${id}`;
}

export function replyLink(email: string, businessName: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Your request to ${businessName}`)}`;
}

/**
 * The alert's first lines. Plain text: phone mail apps make the tel:, mailto: and https: addresses
 * tappable, and a text-only message reads the same in every client and e-mail-to-text gateway.
 */
export function ownerAlertTop(lead: AlertLead, siteUrl: string, businessName: string): string {
  return [
    `${lead.name} · ${lead.serviceLabel}`,
    `Call back: ${lead.callBack}`,
    `Call ${displayPhone(lead.phone)}: ${telLink(lead.phone)}`,
    ...(lead.email ? [`Reply by e-mail: ${replyLink(lead.email, businessName)}`] : []),
    `Open in the inbox: ${inboxLink(siteUrl, lead.kind, lead.id)}`,
  ].join('\n');
}
