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
import { deliverNotifications, retryUnsentNotifications } from './notifications.ts';
import { enqueueLead, replayQueuedLeads, type QueuedLead } from './queue.ts';
import { storeLead, type LeadMeta, type LeadSubmission, type Stored } from './repository.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The Idempotency-Key header, a fresh key when there is none, or null when it is malformed. */
export function idempotencyKeyOf(request: Request): string | null {
  const header = request.headers.get('idempotency-key')?.trim();
  if (!header) return randomUUID();
  return IDEMPOTENCY_KEY_PATTERN.test(header) ? header : null;
}

export const UNAVAILABLE_QUEUED_MESSAGE = `Our system is briefly unavailable, so your request could not be confirmed. Your details were kept and will reach us shortly; if it is urgent, please call us at ${business.phone.display}.`;
export const UNAVAILABLE_LOST_MESSAGE = `Our system is briefly unavailable. Please try again in a few minutes, or call us at ${business.phone.display}.`;

const dbTimeoutMs = () => Number(process.env.LEADS_DB_TIMEOUT_MS) || 5000;

export type IntakeResult<Row> =
  | { outcome: 'stored'; row: Row; created: boolean }
  | { outcome: 'queued'; message: string }
  | { outcome: 'unavailable'; message: string };

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
    stored = await withTimeout(storeLead(db, submission, meta, owner), dbTimeoutMs());
  } catch (error) {
    console.error(`leads: could not store a ${submission.kind} submission, queueing it:`, error instanceof Error ? error.message : error);
    try {
      await enqueueLead({ kind: submission.kind, data: submission.data, meta: { ...meta, receivedAt: meta.receivedAt.toISOString() } } as QueuedLead);
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

/** For the scheduled function: replay the queue, and retry the e-mails that have not gone out. */
export async function runLeadHousekeeping(): Promise<void> {
  const db = getDb();
  await withTimeout(
    (async () => {
      await replayQueue(db);
      await retryUnsentNotifications(db);
    })(),
    50_000,
  );
}
