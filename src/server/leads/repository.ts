/**
 * Stores leads. Each lead and the owner's e-mail are written in one transaction, the visitor's
 * confirmation (within its limits) right after; a repeated idempotency key from the same client
 * with the same fields returns the row stored the first time instead of a second one.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contactRequests, leadNotifications, smsConsents, type ContactRequestRow, type SmsConsentRow } from '../db/schema.ts';
import type { ContactRequestData, SmsConsentData } from '../../domain/leads/schemas.ts';
import { flaggedReason, isSpamSignal, type SpamReason } from '../../domain/leads/spam.ts';
import type { LeadKind } from '../../domain/leads/kinds.ts';
import { mayConfirm } from './limits.ts';

export interface LeadMeta {
  ipAddress: string;
  userAgent: string;
  idempotencyKey: string;
  spamReason: SpamReason | null;
  /** When the visitor sent it (differs from now when a queued submission is replayed). */
  receivedAt: Date;
}

export interface Stored<Row> {
  row: Row;
  /** false when the idempotency key had already stored this row */
  created: boolean;
  /** ids of the notifications to send now */
  notificationIds: number[];
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An idempotency key already used by another client or for other fields: nothing is stored or returned (409). */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different request. Send each new submission with a new key.');
    this.name = 'IdempotencyConflictError';
  }
}

/** Which request a key belongs to: the form, the client's address and the validated fields. */
export function requestFingerprint(submission: LeadSubmission, ipAddress: string): string {
  return createHash('sha256')
    .update(JSON.stringify([submission.kind, ipAddress, submission.data]))
    .digest('hex');
}

async function queueOwnerNotification(tx: Tx, leadKind: LeadKind, leadId: number, owner: string) {
  const inserted = await tx
    .insert(leadNotifications)
    .values({ leadKind, leadId, audience: 'owner', recipient: owner })
    .onConflictDoNothing()
    .returning({ id: leadNotifications.id });
  return inserted.map((row) => row.id);
}

/**
 * The visitor's confirmation, within its limits per client address and per recipient
 * (src/server/leads/limits.ts). Counted after the lead's commit, each count in its own short
 * statement, so that many leads from one address do not wait on one another's row lock; a failure
 * here only skips the confirmation.
 */
async function queueConfirmation(db: Database, leadKind: LeadKind, leadId: number, recipient: string | null, ipAddress: string): Promise<number[]> {
  if (!recipient) return [];
  try {
    if (!(await mayConfirm(db, ipAddress, recipient))) return [];
    const inserted = await db.insert(leadNotifications).values({ leadKind, leadId, audience: 'visitor', recipient }).onConflictDoNothing().returning({ id: leadNotifications.id });
    return inserted.map((row) => row.id);
  } catch (error) {
    console.error(`leads: no confirmation for ${leadKind} ${leadId}:`, error instanceof Error ? error.message : error);
    return [];
  }
}

/** The columns every lead takes from its request rather than from the form. */
function requestColumns(meta: LeadMeta, submission: LeadSubmission) {
  const spam = isSpamSignal(meta.spamReason);
  return {
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
    idempotencyKey: meta.idempotencyKey,
    requestFingerprint: requestFingerprint(submission, meta.ipAddress),
    isSpam: spam,
    spamReason: spam ? meta.spamReason : null,
    flaggedReason: spam ? null : flaggedReason(meta.spamReason, submission.kind === 'contact' ? submission.data.message : ''),
    createdAt: meta.receivedAt,
  };
}

/** A lead as the form sent it: which form, and its validated fields. */
export type LeadSubmission = { kind: 'contact'; data: ContactRequestData } | { kind: 'sms_consent'; data: SmsConsentData };

/**
 * Stores a lead once per idempotency key, with the owner's e-mail queued in the same transaction
 * (none for spam) and the visitor's confirmation right after the commit; a repeated key gets the row stored the first time when it comes from the same client
 * with the same fields, else IdempotencyConflictError.
 */
export async function storeLead(db: Database, submission: LeadSubmission, meta: LeadMeta, ownerEmail: string): Promise<Stored<ContactRequestRow | SmsConsentRow>> {
  const table = submission.kind === 'contact' ? contactRequests : smsConsents;
  const values = submission.kind === 'contact' ? submission.data : smsConsentColumns(submission.data);
  const stored = await db.transaction(async (tx): Promise<Stored<ContactRequestRow | SmsConsentRow>> => {
    const [row] = (await tx
      .insert(table)
      .values({ ...values, ...requestColumns(meta, submission) } as never)
      .onConflictDoNothing({ target: table.idempotencyKey })
      .returning()) as (ContactRequestRow | SmsConsentRow)[];
    if (!row) {
      const [existing] = (await tx.select().from(table).where(eq(table.idempotencyKey, meta.idempotencyKey))) as (ContactRequestRow | SmsConsentRow)[];
      if (!existing || existing.requestFingerprint !== requestFingerprint(submission, meta.ipAddress)) throw new IdempotencyConflictError();
      return { row: existing, created: false, notificationIds: [] };
    }
    const notificationIds = row.isSpam ? [] : await queueOwnerNotification(tx, submission.kind, row.id, ownerEmail);
    return { row, created: true, notificationIds };
  });
  if (stored.created && !stored.row.isSpam) stored.notificationIds.push(...(await queueConfirmation(db, submission.kind, stored.row.id, stored.row.email, meta.ipAddress)));
  return stored;
}

/** The consent form's fields as columns: an empty e-mail or service type is stored as absent. */
function smsConsentColumns(data: SmsConsentData) {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone,
    email: data.email || null,
    serviceType: data.serviceType || null,
    primarySmsConsent: data.primarySmsConsent,
    emergencySmsConsent: data.emergencySmsConsent,
  };
}

export async function findLead(db: Database, kind: LeadKind, id: number) {
  if (kind === 'contact')
    return (
      await db
        .select()
        .from(contactRequests)
        .where(and(eq(contactRequests.id, id)))
    )[0];
  return (await db.select().from(smsConsents).where(eq(smsConsents.id, id)))[0];
}

/** What a visitor gets back: the stored contact request without the owner's bookkeeping. */
export function publicContactRequest(row: ContactRequestRow) {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    service: row.service,
    message: row.message,
    requestCallback: row.requestCallback,
    preferredTime: row.preferredTime,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The spec's echo of a consent: the submitted fields plus createdAt. */
export function publicSmsConsent(row: SmsConsentRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    serviceType: row.serviceType,
    primarySmsConsent: row.primarySmsConsent,
    emergencySmsConsent: row.emergencySmsConsent,
    createdAt: row.createdAt.toISOString(),
  };
}
