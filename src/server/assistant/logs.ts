/** The assistant's log repositories: conversations, estimates and troubleshooter walks. */
import { desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { calculatorLogs, conversationLogs, curatedRevision, troubleshooterLogs } from '../db/schema.ts';
import type { Client } from '../http/request.ts';
import type { PricedCuratedEntry } from './curated-price.ts';

export interface ConversationLogInput {
  question: string;
  answer: string;
  category?: string;
  similarityScore?: number;
  source: 'chat' | 'ask' | 'estimate';
  /** The guard rule the AI's reply (or estimate) broke, when the offline answer replaced it. */
  guardRule?: string;
  /** Where the answer came from (the assistant's Answer['source']). */
  answerSource?: string;
}

export async function logConversation(entry: ConversationLogInput, client: Client, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .insert(conversationLogs)
    .values({
      question: entry.question,
      answer: entry.answer,
      category: entry.category ?? 'general',
      similarityScore: Number.isFinite(entry.similarityScore) ? Number(entry.similarityScore) : 0,
      source: entry.source,
      guardRule: entry.guardRule ?? null,
      answerSource: entry.answerSource ?? null,
      ipAddress: client.ip,
      userAgent: client.userAgent,
    })
    .returning({ id: conversationLogs.id });
  return row.id;
}

export interface CalculatorLogInput {
  serviceType: string;
  parameters: Record<string, unknown>;
  estimateMin: number;
  estimateMax: number;
  breakdown?: { labor?: number; materials?: number; permits?: number; other?: number };
}

const integerOrNull = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? null : Math.round(value));

export async function logCalculator(entry: CalculatorLogInput, client: Client, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .insert(calculatorLogs)
    .values({
      serviceType: entry.serviceType,
      parameters: entry.parameters,
      estimateMin: Math.round(entry.estimateMin),
      estimateMax: Math.round(entry.estimateMax),
      breakdownLabor: integerOrNull(entry.breakdown?.labor),
      breakdownMaterials: integerOrNull(entry.breakdown?.materials),
      breakdownPermits: integerOrNull(entry.breakdown?.permits),
      breakdownOther: integerOrNull(entry.breakdown?.other),
      ipAddress: client.ip,
      userAgent: client.userAgent,
    })
    .returning({ id: calculatorLogs.id });
  return row.id;
}

export interface TroubleshooterLogInput {
  startNodeId: string;
  endNodeId: string;
  pathTaken: string[];
  issueType: string;
  recommendation?: string | null;
  severity?: 'low' | 'medium' | 'high' | null;
  completedPath: boolean;
}

export async function logTroubleshooter(entry: TroubleshooterLogInput, client: Client, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .insert(troubleshooterLogs)
    .values({ ...entry, recommendation: entry.recommendation ?? null, severity: entry.severity ?? null, ipAddress: client.ip, userAgent: client.userAgent })
    .returning({ id: troubleshooterLogs.id });
  return row.id;
}

/** The curated question-and-answer pairs the owner marked for the fallback, newest first. */
export async function curatedEntries(db: Database = getDb(), limit = 500): Promise<PricedCuratedEntry[]> {
  return db
    .select({
      id: conversationLogs.id,
      question: conversationLogs.question,
      answer: conversationLogs.answer,
      category: conversationLogs.category,
      priceMin: conversationLogs.priceMin,
      priceMax: conversationLogs.priceMax,
      priceService: conversationLogs.priceService,
    })
    .from(conversationLogs)
    .where(eq(conversationLogs.includedInFallback, true))
    .orderBy(desc(conversationLogs.createdAt))
    .limit(limit);
}

/** The revision of the curated entries, bumped by every admin edit (0 before any). */
export async function curatedRevisionNow(db: Database = getDb()): Promise<number> {
  const [row] = await db.select({ revision: curatedRevision.revision }).from(curatedRevision).where(eq(curatedRevision.id, 1));
  return row ? Number(row.revision) : 0;
}
