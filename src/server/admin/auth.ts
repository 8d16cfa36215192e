/**
 * Login, logout and the guard every other admin endpoint runs first (`requireAdmin`).
 * Login attempts are counted per client in the database (rate_limits, scope 'admin-login') before
 * the password is checked, in one atomic statement, so parallel guesses cannot outrun the count:
 * by default 5 per 15 minutes, then 429 until the window ends; a successful login clears the count.
 */
import { getDb, type Database } from '../db/client.ts';
import { json } from '../http/json.ts';
import type { Client } from '../http/request.ts';
import { clearRateLimit, hitRateLimit, parseRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit.ts';
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
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const config = adminConfig();
  if (!config.ok) {
    console.error(`admin login refused: ${config.problem}. Set ADMIN_USERNAME, ADMIN_PASSWORD_HASH (npm run admin:hash) and SESSION_SECRET in the site's environment variables.`);
    return json({ success: false, message: NOT_CONFIGURED_MESSAGE }, 503);
  }
  const rule = loginRateLimit();
  // Counted first (one upsert returning the new count): of N parallel attempts, at most the limit
  // go on to the password check.
  const attempt = await hitRateLimit(client.ip, rule, db);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  // Both checks always run, so the answer takes as long for a wrong username as for a wrong password.
  const userOk = constantTimeEqual(credentials.username, config.username);
  const passwordOk = await passwordMatches(credentials.password, config);
  if (!(userOk && passwordOk)) return json({ success: false, message: LOGIN_FAILED_MESSAGE }, 401);
  await clearRateLimit(client.ip, rule, db);
  const session = await createSession(config.username, config.secret, client, db);
  return json({ success: true, message: LOGIN_SUCCESS_MESSAGE, username: config.username, expiresAt: session.expiresAt.toISOString() }, 200, {
    'set-cookie': sessionCookie(request, session.cookieValue, SESSION_TTL_SECONDS),
  });
}

export async function logout(request: Request, db: Database = getDb()): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const secret = sessionSecret();
  for (const id of secret ? sessionIds(request, secret) : []) await deleteSession(id, db);
  return json({ success: true, message: 'Logged out' }, 200, { 'set-cookie': clearedSessionCookie(request) });
}

/** The ids of every correctly signed session cookie the request carries. */
function sessionIds(request: Request, secret: string): string[] {
  return readCookies(request, SESSION_COOKIE)
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
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/**
 * The 403 for a state-changing request (any method but GET, HEAD, OPTIONS) sent from another site:
 * an Origin that is not the site's, or the browser's Sec-Fetch-Site saying cross-site; else null.
 */
export function crossSiteRefusal(request: Request): Response | null {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return null;
  const origin = request.headers.get('origin');
  const crossOrigin = origin !== null && origin !== new URL(request.url).origin;
  if (crossOrigin || request.headers.get('sec-fetch-site') === 'cross-site') return json({ success: false, message: CROSS_SITE_MESSAGE }, 403);
  return null;
}

export async function requireAdmin(request: Request, db?: Database): Promise<AdminGuard> {
  const refused = crossSiteRefusal(request);
  if (refused) return { ok: false, response: refused };
  const secret = sessionSecret();
  const ids = secret ? sessionIds(request, secret) : [];
  for (const id of ids) {
    const session = await findSession(id, db ?? getDb());
    if (session) return { ok: true, session };
  }
  return { ok: false, response: unauthorized(request) };
}
