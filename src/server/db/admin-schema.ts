/** Tables of the back office: owner sessions and the curated-entries revision counter. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the session id the cookie carries. */
    idHash: text('id_hash').primaryKey(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default('unknown'),
  },
  (table) => [index('admin_sessions_expires_at_idx').on(table.expiresAt)],
);

export const curatedRevision = pgTable('curated_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
