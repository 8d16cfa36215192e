/**
 * The response clock in the database: record the owner's first action on a lead (once and only
 * once), and read the 30-day figures and the leads still waiting for the dashboard.
 */
import { and, asc, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { contactRequests, smsConsents } from '../db/schema.ts';
import type { LeadKind } from '../../domain/leads/kinds.ts';
import { responseFigures, waiting, type FirstResponseVia, type ResponseFigures } from '../../domain/leads/response-clock.ts';
import { businessHours, responseTargetMinutes } from '../leads/response-target.ts';

export { businessHours, responseTargetMinutes };

const tableOf = (kind: LeadKind) => (kind === 'contact' ? contactRequests : smsConsents);

/**
 * Records the owner's first response to a lead. The conditional UPDATE matches only while
 * first_response_at is NULL, so a second action (or two at once) never moves it.
 * Returns whether this call set it, and the lead's first response as stored (null: no such lead).
 */
export async function recordFirstResponse(kind: LeadKind, id: number, via: FirstResponseVia, db: Database = getDb()) {
  const table = tableOf(kind);
  const [set] = await db
    .update(table)
    .set({ firstResponseAt: sql`now()`, firstResponseVia: via })
    .where(and(eq(table.id, id), isNull(table.firstResponseAt)))
    .returning({ firstResponseAt: table.firstResponseAt, firstResponseVia: table.firstResponseVia });
  if (set) return { recorded: true, firstResponseAt: set.firstResponseAt!, firstResponseVia: set.firstResponseVia! };
  const [row] = await db.select({ firstResponseAt: table.firstResponseAt, firstResponseVia: table.firstResponseVia }).from(table).where(eq(table.id, id));
  if (!row) return null;
  return { recorded: false, firstResponseAt: row.firstResponseAt, firstResponseVia: row.firstResponseVia };
}

export interface WaitingLead {
  kind: LeadKind;
  id: number;
  name: string;
  phone: string;
  service: string | null;
  createdAt: Date;
  waitingMinutes: number;
  overdue: boolean;
}

export interface ResponseOverview extends ResponseFigures {
  periodDays: number;
  targetMinutes: number;
  /** Leads still waiting (new, not spam, never answered), oldest first, at most `limit`. */
  waiting: WaitingLead[];
  waitingTotal: number;
}

const waitingWhere = <T extends typeof contactRequests | typeof smsConsents>(table: T) => and(isNull(table.firstResponseAt), eq(table.status, 'new'), eq(table.isSpam, false));

export async function responseOverview(now = new Date(), limit = 20, db: Database = getDb(), periodDays = 30): Promise<ResponseOverview> {
  const since = new Date(now.getTime() - periodDays * 86_400_000);
  const targetMinutes = responseTargetMinutes();
  const answered = (table: typeof contactRequests | typeof smsConsents) =>
    db
      .select({ createdAt: table.createdAt, firstResponseAt: table.firstResponseAt })
      .from(table)
      .where(and(gte(table.createdAt, since), isNotNull(table.firstResponseAt), eq(table.isSpam, false)));
  const [contactsAnswered, consentsAnswered, contactsWaiting, consentsWaiting, [contactCount], [consentCount]] = await Promise.all([
    answered(contactRequests),
    answered(smsConsents),
    db
      .select({ id: contactRequests.id, name: contactRequests.name, phone: contactRequests.phone, service: contactRequests.service, createdAt: contactRequests.createdAt })
      .from(contactRequests)
      .where(waitingWhere(contactRequests))
      .orderBy(asc(contactRequests.createdAt))
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
      .where(waitingWhere(smsConsents))
      .orderBy(asc(smsConsents.createdAt))
      .limit(limit),
    db.select({ total: count() }).from(contactRequests).where(waitingWhere(contactRequests)),
    db.select({ total: count() }).from(smsConsents).where(waitingWhere(smsConsents)),
  ]);
  const figures = responseFigures([...contactsAnswered, ...consentsAnswered] as { createdAt: Date; firstResponseAt: Date }[], businessHours);
  const waitingLeads = [...contactsWaiting.map((row) => ({ kind: 'contact' as const, ...row })), ...consentsWaiting.map((row) => ({ kind: 'sms_consent' as const, ...row }))]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .slice(0, limit)
    .map((lead) => ({ ...lead, ...waiting(lead.createdAt, now, businessHours, targetMinutes) }));
  return { ...figures, periodDays, targetMinutes, waiting: waitingLeads, waitingTotal: Number(contactCount.total) + Number(consentCount.total) };
}

/** A lead row of the inbox with how long it has waited and whether that is past the target (null once answered). */
export function withWaiting<T extends { createdAt: Date; status: string; isSpam: boolean; firstResponseAt: Date | null }>(rows: T[], now = new Date()) {
  const target = responseTargetMinutes();
  return rows.map((row) => {
    const open = row.firstResponseAt === null && row.status === 'new' && !row.isSpam;
    return { ...row, ...(open ? waiting(row.createdAt, now, businessHours, target) : { waitingMinutes: null, overdue: false }) };
  });
}
