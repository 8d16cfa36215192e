/**
 * Sends the e-mails recorded in lead_notifications. A row is claimed (status 'sending') before its
 * message goes out so that two workers never send it twice; a failure is recorded on the row and
 * retried later with a growing pause, up to MAX_ATTEMPTS.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { leadNotifications, type LeadNotificationRow } from '../db/schema.ts';
import { mailConfig } from '../mail/config.ts';
import { sendMail, type Mail } from '../mail/mailer.ts';
import { consentOwnerEmail, consentVisitorEmail, contactOwnerEmail, contactVisitorEmail } from '../mail/lead-emails.ts';
import { findLead } from './repository.ts';
import type { ContactRequestRow, SmsConsentRow } from '../db/schema.ts';

export const MAX_ATTEMPTS = 8;

export interface DeliveryResult {
  sent: number;
  failed: number;
}

async function claim(db: Database, id: number): Promise<LeadNotificationRow | undefined> {
  const [row] = await db
    .update(leadNotifications)
    .set({ status: 'sending', attempts: sql`${leadNotifications.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(leadNotifications.id, id),
        or(
          inArray(leadNotifications.status, ['pending', 'failed']),
          // a worker that stopped mid-way (the function was cut off) leaves 'sending' behind
          and(eq(leadNotifications.status, 'sending'), lt(leadNotifications.updatedAt, sql`now() - interval '5 minutes'`)),
        ),
        lt(leadNotifications.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  return row;
}

async function composeMail(db: Database, notification: LeadNotificationRow): Promise<Mail | null> {
  const lead = await findLead(db, notification.leadKind, notification.leadId);
  if (!lead) return null;
  if (notification.leadKind === 'contact') {
    const row = lead as ContactRequestRow;
    return notification.audience === 'owner' ? contactOwnerEmail(row, notification.recipient) : contactVisitorEmail(row);
  }
  const row = lead as SmsConsentRow;
  return notification.audience === 'owner' ? consentOwnerEmail(row, notification.recipient) : consentVisitorEmail(row);
}

export async function deliverNotifications(db: Database, ids: number[]): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const config = mailConfig();
  for (const id of ids) {
    const notification = await claim(db, id);
    if (!notification) continue;
    try {
      const mail = await composeMail(db, notification);
      if (!mail) throw new Error(`${notification.leadKind} ${notification.leadId} no longer exists`);
      const sent = await sendMail(mail, config);
      await db
        .update(leadNotifications)
        .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()`, messageId: sent.messageId, lastError: null })
        .where(eq(leadNotifications.id, id));
      result.sent++;
    } catch (error) {
      result.failed++;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`leads: e-mail ${id} (${notification.audience}, ${notification.leadKind} ${notification.leadId}) failed:`, message);
      await db
        .update(leadNotifications)
        .set({ status: 'failed', lastError: message.slice(0, 1000), updatedAt: sql`now()` })
        .where(eq(leadNotifications.id, id));
    }
  }
  return result;
}

/**
 * E-mails still to send: pending ones older than a minute (their request's worker did not get to
 * them), failed ones whose pause (one minute per attempt so far) is over, and abandoned claims.
 */
export async function retryUnsentNotifications(db: Database, limit = 50): Promise<DeliveryResult> {
  const due = await db
    .select({ id: leadNotifications.id })
    .from(leadNotifications)
    .where(
      and(
        lt(leadNotifications.attempts, MAX_ATTEMPTS),
        or(
          and(eq(leadNotifications.status, 'pending'), lt(leadNotifications.updatedAt, sql`now() - interval '1 minute'`)),
          and(eq(leadNotifications.status, 'failed'), lt(leadNotifications.updatedAt, sql`now() - make_interval(mins => ${leadNotifications.attempts})`)),
          and(eq(leadNotifications.status, 'sending'), lt(leadNotifications.updatedAt, sql`now() - interval '5 minutes'`)),
        ),
      ),
    )
    .orderBy(leadNotifications.id)
    .limit(limit);
  return deliverNotifications(
    db,
    due.map((row) => row.id),
  );
}
