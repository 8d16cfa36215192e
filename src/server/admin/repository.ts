/**
 * The back office's reads and writes: paged, searched lists of the assistant's logs and the
 * leads, the owner's edits, the overview, and batches for the CSV export. Search runs in the
 * database: prefix full text over the columns the search box covers (GIN indexes of 0003/0004),
 * a lead or log number, and for leads a phone number.
 */
import { curatedPriceUpdate } from '../assistant/curated-price.ts';
import { and, count, desc, eq, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '../db/client.ts';
import { calculatorLogs, contactRequests, conversationLogs, curatedRevision, smsConsents, troubleshooterLogs } from '../db/schema.ts';
import { isPhoneSearch, likePattern, offsetOf, phoneSearchDigits, prefixTsQuery, type ListQuery } from './paging.ts';
import type { UpdateConversationInput, UpdateLeadInput } from '../../domain/admin/schemas.ts';
import type { LeadKind, LeadStatus } from '../../domain/leads/kinds.ts';

export const LOG_KINDS = ['conversations', 'fallbacks', 'calculator', 'troubleshooter'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export interface Page<T> {
  logs: T[];
  /** Rows matching, counted up to ListLimits.countCap; see totalCapped. */
  total: number;
  /** True when more than countCap rows match: total is then countCap and the dashboard shows "10,000+". */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export interface ListLimits {
  /**
   * Counting every match of 100,000 rows costs more than the page itself (PostgreSQL visits each
   * row), so counts stop at this many: the first page stays fast whatever the table's size.
   */
  countCap: number;
  /**
   * A search first fetches the ids and dates of up to this many matches through its index. When
   * that is all of them, the page is cut from them and the count is exact; otherwise matches are
   * common, and walking the newest-first index finds a page of them at once. Either way no plan
   * can walk 100,000 rows looking for a rare match, whatever the planner guesses.
   */
  searchProbe: number;
}

export const LIST_LIMITS: ListLimits = { countCap: 10_000, searchProbe: 2_000 };

const idMatch = (column: PgColumn, search: string): SQL | undefined => (/^\d{1,9}$/.test(search) ? eq(column, Number(search)) : undefined);

function conversationSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const t = conversationLogs;
  const text = textMatch(sql`${t.question} || ' ' || ${t.answer}`, search, 'english');
  return or(text, idMatch(t.id, search), eq(t.category, search.toLowerCase())) ?? sql`false`;
}

/** Prefix full-text match of `document` (the very expression of a GIN index of 0003/0004) against the search's words. */
function textMatch(document: SQL, search: string, config: 'english' | 'simple' = 'simple'): SQL | undefined {
  const tsquery = prefixTsQuery(search);
  if (!tsquery) return undefined;
  const language = sql.raw(`'${config}'`);
  return sql`to_tsvector(${language}, ${document}) @@ to_tsquery(${language}, ${tsquery})`;
}

/**
 * A lead's search: a phone number looks at the lead number and the phone's digits (0005), so
 * "406-555-0142" finds "(406) 555-0142"; anything else at the lead number and the text. The text
 * columns hold no phone numbers, and OR-ing an unindexed LIKE with the text match would make
 * PostgreSQL compute every row's text.
 */
function leadSearch(id: PgColumn, phoneDigits: PgColumn, document: SQL, search: string): SQL | undefined {
  if (!search) return undefined;
  const match = isPhoneSearch(search) ? or(idMatch(id, search), like(phoneDigits, likePattern(phoneSearchDigits(search)))) : or(idMatch(id, search), textMatch(document, search));
  return match ?? sql`false`;
}

/** The WHERE of each log list for a search (undefined: everything). */
export function logFilter(kind: LogKind, search: string): SQL | undefined {
  switch (kind) {
    case 'conversations':
      return conversationSearch(search);
    case 'fallbacks':
      return and(eq(conversationLogs.includedInFallback, true), conversationSearch(search));
    case 'calculator': {
      const t = calculatorLogs;
      return search ? (or(idMatch(t.id, search), textMatch(sql`${t.serviceType} || ' ' || (${t.parameters}::text)`, search)) ?? sql`false`) : undefined;
    }
    case 'troubleshooter': {
      const t = troubleshooterLogs;
      const document = sql`${t.issueType} || ' ' || ${t.startNodeId} || ' ' || ${t.endNodeId} || ' ' || coalesce(${t.recommendation}, '')`;
      return search ? (or(idMatch(t.id, search), textMatch(document, search)) ?? sql`false`) : undefined;
    }
  }
}

const tableOf = (kind: LogKind) => (kind === 'calculator' ? calculatorLogs : kind === 'troubleshooter' ? troubleshooterLogs : conversationLogs);

type ListedTable = PgTable & { createdAt: PgColumn; id: PgColumn };

async function paged<T>(db: Database, table: ListedTable, where: SQL | undefined, query: ListQuery, limits: ListLimits): Promise<Page<T>> {
  const cap = limits.countCap;
  if (query.search) {
    const probeSize = Math.min(limits.searchProbe, cap);
    const probe = await db
      .select({ id: table.id, createdAt: table.createdAt })
      .from(table)
      .where(where)
      .limit(probeSize + 1);
    if (probe.length <= probeSize) {
      const newestFirst = (probe as { id: number; createdAt: Date }[]).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      const ids = newestFirst.slice(offsetOf(query), offsetOf(query) + query.pageSize).map((row) => row.id);
      const rows = ids.length ? await db.select().from(table).where(inArray(table.id, ids)).orderBy(desc(table.createdAt), desc(table.id)) : [];
      return { logs: rows as T[], total: probe.length, totalCapped: false, page: query.page, pageSize: query.pageSize };
    }
  }
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(matching),
  ]);
  const counted = Number(total);
  return { logs: rows as T[], total: Math.min(counted, cap), totalCapped: counted > cap, page: query.page, pageSize: query.pageSize };
}

