/**
 * Retention of the assistant's logs: conversations, calculator and troubleshooter logs older than
 * ASSISTANT_LOG_RETENTION_DAYS (default 180) are deleted by the scheduled housekeeping. A
 * conversation the owner put into the fallback answers is kept: it is the owner's work, not a log.
 */
import { and, lt, not, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { calculatorLogs, conversationLogs, troubleshooterLogs } from '../db/schema.ts';

export const DEFAULT_LOG_RETENTION_DAYS = 180;

/** Days to keep the logs: a positive whole number from the environment, else 180. */
export function logRetentionDays(value = process.env.ASSISTANT_LOG_RETENTION_DAYS): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_LOG_RETENTION_DAYS;
}

export interface PruneResult {
  conversations: number;
  calculator: number;
  troubleshooter: number;
}

export async function pruneAssistantLogs(db: Database, days = logRetentionDays()): Promise<PruneResult> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const conversations = await db
    .delete(conversationLogs)
    .where(and(lt(conversationLogs.createdAt, cutoff), not(conversationLogs.includedInFallback)))
    .returning({ id: conversationLogs.id });
  const calculator = await db.delete(calculatorLogs).where(lt(calculatorLogs.createdAt, cutoff)).returning({ id: calculatorLogs.id });
  const troubleshooter = await db.delete(troubleshooterLogs).where(lt(troubleshooterLogs.createdAt, cutoff)).returning({ id: troubleshooterLogs.id });
  return { conversations: conversations.length, calculator: calculator.length, troubleshooter: troubleshooter.length };
}
