/**
 * When the database cannot be reached, a valid submission is written to a Netlify Blobs store
 * first, so nothing a visitor typed is lost; `replayQueuedLeads` moves the queued submissions into
 * the database once it answers again (on a later request, or from the scheduled function).
 * Replaying is idempotent: every queued submission carries its idempotency key, and an entry is
 * deleted only after its row is committed.
 *
 * An entry the database refuses for what it holds (a data error, SQLSTATE class 22 or 23, or a key
 * already used by another request) can never be stored: it is moved to a dead-letter store with the
 * error, the owner is e-mailed once, and the replay goes on with the next entry. Any other error
 * (the connection, a timeout, SQLSTATE 08, 53, 57P...) is an outage: the replay stops and keeps
 * everything for the next run. The owner retries a dead letter from the back office.
 */
import { getStore } from '@netlify/blobs';
import { business } from '../../domain/business.ts';
import type { ContactRequestData, SmsConsentData } from '../../domain/leads/schemas.ts';
import type { SpamReason } from '../../domain/leads/spam.ts';
import type { Database } from '../db/client.ts';
import { IdempotencyConflictError, requestFingerprint, storeLead } from './repository.ts';
import { mailConfig } from '../mail/config.ts';
import { sendMail } from '../mail/mailer.ts';

export const QUEUE_STORE = 'lead-queue';
export const DEAD_LETTER_STORE = 'lead-dead-letters';

export type QueuedLead = { kind: 'contact'; data: ContactRequestData; meta: QueuedMeta } | { kind: 'sms_consent'; data: SmsConsentData; meta: QueuedMeta };

export interface QueuedMeta {
  ipAddress: string;
  userAgent: string;
  idempotencyKey: string;
  spamReason: SpamReason | null;
  receivedAt: string;
}

export interface DeadLetter {
  key: string;
  lead: QueuedLead;
  error: { message: string; code: string | null };
  failedAt: string;
  /** When the owner was e-mailed about it; null until the e-mail went out. */
  alertedAt: string | null;
}

function queueStore() {
  return getStore({ name: QUEUE_STORE, consistency: 'strong' });
}

function deadLetterStore() {
  return getStore({ name: DEAD_LETTER_STORE, consistency: 'strong' });
}

/** C0 and C1 control characters and DEL, replaced in the owner's alert so a stored value cannot break its lines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * One entry per request: the idempotency key makes a retried submission overwrite its own entry,
 * and the request's fingerprint keeps another client's reuse of the key from overwriting it.
 */
const keyOf = (lead: QueuedLead) => `${lead.kind}/${lead.meta.idempotencyKey}/${requestFingerprint(lead, lead.meta.ipAddress).slice(0, 16)}`;

export async function enqueueLead(lead: QueuedLead): Promise<string> {
  const key = keyOf(lead);
  await queueStore().setJSON(key, lead);
  return key;
}

/** The SQLSTATE of a database error, looking through the wrappers (Drizzle's query error) to the driver's. */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * True when the database refused the entry for what it holds, so retrying can never succeed: a
 * data exception (class 22, e.g. a NUL byte, 22021), an integrity constraint (class 23), or the key
 * taken by another request. Everything else, including an unknown error, counts as an outage.
 */
export function isRefusal(error: unknown): boolean {
  if (error instanceof IdempotencyConflictError) return true;
  const state = sqlStateOf(error);
  return state !== null && (state.startsWith('22') || state.startsWith('23'));
}

export interface ReplayResult {
  stored: number;
  deadLettered: number;
  notificationIds: number[];
}

/**
 * Moves every queued submission into the database. A refused entry goes to the dead letters and
 * the replay goes on; an outage stops it (the error is thrown, the entry stays queued).
 */
export async function replayQueuedLeads(db: Database): Promise<ReplayResult> {
  const store = queueStore();
  const { blobs } = await store.list();
  const result: ReplayResult = { stored: 0, deadLettered: 0, notificationIds: [] };
  const owner = mailConfig().notifyTo;
  for (const { key } of blobs) {
    const lead = (await store.get(key, { type: 'json' })) as QueuedLead | null;
    if (!lead) continue;
    const meta = { ...lead.meta, receivedAt: new Date(lead.meta.receivedAt) };
    let stored;
    try {
      stored = await storeLead(db, lead, meta, owner);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await deadLetter(key, lead, error);
      await store.delete(key);
      result.deadLettered++;
      continue;
    }
    // Only now is the row committed: the entry may go.
    await store.delete(key);
    if (stored.created) result.stored++;
    result.notificationIds.push(...stored.notificationIds);
  }
  if (result.deadLettered) await alertOwner().catch((error) => console.error('leads: could not e-mail the owner about refused submissions:', error));
  return result;
}

