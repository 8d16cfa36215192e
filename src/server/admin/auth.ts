/**
 * Login, logout and the guard every other admin endpoint runs first (`requireAdmin`).
 * Failed logins are counted per client in the database (rate_limits, scope 'admin-login'):
 * by default 5 failures per 15 minutes, then 429 until the window ends.
 */
import { getDb, type Database } from '../db/client.ts';
import { json } from '../http/json.ts';
import type { Client } from '../http/request.ts';
import { clearRateLimit, hitRateLimit, parseRateLimit, peekRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit.ts';
import { LOGIN_FAILED_MESSAGE, LOGIN_SUCCESS_MESSAGE } from '../../domain/admin/schemas.ts';
import { adminConfig, sessionSecret } from './credentials.ts';
import { constantTimeEqual, verifyPasswordHash } from './password.ts';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  clearedSessionCookie,
  createSession,
  deleteSession,
  findSession,
  readCookies,
  sessionCookie,
  verifiedSessionId,
  type AdminSession,
} from './session.ts';

export const DEFAULT_LOGIN_RATE_LIMIT = { limit: 5, windowSeconds: 15 * 60 };
export const NOT_CONFIGURED_MESSAGE = 'Sign-in is not configured on this server. The site owner must set ADMIN_USERNAME, ADMIN_PASSWORD_HASH and SESSION_SECRET.';
export const UNAUTHORIZED_MESSAGE = 'Please log in to the admin dashboard.';

export function loginRateLimit(): RateLimitRule {
  return { scope: 'admin-login', ...parseRateLimit(process.env.ADMIN_LOGIN_RATE_LIMIT, DEFAULT_LOGIN_RATE_LIMIT) };
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, (wait) => `Too many failed login attempts. Please wait ${wait} and try again.`, { success: false });

async function passwordMatches(password: string, config: Extract<ReturnType<typeof adminConfig>, { ok: true }>): Promise<boolean> {
  return config.password.kind === 'hash' ? verifyPasswordHash(password, config.password.hash) : constantTimeEqual(password, config.password.value);
}

/** Checks the credentials and answers with a session cookie, a 401, a 429, or a 503 when sign-in is not configured. */
export async function login(request: Request, credentials: { username: string; password: string }, client: Client, db: Database = getDb()): Promise<Response> {
  const config = adminConfig();
  if (!config.ok) {
    console.error(`admin login refused: ${config.problem}. Set ADMIN_USERNAME, ADMIN_PASSWORD_HASH (npm run admin:hash) and SESSION_SECRET in the site's environment variables.`);
    return json({ success: false, message: NOT_CONFIGURED_MESSAGE }, 503);
  }
  const rule = loginRateLimit();
  const before = await peekRateLimit(client.ip, rule, db);
  if (!before.allowed) return tooManyAttempts(before.retryAfterSeconds);

  // Both checks always run, so the answer takes as long for a wrong username as for a wrong password.
  const userOk = constantTimeEqual(credentials.username, config.username);
  const passwordOk = await passwordMatches(credentials.password, config);
  if (!(userOk && passwordOk)) {
    await hitRateLimit(client.ip, rule, db);
    return json({ success: false, message: LOGIN_FAILED_MESSAGE }, 401);
  }
  await clearRateLimit(client.ip, rule, db);
  const session = await createSession(config.username, config.secret, client, db);
  return json(
    { success: true, message: LOGIN_SUCCESS_MESSAGE, username: config.username, expiresAt: session.expiresAt.toISOString() },
    200,
    { 'set-cookie': sessionCookie(request, session.cookieValue, SESSION_TTL_SECONDS) },
  );
}

export async function logout(request: Request, db: Database = getDb()): Promise<Response> {
  const secret = sessionSecret();
  for (const id of secret ? sessionIds(request, secret) : []) await deleteSession(id, db);
  return json({ success: true, message: 'Logged out' }, 200, { 'set-cookie': clearedSessionCookie(request) });
}

/** The ids of the correctly signed session cookies the request carries (at most two). */
function sessionIds(request: Request, secret: string): string[] {
  return readCookies(request, SESSION_COOKIE)
    .slice(0, 2)
    .map((value) => verifiedSessionId(value, secret))
    .filter((id): id is string => id !== null);
}

export type AdminGuard = { ok: true; session: AdminSession } | { ok: false; response: Response };

export function unauthorized(request: Request): Response {
  return json({ success: false, message: UNAUTHORIZED_MESSAGE }, 401, { 'set-cookie': clearedSessionCookie(request) });
}

/**
 * The guard of every /api/admin/* endpoint but login and logout, and of the image optimizer's: a signed cookie naming a session
 * that exists and has not expired, else 401. Cross-site writes are refused by the Origin check
 * (on top of SameSite=Strict).
 */
export async function requireAdmin(request: Request, db?: Database): Promise<AdminGuard> {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
    const origin = request.headers.get('origin');
    if (origin && origin !== new URL(request.url).origin) {
      return { ok: false, response: json({ success: false, message: 'Cross-site requests are not allowed.' }, 403) };
    }
  }
  const secret = sessionSecret();
  const ids = secret ? sessionIds(request, secret) : [];
  for (const id of ids) {
    const session = await findSession(id, db ?? getDb());
    if (session) return { ok: true, session };
  }
  return { ok: false, response: unauthorized(request) };
}
