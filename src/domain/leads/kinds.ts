/** The two kinds of lead and the statuses the owner moves them through. */
export const LEAD_KINDS = ['contact', 'sms_consent'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