/** Keeps a submission the database refused at intake in the dead letters. */
export async function moveToDeadLetters(lead: QueuedLead, error: unknown): Promise<string> {
  const key = keyOf(lead);
  await deadLetter(key, lead, error);
  return key;
}

async function deadLetter(key: string, lead: QueuedLead, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const entry: DeadLetter = { key, lead, error: { message: message.slice(0, 1000), code: sqlStateOf(error) }, failedAt: new Date().toISOString(), alertedAt: null };
  await deadLetterStore().setJSON(key, entry);
  console.error(`leads: the database refused queued submission ${key}; moved to the dead letters:`, message);
}

export async function listDeadLetters(): Promise<DeadLetter[]> {
  const store = deadLetterStore();
  const { blobs } = await store.list();
  const entries = await Promise.all(blobs.map(({ key }) => store.get(key, { type: 'json' }) as Promise<DeadLetter | null>));
  return entries.filter((entry): entry is DeadLetter => entry !== null).sort((a, b) => a.failedAt.localeCompare(b.failedAt));
}

export async function countDeadLetters(): Promise<number> {
  return (await deadLetterStore().list()).blobs.length;
}

/** E-mails the owner once about the dead letters not yet reported (those whose e-mail failed are tried again next time). */
export async function alertOwner(): Promise<number> {
  const store = deadLetterStore();
  const pending = (await listDeadLetters()).filter((entry) => !entry.alertedAt);
  if (!pending.length) return 0;
  const config = mailConfig();
  await sendMail(
    {
      to: config.notifyTo,
      subject: `${pending.length} website submission${pending.length > 1 ? 's' : ''} could not be stored`,
      text: `The database refused ${pending.length} submission${pending.length > 1 ? 's' : ''} that had been kept while it was unavailable. They are kept apart; open the back office's leads inbox to see them and retry.

${pending
  .map((entry) => {
    const name = entry.lead.kind === 'contact' ? entry.lead.data.name : `${entry.lead.data.firstName} ${entry.lead.data.lastName}`;
    return `- ${entry.lead.kind === 'contact' ? 'Contact request' : 'Text-message consent'} from ${name.replace(CONTROL_CHARACTERS, '?')}, phone ${entry.lead.data.phone.replace(CONTROL_CHARACTERS, '?')}, received ${entry.lead.meta.receivedAt}: ${entry.error.message}${entry.error.code ? ` (${entry.error.code})` : ''}`;
  })
  .join('\n')}

${business.name} website
`,
    },
    config,
  );
  const now = new Date().toISOString();
  for (const entry of pending) await store.setJSON(entry.key, { ...entry, alertedAt: now });
  return pending.length;
}

export type RetryOutcome = { outcome: 'stored' | 'already-stored'; notificationIds: number[] } | { outcome: 'refused'; message: string } | { outcome: 'not-found' };

/**
 * The owner's retry of one dead letter (after fixing the cause, e.g. a migration): stored, it
 * leaves the dead letters; refused again, it stays with the new error. An outage is thrown.
 */
export async function retryDeadLetter(db: Database, key: string): Promise<RetryOutcome> {
  const store = deadLetterStore();
  const entry = (await store.get(key, { type: 'json' })) as DeadLetter | null;
  if (!entry) return { outcome: 'not-found' };
  const meta = { ...entry.lead.meta, receivedAt: new Date(entry.lead.meta.receivedAt) };
  try {
    const stored = await storeLead(db, entry.lead, meta, mailConfig().notifyTo);
    await store.delete(key);
    return { outcome: stored.created ? 'stored' : 'already-stored', notificationIds: stored.notificationIds };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    await store.setJSON(key, { ...entry, error: { message: message.slice(0, 1000), code: sqlStateOf(error) }, failedAt: new Date().toISOString() });
    return { outcome: 'refused', message };
  }
}
