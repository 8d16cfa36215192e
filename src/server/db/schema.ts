/**
 * Drizzle table definitions. They mirror the SQL migrations under
 * netlify/database/migrations/, which are the source of truth for the database itself.
 */
import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  service: text('service').notNull(),
  message: text('message').notNull(),
  requestCallback: boolean('request_callback').notNull().default(false),
  preferredTime: text('preferred_time').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const smsConsents = pgTable('sms_consents', {
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
});
