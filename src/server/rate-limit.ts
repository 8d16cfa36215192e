/**
 * A fixed-window rate limit kept in the database (table rate_limits), so it holds across function
 * instances. Used by the assistant's functions and, later, by the admin login.
 */
import { sql } from 'drizzle-orm';
import { getDb, type Database } from './db/client.ts';
import { rateLimits } from './db/schema.ts';

export interface RateLimitRule {
  /** What is limited, e.g. 'assistant' or 'admin-login'. */
  scope: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
  count: number;
}

/** Counts one request of `client` (an IP address) and says whether it is within the rule. */
export async function hitRateLimit(client: string, rule: RateLimitRule, db: Database = getDb()): Promise<RateLimitResult> {
  const key = `${rule.scope}:${client}`;
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
    .returning({
      count: rateLimits.count,
      resetIn: sql<number>`greatest(0, extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))`,
    });
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  const count = Number(row.count);
  return {
    allowed: count <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.resetIn))),
    count,
  };
}

/** "30" (per 10 minutes) or "30/600" (requests/seconds); anything else gives the default. */
export function parseRateLimit(value: string | undefined, fallback: { limit: number; windowSeconds: number }) {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(value ?? '');
  if (!match) return fallback;
  const limit = Number(match[1]);
  const windowSeconds = match[2] ? Number(match[2]) : fallback.windowSeconds;
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : fallback;
}
