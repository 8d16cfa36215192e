/**
 * The owner's credentials, read from the environment on every login (so a changed variable
 * needs no restart of a warm instance):
 * - ADMIN_USERNAME (default 'admin');
 * - ADMIN_PASSWORD_HASH, a scrypt hash from `npm run admin:hash`, or, for local use, ADMIN_PASSWORD;
 * - SESSION_SECRET (at least 32 characters), the key that signs session cookies.
 * Locally `npm start` / `npm run dev` fill them in from .netlify/admin-credentials.json
 * (tools/lib/admin-credentials.mjs). With them missing, every login is refused.
 */
import { parseHash, type ParsedHash } from './password.ts';

export const DEFAULT_ADMIN_USERNAME = 'admin';
export const MIN_SESSION_SECRET_LENGTH = 32;

export type AdminConfig =
  { ok: true; username: string; password: { kind: 'hash'; hash: ParsedHash } | { kind: 'plain'; value: string }; secret: string } | { ok: false; problem: string };

export function adminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const username = env.ADMIN_USERNAME?.trim() || DEFAULT_ADMIN_USERNAME;
  const secret = env.SESSION_SECRET ?? '';
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    return { ok: false, problem: `SESSION_SECRET is ${secret ? `shorter than ${MIN_SESSION_SECRET_LENGTH} characters` : 'not set'}` };
  }
  if (env.ADMIN_PASSWORD_HASH?.trim()) {
    const hash = parseHash(env.ADMIN_PASSWORD_HASH);
    if (!hash) return { ok: false, problem: 'ADMIN_PASSWORD_HASH is not a scrypt hash made by `npm run admin:hash`' };
    return { ok: true, username, password: { kind: 'hash', hash }, secret };
  }
  if (env.ADMIN_PASSWORD) return { ok: true, username, password: { kind: 'plain', value: env.ADMIN_PASSWORD }, secret };
  return { ok: false, problem: 'neither ADMIN_PASSWORD_HASH nor ADMIN_PASSWORD is set' };
}

/** The secret alone (the guard needs it without the password). */
export function sessionSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  const secret = env.SESSION_SECRET ?? '';
  return secret.length >= MIN_SESSION_SECRET_LENGTH ? secret : null;
}
