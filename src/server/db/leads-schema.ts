/** Tables of the leads: contact requests, text-message consents and their e-mail notifications. */
import { sql } from 'drizzle-orm';
import { LEAD_KINDS, LEAD_STATUSES } from '../../domain/leads/kinds.ts';
import { FIRST_RESPONSE_VIA } from '../../domain/leads/response-clock.ts';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex, unique } from 'drizzle-orm/pg-core';

/** 0005_phone_search: the phone number's digits alone, kept by the database, for the back office's search. */
const phoneDigits = () => text('phone_digits').generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    service: text('service').notNull(),
    message: text('message').notNull(),
    requestCallback: boolean('request_callback').notNull().default(false),
    preferredTime: text('preferred_time').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // 0002_lead_handling
    ipAddress: text('ip_address').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default('unknown'),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    idempotencyKey: text('idempotency_key'),
    isSpam: boolean('is_spam').notNull().default(false),
    spamReason: text('spam_reason'),
    phoneDigits: phoneDigits(),
    // 0006_lead_hardening
    requestFingerprint: text('request_fingerprint'),
    flaggedReason: text('flagged_reason'),
    // 0007_response_clock
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstResponseVia: text('first_response_via', { enum: FIRST_RESPONSE_VIA }),
  },
  (table) => [uniqueIndex('contact_requests_idempotency_key_idx').on(table.idempotencyKey)],
);

export const smsConsents = pgTable(
  'sms_consents',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    serviceType: text('service_type'),
    primarySmsConsent: boolean('primary_sms_consent').notNull(),
    emergencySmsConsent: boolean('emergency_sms_consent').notNull().default(false),
    ipAddress: text('ip_address').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default('unknown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // 0002_lead_handling
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    idempotencyKey: text('idempotency_key'),
    isSpam: boolean('is_spam').notNull().default(false),
    spamReason: text('spam_reason'),
    phoneDigits: phoneDigits(),
    // 0006_lead_hardening
    requestFingerprint: text('request_fingerprint'),
    flaggedReason: text('flagged_reason'),
    // 0007_response_clock
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstResponseVia: text('first_response_via', { enum: FIRST_RESPONSE_VIA }),
  },
  (table) => [uniqueIndex('sms_consents_idempotency_key_idx').on(table.idempotencyKey)],
);

export const leadNotifications = pgTable(
  'lead_notifications',
  {
    id: serial('id').primaryKey(),
    leadKind: text('lead_kind', { enum: LEAD_KINDS }).notNull(),
    leadId: integer('lead_id').notNull(),
    audience: text('audience', { enum: ['owner', 'visitor'] }).notNull(),
    recipient: text('recipient').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [unique('lead_notifications_lead_kind_lead_id_audience_key').on(table.leadKind, table.leadId, table.audience)],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type SmsConsentRow = typeof smsConsents.$inferSelect;
export type LeadNotificationRow = typeof leadNotifications.$inferSelect;
