/**
 * The admin's Unanswered view (docs/decisions/0015-unanswered-view.md): the questions of the
 * last 30 days that the assistant answered with "I don't know" (the knowledge base's unknown
 * answer) or whose AI reply the guard replaced, grouped by similarity, largest group first. A
 * question a curated entry now answers is left out, so writing the answer clears its group.
 */
import { and, desc, eq, gte, isNotNull, isNull, like, not, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationLogs } from '../db/schema.ts';
import { contentTerms } from '../assistant/text.ts';
import { curatedMatcher } from '../assistant/curated.ts';
import { curatedEntries } from '../assistant/logs.ts';

export const UNANSWERED_DAYS = 30;
/** Two questions are one group from this Jaccard similarity of their content-term sets. */
export const GROUP_MIN_JACCARD = 0.5;
const MAX_ROWS = 2000;
/** The start of the knowledge base's unknown answer, for rows logged before answer_source existed. */
const LEGACY_UNKNOWN_PREFIX = "I'm sorry, I don't have information about that";

export interface UnansweredRow {
  id: number;
  question: string;
  answer: string;
  category: string;
  createdAt: Date | string;
  guardRule: string | null;
}

export interface UnansweredGroup {
  /** The newest question of the group: the one the "write the answer" action edits. */
  representative: UnansweredRow;
  count: number;
  /** The group's distinct wordings, newest first (at most five). */
  variants: string[];
  lastAskedAt: Date | string;
  /** The guard rules among the group's replies, when the guard replaced some. */
  guardRules: string[];
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Groups rows (newest first) whose questions' content terms overlap by GROUP_MIN_JACCARD or more with the group's first question. */
export function groupQuestions(rows: UnansweredRow[], threshold = GROUP_MIN_JACCARD): UnansweredGroup[] {
  const groups: { terms: Set<string>; key: string; rows: UnansweredRow[] }[] = [];
  for (const row of rows) {
    const terms = new Set(contentTerms(row.question));
    const key = row.question.trim().toLowerCase().replace(/\s+/g, ' ');
    const group = groups.find((candidate) => (terms.size ? jaccard(candidate.terms, terms) >= threshold : candidate.key === key));
    if (group) group.rows.push(row);
    else groups.push({ terms, key, rows: [row] });
  }
  return groups
    .map(({ rows: members }) => ({
      representative: members[0],
      count: members.length,
      variants: [...new Set(members.map((member) => member.question.trim()))].slice(0, 5),
      lastAskedAt: members[0].createdAt,
      guardRules: [...new Set(members.map((member) => member.guardRule).filter((rule): rule is string => Boolean(rule)))],
    }))
    .sort((a, b) => b.count - a.count || new Date(b.lastAskedAt).getTime() - new Date(a.lastAskedAt).getTime());
}

/** The unanswered groups of the last 30 days. */
export async function unansweredGroups(db: Database = getDb(), now = new Date()): Promise<UnansweredGroup[]> {
  const since = new Date(now.getTime() - UNANSWERED_DAYS * 24 * 60 * 60 * 1000);
  const t = conversationLogs;
  const rows = await db
    .select({ id: t.id, question: t.question, answer: t.answer, category: t.category, createdAt: t.createdAt, guardRule: t.guardRule })
    .from(t)
    .where(
      and(
        gte(t.createdAt, since),
        eq(t.includedInFallback, false),
        eq(t.editedByAdmin, false),
        not(eq(t.source, 'estimate')),
        or(
          eq(t.answerSource, 'unknown'),
          and(isNotNull(t.guardRule), not(like(t.guardRule, 'estimate-%'))),
          and(isNull(t.answerSource), like(t.answer, `${LEGACY_UNKNOWN_PREFIX}%`)),
        ),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(MAX_ROWS);
  const answered = curatedMatcher(await curatedEntries(db));
  return groupQuestions(rows.filter((row) => !answered(row.question)));
}