export type ConversationLog = typeof conversationLogs.$inferSelect;
export type CalculatorLog = typeof calculatorLogs.$inferSelect;
export type TroubleshooterLog = typeof troubleshooterLogs.$inferSelect;

export function listLogs(kind: LogKind, query: ListQuery, db: Database = getDb(), limits = LIST_LIMITS) {
  return paged<ConversationLog | CalculatorLog | TroubleshooterLog>(db, tableOf(kind), logFilter(kind, query.search), query, limits);
}

/** The owner's edit of a conversation; bumps the curated revision so every assistant instance reloads. */
export async function updateConversation(input: UpdateConversationInput, db: Database = getDb()): Promise<ConversationLog | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversationLogs)
      .set({ answer: input.answer, category: input.category, includedInFallback: input.includedInFallback, editedByAdmin: true, ...curatedPriceUpdate(input) })
      .where(eq(conversationLogs.id, input.id))
      .returning();
    if (!row) return null;
    await tx
      .insert(curatedRevision)
      .values({ id: 1, revision: 1 })
      .onConflictDoUpdate({ target: curatedRevision.id, set: { revision: sql`${curatedRevision.revision} + 1`, updatedAt: sql`now()` } });
    return row;
  });
}

// Leads ---------------------------------------------------------------------------------------

export interface LeadQuery extends ListQuery {
  kind: LeadKind;
  spam: boolean;
  status?: LeadStatus;
}

