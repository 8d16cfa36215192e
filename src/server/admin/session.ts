/**
 * Owner sessions: a random id in an HttpOnly, SameSite=Strict cookie (Secure over HTTPS), signed
 * with SESSION_SECRET (HMAC-SHA256), valid 8 hours. The database keeps a SHA-256 of each id, so a
 * logout ends the session everywhere and a stolen table cannot be turned into cookies.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { adminSessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'bre_admin_session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** The cookie is sent to the API only (the admin API and the image optimizer's /api/optimize-image and /api/optimized-images). */
export const SESSION_COOKIE_PATH = '/api';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sign = (id: string, secret: string) => createHmac('sha256', secret).update(`admin-session:${id}`).digest('base64url');

export interface AdminSession {
  username: string;
  expiresAt: Date;
}

export interface NewSession {
  cookieValue: string;
  expiresAt: Date;
}

export async function createSession(
  username: string,
  secret: string,
  client: { ip: string; userAgent: string },
  db: Database = getDb(),
  ttlSeconds = SESSION_TTL_SECONDS,
): Promise<NewSession> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(adminSessions).values({ idHash: sha256(id), username, expiresAt, ipAddress: client.ip.slice(0, 64), userAgent: client.userAgent.slice(0, 500) });
  // Now and then, forget sessions that ended.
  if (Math.random() < 0.05) await db.delete(adminSessions).where(lte(adminSessions.expiresAt, sql`now()`));
  return { cookieValue: `${id}.${sign(id, secret)}`, expiresAt };
}

/** The session id from a cookie value whose signature is right, else null (constant-time check). */
export function verifiedSessionId(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(cookieValue);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1], secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

export async function findSession(id: string, db: Database = getDb()): Promise<AdminSession | null> {
  const [row] = await db
    .select({ username: adminSessions.username, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.idHash, sha256(id)), gt(adminSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(id: string, db: Database = getDb()): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, sha256(id)));
}

/**
 * Every value of a cookie. A browser that still holds a session cookie from before the cookie's
 * path widened from /api/admin to /api sends both, the older (more specific path) first.
 */
export function readCookies(request: Request, name: string): string[] {
  const header = request.headers.get('cookie');
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) values.push(part.slice(index + 1).trim());
  }
  return values;
}

/** Over HTTPS (directly or behind Netlify's proxy) the cookie is Secure. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export function sessionCookie(request: Request, value: string, maxAgeSeconds: number): string {
  return [`${SESSION_COOKIE}=${value}`, `Path=${SESSION_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(isHttps(request) ? ['Secure'] : [])].join(
    '; ',
  );
}

export function clearedSessionCookie(request: Request): string {
  return sessionCookie(request, '', 0);
}
