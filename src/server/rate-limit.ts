/**
 * A fixed-window rate limit kept in the database (table rate_limits), so it holds across function
 * instances. Each rule has its own scope (its own bucket per client): the assistant's functions,
 * the admin login (every attempt, counted before the password is checked, cleared on success), the
 * lead forms and their confirmation e-mails.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from './db/client.ts';
import { rateLimits } from './db/schema.ts';
import { json } from './http/json.ts';

export interface RateLimitRule {
  /** What is limited, e.g. 'assistant' or 'admin-login'. */
  scope: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

const keyOf = (client: string, rule: RateLimitRule) => `${rule.scope}:${client}`;
const secondsLeft = (rule: RateLimitRule) => sql<number>`greatest(0, extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))`;
const retryAfter = (resetIn: unknown) => Math.max(1, Math.ceil(Number(resetIn)));

/** Counts one request of `client` (an IP address) and says whether it is within the rule. */
export async function hitRateLimit(client: string, rule: RateLimitRule, db: Database = getDb()): Promise<RateLimitResult> {
  const key = keyOf(client, rule);
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
      },
    })
    .returning({ count: rateLimits.count, resetIn: secondsLeft(rule) });
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  return { allowed: Number(row.count) <= rule.limit, retryAfterSeconds: retryAfter(row.resetIn) };
}

/** Forgets what `client` has counted under the rule. */
export async function clearRateLimit(client: string, rule: RateLimitRule, db: Database = getDb()): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(client, rule)));
}

/** The 429 answer: `message(minutes)` says how long to wait; Retry-After gives the seconds. */
export function tooManyRequests(retryAfterSeconds: number, message: (wait: string) => string, body: Record<string, unknown> = {}): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return json({ ...body, message: message(`about ${minutes} minute${minutes > 1 ? 's' : ''}`) }, 429, { 'retry-after': String(retryAfterSeconds) });
}

/** "30" (per 10 minutes) or "30/600" (requests/seconds); anything else gives the default. */
export function parseRateLimit(value: string | undefined, fallback: { limit: number; windowSeconds: number }) {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(value ?? '');
  if (!match) return fallback;
  const limit = Number(match[1]);
  const windowSeconds = match[2] ? Number(match[2]) : fallback.windowSeconds;
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : fallback;
}
