/**
 * Password hashing for the owner's login: scrypt from Node's crypto, stored as
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`. Comparisons are constant time.
 * Also imported by tools/admin-hash.mjs (`npm run admin:hash`), so no path aliases here.
 */
import { createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
export const SCRYPT_DEFAULTS = { N: 16384, r: 8, p: 1 } as const;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, { N, r, p } = SCRYPT_DEFAULTS): Promise<string> {
  if (!password) throw new Error('The password is empty.');
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || (N & (N - 1)) !== 0) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches the stored scrypt hash; the final comparison is constant time. */
export async function verifyPasswordHash(password: string, stored: ParsedHash): Promise<boolean> {
  const key = await scrypt(password, stored.salt, stored.key.length, { N: stored.N, r: stored.r, p: stored.p });
  return timingSafeEqual(key, stored.key);
}

/**
 * Constant-time equality of two strings of any length: both are reduced to HMACs under a random
 * per-process key first, so neither the content nor the length leaks through timing.
 */
const comparisonKey = randomBytes(32);
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHmac('sha256', comparisonKey).update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