export function leadFilter(query: Pick<LeadQuery, 'kind' | 'spam' | 'status' | 'search'>): SQL | undefined {
  const { kind, spam, status, search } = query;
  if (kind === 'contact') {
    const t = contactRequests;
    const document = sql`${t.name} || ' ' || ${t.email} || ' ' || ${t.service} || ' ' || ${t.message}`;
    return and(eq(t.isSpam, spam), status ? eq(t.status, status) : undefined, leadSearch(t.id, t.phoneDigits, document, search));
  }
  const t = smsConsents;
  const document = sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.serviceType}, '')`;
  return and(eq(t.isSpam, spam), status ? eq(t.status, status) : undefined, leadSearch(t.id, t.phoneDigits, document, search));
}

export function listLeads(query: LeadQuery, db: Database = getDb(), limits = LIST_LIMITS) {
  const table = query.kind === 'contact' ? contactRequests : smsConsents;
  return paged<typeof contactRequests.$inferSelect | typeof smsConsents.$inferSelect>(db, table, leadFilter(query), query, limits);
}

export async function updateLeadStatus(input: UpdateLeadInput, db: Database = getDb()) {
  const table = input.kind === 'contact' ? contactRequests : smsConsents;
  const [row] = await db.update(table).set({ status: input.status }).where(eq(table.id, input.id)).returning();
  return row ?? null;
}

// Overview ------------------------------------------------------------------------------------

export interface DayCount {
  day: string;
  leads: number;
  conversations: number;
  estimates: number;
}

/**
 * Per day (UTC) for the last `days` days, oldest first, every day present. Each day is counted by a
 * range scan of a created_at index (three times faster on 100,000 rows than grouping every row by
 * its computed date).
 */
export async function dailyCounts(days = 30, db: Database = getDb()): Promise<DayCount[]> {
  const result = await db.execute<{ day: string; leads: string; conversations: string; estimates: string }>(sql`
    WITH days AS (
      SELECT day::date AS day, day::timestamp AT TIME ZONE 'UTC' AS since, (day + interval '1 day')::timestamp AT TIME ZONE 'UTC' AS until
      FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS day
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS day,
      (SELECT count(*) FROM contact_requests WHERE is_spam = false AND created_at >= since AND created_at < until)
        + (SELECT count(*) FROM sms_consents WHERE is_spam = false AND created_at >= since AND created_at < until) AS leads,
      (SELECT count(*) FROM conversation_logs WHERE created_at >= since AND created_at < until) AS conversations,
      (SELECT count(*) FROM calculator_logs WHERE created_at >= since AND created_at < until) AS estimates
    FROM days
    ORDER BY day`);
  return result.rows.map((row) => ({ day: row.day, leads: Number(row.leads), conversations: Number(row.conversations), estimates: Number(row.estimates) }));
}

export interface NewLead {
  kind: LeadKind;
  id: number;
  name: string;
  phone: string;
  service: string | null;
  createdAt: Date;
}

/** The newest leads still 'new' (not spam), both kinds together. */
export async function newestUnhandledLeads(limit = 5, db: Database = getDb()): Promise<NewLead[]> {
  const [contacts, consents] = await Promise.all([
    db
      .select({ id: contactRequests.id, name: contactRequests.name, phone: contactRequests.phone, service: contactRequests.service, createdAt: contactRequests.createdAt })
      .from(contactRequests)
      .where(and(eq(contactRequests.status, 'new'), eq(contactRequests.isSpam, false)))
      .orderBy(desc(contactRequests.createdAt))
      .limit(limit),
    db
      .select({
        id: smsConsents.id,
        name: sql<string>`${smsConsents.firstName} || ' ' || ${smsConsents.lastName}`,
        phone: smsConsents.phone,
        service: smsConsents.serviceType,
        createdAt: smsConsents.createdAt,
      })
      .from(smsConsents)
      .where(and(eq(smsConsents.status, 'new'), eq(smsConsents.isSpam, false)))
      .orderBy(desc(smsConsents.createdAt))
      .limit(limit),
  ]);
  return [...contacts.map((row) => ({ kind: 'contact' as const, ...row })), ...consents.map((row) => ({ kind: 'sms_consent' as const, ...row }))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}

// Export --------------------------------------------------------------------------------------

export const EXPORT_BATCH = 1000;

/** Every row of a list matching the search, newest first (by id), in batches: keyset paging so 100,000 rows stream in constant memory. */
export async function* exportBatches(table: PgTable & { id: PgColumn }, where: SQL | undefined, db: Database = getDb()): AsyncGenerator<Record<string, unknown>[]> {
  let before: number | undefined;
  for (;;) {
    const rows = (await db
      .select()
      .from(table)
      .where(and(where, before === undefined ? undefined : lt(table.id, before)))
      .orderBy(desc(table.id))
      .limit(EXPORT_BATCH)) as Record<string, unknown>[];
    if (!rows.length) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    before = rows[rows.length - 1].id as number;
  }
}

export { tableOf };
