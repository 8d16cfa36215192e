/**
 * The back office's reads and writes: paged, searched lists of the assistant's logs and the
 * leads, the owner's edits, the overview, and batches for the CSV export. Search runs in the
 * database: full text (prefix words, GIN index of 0003) over conversations, case-insensitive
 * substring over the short columns of the other lists.
 */
import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '../db/client.ts';
import { calculatorLogs, contactRequests, conversationLogs, curatedRevision, smsConsents, troubleshooterLogs } from '../db/schema.ts';
import { likePattern, offsetOf, prefixTsQuery, type ListQuery } from '../../domain/admin/paging.ts';
import type { AdminLeadKind, UpdateConversationInput, UpdateLeadInput } from '../../domain/admin/schemas.ts';

export const LOG_KINDS = ['conversations', 'fallbacks', 'calculator', 'troubleshooter'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export interface Page<T> {
  logs: T[];
  /** Rows matching, counted up to COUNT_CAP; see totalCapped. */
  total: number;
  /** True when more than COUNT_CAP rows match: total is then COUNT_CAP and the dashboard shows "10,000+". */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/**
 * Counting every match of 100,000 rows costs more than the page itself (PostgreSQL visits each
 * row), so counts stop at this many: the first page stays fast whatever the table's size.
 */
export const COUNT_CAP = 10_000;

const idMatch = (column: PgColumn, search: string): SQL | undefined => (/^\d{1,9}$/.test(search) ? eq(column, Number(search)) : undefined);

function conversationSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const t = conversationLogs;
  const text = textMatch(t, t.id, sql`${t.question} || ' ' || ${t.answer}`, search, 'english');
  return or(text, idMatch(t.id, search), eq(t.category, search.toLowerCase())) ?? sql`false`;
}

/**
 * Prefix full-text match of `document` (an indexed expression of 0003/0004) against the search's
 * words, written as `id IN (subquery)` so the GIN index finds the matches first: a plain WHERE lets
 * the planner walk the created_at index and compute to_tsvector for every row when matches are rare.
 */
function textMatch(table: PgTable, id: PgColumn, document: SQL, search: string, config: 'english' | 'simple' = 'simple'): SQL | undefined {
  const tsquery = prefixTsQuery(search);
  if (!tsquery) return undefined;
  const language = sql.raw(`'${config}'`);
  return sql`${id} IN (SELECT ${id} FROM ${table} WHERE to_tsvector(${language}, ${document}) @@ to_tsquery(${language}, ${tsquery}))`;
}

/** A search that is a phone number (digits, spaces, dashes, brackets, at least 3 digits) looks at the phone column. */
const phoneLike = (column: PgColumn, search: string): SQL | undefined =>
  /^[\d\s()+.-]+$/.test(search) && (search.match(/\d/g)?.length ?? 0) >= 3 ? ilike(column, likePattern(search)) : undefined;

/** The WHERE of each log list for a search (undefined: everything). */
export function logFilter(kind: LogKind, search: string): SQL | undefined {
  switch (kind) {
    case 'conversations':
      return conversationSearch(search);
    case 'fallbacks':
      return and(eq(conversationLogs.includedInFallback, true), conversationSearch(search));
    case 'calculator': {
      const t = calculatorLogs;
      return search ? (or(idMatch(t.id, search), textMatch(t, t.id, sql`${t.serviceType} || ' ' || (${t.parameters}::text)`, search)) ?? sql`false`) : undefined;
    }
    case 'troubleshooter': {
      const t = troubleshooterLogs;
      const document = sql`${t.issueType} || ' ' || ${t.startNodeId} || ' ' || ${t.endNodeId} || ' ' || coalesce(${t.recommendation}, '')`;
      return search ? (or(idMatch(t.id, search), textMatch(t, t.id, document, search)) ?? sql`false`) : undefined;
    }
  }
}

const tableOf = (kind: LogKind) => (kind === 'calculator' ? calculatorLogs : kind === 'troubleshooter' ? troubleshooterLogs : conversationLogs);

async function paged<T>(db: Database, table: PgTable & { createdAt: PgColumn; id: PgColumn }, where: SQL | undefined, query: ListQuery, cap = COUNT_CAP): Promise<Page<T>> {
  const matching = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('matching');
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

export function listLogs(kind: LogKind, query: ListQuery, db: Database = getDb(), cap = COUNT_CAP) {
  return paged<ConversationLog | CalculatorLog | TroubleshooterLog>(db, tableOf(kind) as never, logFilter(kind, query.search), query, cap);
}

/** The owner's edit of a conversation; bumps the curated revision so every assistant instance reloads. */
export async function updateConversation(input: UpdateConversationInput, db: Database = getDb()): Promise<ConversationLog | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversationLogs)
      .set({ answer: input.answer, category: input.category, includedInFallback: input.includedInFallback, editedByAdmin: true })
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
  kind: AdminLeadKind;
  spam: boolean;
  status?: 'new' | 'contacted' | 'closed';
}

