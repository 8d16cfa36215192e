/**
 * What the browser can download is the built site (dist/): no secret, no server configuration
 * and no server-only code may be in it. Reads every file of dist/ after the build.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './admin-credentials.ts';

const DIST = 'dist';
/** The names of every secret the server reads, and the values the test server was given. */
const SECRET_NAMES = ['OPENAI_API_KEY', 'ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'SESSION_SECRET', 'SMTP_URL', 'NETLIFY_DB_URL', 'LEADS_TEST_POSTGRES_URL'];
const SECRET_VALUES = [ADMIN_PASSWORD, process.env.E2E_SESSION_SECRET || 'e2e-session-secret-0123456789abcdef0123456789'];
/** Strings that only server modules contain (database, mail, image and password code). */
const SERVER_MARKERS = ['drizzle-orm', 'node-postgres', 'nodemailer', 'libvips', 'scryptSync', 'timingSafeEqual', 'CREATE TABLE', '@netlify/blobs'];

async function files(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? files(join(directory, entry.name)) : Promise.resolve([join(directory, entry.name)]))));
  return nested.flat();
}

test('the built site holds no secret, no server setting and no server-only code', async () => {
  const texts = (await files(DIST)).filter((file) => /\.(?:html|js|mjs|css|json|xml|txt|webmanifest|svg)$/.test(file));
  expect(texts.some((file) => file.endsWith('.js'))).toBe(true);
  const found: string[] = [];
  for (const file of texts) {
    const text = await readFile(file, 'utf8');
    for (const needle of [...SECRET_NAMES, ...SECRET_VALUES, ...SERVER_MARKERS]) {
      if (text.includes(needle)) found.push(`${file}: ${needle}`);
    }
  }
  expect(found).toEqual([]);
});
