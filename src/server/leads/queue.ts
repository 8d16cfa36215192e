/**
 * When the database cannot be reached, a valid submission is written to a Netlify Blobs store
 * first, so nothing a visitor typed is lost; `replayQueuedLeads` moves the queued submissions into
 * the database once it answers again (on a later request, or from the scheduled function).
 * Replaying is idempotent: every queued submission carries its idempotency key.
 */
import { getStore } from '@netlify/blobs';
import type { ContactRequestData, SmsConsentData } from '../../domain/leads/schemas.ts';
import type { SpamReason } from '../../domain/leads/spam.ts';
import type { Database } from '../db/client.ts';
import { storeLead } from './repository.ts';
import { mailConfig } from '../mail/config.ts';

export const QUEUE_STORE = 'lead-queue';

export type QueuedLead =
  | { kind: 'contact'; data: ContactRequestData; meta: QueuedMeta }
  | { kind: 'sms_consent'; data: SmsConsentData; meta: QueuedMeta };

export interface QueuedMeta {
  ipAddress: string;
  userAgent: string;
  idempotencyKey: string;
  spamReason: SpamReason | null;
  receivedAt: string;
}

function queueStore() {
  return getStore({ name: QUEUE_STORE, consistency: 'strong' });
}

/** The key sorts by arrival; the idempotency key makes a retried submission overwrite its own entry. */
const keyOf = (lead: QueuedLead) => `${lead.kind}/${lead.meta.idempotencyKey}`;

export async function enqueueLead(lead: QueuedLead): Promise<string> {
  const key = keyOf(lead);
  await queueStore().setJSON(key, lead);
  return key;
}

export interface ReplayResult {
  stored: number;
  notificationIds: number[];
}

/** Moves every queued submission into the database; stops at the first database error. */
export async function replayQueuedLeads(db: Database): Promise<ReplayResult> {
  const store = queueStore();
  const { blobs } = await store.list();
  const result: ReplayResult = { stored: 0, notificationIds: [] };
  const owner = mailConfig().notifyTo;
  for (const { key } of blobs) {
    const lead = (await store.get(key, { type: 'json' })) as QueuedLead | null;
    if (!lead) continue;
    const meta = { ...lead.meta, receivedAt: new Date(lead.meta.receivedAt) };
    const stored = await storeLead(db, lead, meta, owner);
    await store.delete(key);
    if (stored.created) result.stored++;
    result.notificationIds.push(...stored.notificationIds);
  }
  return result;
}
