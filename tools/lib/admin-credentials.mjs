// Local admin credentials for `npm start` and `npm run dev`. With none of ADMIN_PASSWORD_HASH,
// ADMIN_PASSWORD set, a random password (and SESSION_SECRET when unset) is created once and kept
// in an ignored file, ADMIN_CREDENTIALS_FILE (default .netlify/admin-credentials.json), then put in
// process.env for the functions, and the username and password are printed. Never used on Netlify:
// there the functions read the site's environment variables only.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export function ensureLocalAdminCredentials(projectRoot, log = console.log) {
  const file = resolve(projectRoot, process.env.ADMIN_CREDENTIALS_FILE || '.netlify/admin-credentials.json');
  const configured = Boolean(process.env.ADMIN_PASSWORD_HASH || process.env.ADMIN_PASSWORD);
  if (configured && (process.env.SESSION_SECRET ?? '').length >= 32) return null;

  let stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      stored = {};
    }
  }
  let changed = false;
  if (!configured && typeof stored.password !== 'string') {
    stored.password = randomBytes(12).toString('base64url');
    changed = true;
  }
  if (typeof stored.sessionSecret !== 'string' || stored.sessionSecret.length < 32) {
    stored.sessionSecret = randomBytes(32).toString('base64url');
    changed = true;
  }
  stored.username ??= process.env.ADMIN_USERNAME || 'admin';
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
  }
  process.env.ADMIN_USERNAME ||= stored.username;
  if ((process.env.SESSION_SECRET ?? '').length < 32) process.env.SESSION_SECRET = stored.sessionSecret;
  if (!configured) {
    process.env.ADMIN_PASSWORD = stored.password;
    log(`Admin login (local, from ${file}): username "${process.env.ADMIN_USERNAME}", password "${stored.password}" at /admin`);
  }
  return file;
}
