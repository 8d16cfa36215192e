/**
 * What happens to a valid submission: it is stored (with the e-mails it causes) in one
 * transaction; after the commit the e-mails go out in the background. If the database cannot be
 * reached, the submission goes to the Blobs queue instead and the visitor is told to expect it.
 */
import { randomUUID } from 'node:crypto';
import { business } from '../../domain/business.ts';
import type { SpamReason } from '../../domain/leads/spam.ts';
import { getDb, withTimeout, type Database } from '../db/client.ts';
import type { ContactRequestRow, SmsConsentRow } from '../db/schema.ts';
import { afterResponse, type PlatformContext } from '../http/background.ts';
import type { Client } from '../http/request.ts';
import { mailConfig } from '../mail/config.ts';
import { pruneAssistantLogs } from '../assistant/retention.ts';
import { deliverNotifications, retryUnsentNotifications } from './notifications.ts';
import { hitLeadPostLimit } from './limits.ts';
import { alertOwner, enqueueLead, isRefusal, moveToDeadLetters, replayQueuedLeads, type QueuedLead } from './queue.ts';
import { IdempotencyConflictError, storeLead, type LeadMeta, type LeadSubmission, type Stored } from './repository.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The Idempotency-Key header, a fresh key when there is none, or null when it is malformed. */
export function idempotencyKeyOf(request: Request): string | null {
  const header = request.headers.get('idempotency-key')?.trim();
  if (!header) return randomUUID();
  return IDEMPOTENCY_KEY_PATTERN.test(header) ? header : null;
}

export const UNAVAILABLE_QUEUED_MESSAGE = `Our system is briefly unavailable, so your request could not be confirmed. Your details were kept and will reach us shortly; if it is urgent, please call us at ${business.phone.display}.`;
export const UNAVAILABLE_LOST_MESSAGE = `Our system is briefly unavailable. Please try again in a few minutes, or call us at ${business.phone.display}.`;
export const REFUSED_MESSAGE = `Your request could not be recorded as sent. A copy was kept for our office to review; if it is urgent, please call us at ${business.phone.display}.`;

const dbTimeoutMs = () => Number(process.env.LEADS_DB_TIMEOUT_MS) || 5000;

export type IntakeResult<Row> =
  | { outcome: 'stored'; row: Row; created: boolean }
  | { outcome: 'queued'; message: string }
  | { outcome: 'unavailable'; message: string }
  /** Over the per-client post limit (429). */
  | { outcome: 'limited'; retryAfterSeconds: number }
  /** The idempotency key belongs to another request (409). */
  | { outcome: 'conflict'; message: string }
  /** The database refused what the lead holds; kept in the dead letters for the owner (422). */
  | { outcome: 'refused'; message: string };

/** A form is a few hundred bytes; 32 KB leaves room for a long message and nothing more. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

export interface Options {
  client: Client;
  idempotencyKey: string;
  spamReason: SpamReason | null;
  context?: PlatformContext;
}

const REPLAY_INTERVAL_MS = 30_000;
let lastReplay = 0;

/** Moves queued submissions into the database and sends their e-mails. */
async function replayQueue(db: Database): Promise<void> {
  lastReplay = Date.now();
  const replayed = await replayQueuedLeads(db);
  if (replayed.stored) console.info(`leads: moved ${replayed.stored} queued submission(s) into the database`);
  if (replayed.deadLettered) console.error(`leads: ${replayed.deadLettered} queued submission(s) refused by the database, moved to the dead letters`);
  await deliverNotifications(db, replayed.notificationIds);
}

/** After a request has stored its lead: replay the queue, at most every 30 s per function instance. */
async function replayQueueNowAndThen(db: Database): Promise<void> {
  if (Date.now() - lastReplay >= REPLAY_INTERVAL_MS) await replayQueue(db);
}

/** Stores a lead (or queues it when the database does not answer) and sends its e-mails after the answer. */
export async function submitLead(submission: LeadSubmission, { client, idempotencyKey, spamReason, context }: Options): Promise<IntakeResult<ContactRequestRow | SmsConsentRow>> {
  const meta: LeadMeta = { ipAddress: client.ip, userAgent: client.userAgent, idempotencyKey, spamReason, receivedAt: new Date() };
  const owner = mailConfig().notifyTo;
  let stored: Stored<ContactRequestRow | SmsConsentRow>;
  let db: Database;
  try {
    db = getDb();
    const limit = await withTimeout(hitLeadPostLimit(client.ip, db), dbTimeoutMs()).catch(() => ({ allowed: true, retryAfterSeconds: 0 }));
    if (!limit.allowed) return { outcome: 'limited', retryAfterSeconds: limit.retryAfterSeconds };
    stored = await withTimeout(storeLead(db, submission, meta, owner), dbTimeoutMs());
  } catch (error) {
    if (error instanceof IdempotencyConflictError) return { outcome: 'conflict', message: error.message };
    const queued = { kind: submission.kind, data: submission.data, meta: { ...meta, receivedAt: meta.receivedAt.toISOString() } } as QueuedLead;
    if (isRefusal(error)) {
      // Never queued (it would be refused again): kept apart for the owner, who is told.
      try {
        await moveToDeadLetters(queued, error);
        await alertOwner().catch((alertError) => console.error('leads: could not e-mail the owner about a refused submission:', alertError));
      } catch (storeError) {
        console.error('leads: a refused submission could not be kept:', storeError);
      }
      return { outcome: 'refused', message: REFUSED_MESSAGE };
    }
    console.error(`leads: could not store a ${submission.kind} submission, queueing it:`, error instanceof Error ? error.message : error);
    try {
      await enqueueLead(queued);
      return { outcome: 'queued', message: UNAVAILABLE_QUEUED_MESSAGE };
    } catch (queueError) {
      console.error('leads: the queue is unavailable too; the submission was not kept:', queueError);
      return { outcome: 'unavailable', message: UNAVAILABLE_LOST_MESSAGE };
    }
  }
  const { notificationIds } = stored;
  // Without waitUntil (tests) the e-mails go on after the answer, never delaying it.
  void afterResponse(
    context,
    'leads: background work',
    async () => {
      await deliverNotifications(db, notificationIds);
      await replayQueueNowAndThen(db);
    },
    { awaitWithout: false },
  );
  return { outcome: 'stored', row: stored.row, created: stored.created };
}

/**
 * For the scheduled function: replay the queue, retry the e-mails that have not gone out, and
 * delete the assistant's logs past their retention (src/server/assistant/retention.ts).
 */
export async function runLeadHousekeeping(): Promise<void> {
  const db = getDb();
  await withTimeout(
    (async () => {
      await replayQueue(db);
      await retryUnsentNotifications(db);
      const pruned = await pruneAssistantLogs(db);
      const total = pruned.conversations + pruned.calculator + pruned.troubleshooter;
      if (total) console.info(`housekeeping: deleted ${total} assistant log(s) past their retention`, pruned);
    })(),
    50_000,
  );
}