export function leadFilter(query: Pick<LeadQuery, 'kind' | 'spam' | 'status' | 'search'>): SQL | undefined {
  const { kind, spam, status, search } = query;
  if (kind === 'contact') {
    const t = contactRequests;
    const document = sql`${t.name} || ' ' || ${t.email} || ' ' || ${t.service} || ' ' || ${t.message}`;
    return and(
      eq(t.isSpam, spam),
      status ? eq(t.status, status) : undefined,
      search ? (or(idMatch(t.id, search), phoneLike(t.phone, search), textMatch(t, t.id, document, search)) ?? sql`false`) : undefined,
    );
  }
  const t = smsConsents;
  const document = sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.serviceType}, '')`;
  return and(
    eq(t.isSpam, spam),
    status ? eq(t.status, status) : undefined,
    search ? (or(idMatch(t.id, search), phoneLike(t.phone, search), textMatch(t, t.id, document, search)) ?? sql`false`) : undefined,
  );
}

export function listLeads(query: LeadQuery, db: Database = getDb()) {
  const table = query.kind === 'contact' ? contactRequests : smsConsents;
  return paged<typeof contactRequests.$inferSelect | typeof smsConsents.$inferSelect>(db, table as never, leadFilter(query), query);
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

/** Per day (UTC) for the last `days` days, oldest first, every day present. */
export async function dailyCounts(days = 30, db: Database = getDb()): Promise<DayCount[]> {
  const result = await db.execute<{ day: string; leads: string; conversations: string; estimates: string }>(sql`
    WITH days AS (
      SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
    ),
    since AS (SELECT ((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int)::timestamp AT TIME ZONE 'UTC' AS start)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
      coalesce(l.n, 0) + coalesce(s.n, 0) AS leads,
      coalesce(c.n, 0) AS conversations,
      coalesce(e.n, 0) AS estimates
    FROM days
    LEFT JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM contact_requests, since WHERE created_at >= since.start AND NOT is_spam GROUP BY 1) l USING (day)
    LEFT JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM sms_consents, since WHERE created_at >= since.start AND NOT is_spam GROUP BY 1) s USING (day)
    LEFT JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM conversation_logs, since WHERE created_at >= since.start GROUP BY 1) c USING (day)
    LEFT JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM calculator_logs, since WHERE created_at >= since.start GROUP BY 1) e USING (day)
    ORDER BY days.day`);
  return result.rows.map((row) => ({ day: row.day, leads: Number(row.leads), conversations: Number(row.conversations), estimates: Number(row.estimates) }));
}

export interface NewLead {
  kind: AdminLeadKind;
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
      .select({ id: smsConsents.id, name: sql<string>`${smsConsents.firstName} || ' ' || ${smsConsents.lastName}`, phone: smsConsents.phone, service: smsConsents.serviceType, createdAt: smsConsents.createdAt })
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
export async function* exportBatches(
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  db: Database = getDb(),
): AsyncGenerator<Record<string, unknown>[]> {
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
