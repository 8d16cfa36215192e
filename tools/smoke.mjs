#!/usr/bin/env node
// `npm run smoke -- https://example.netlify.app`: is a deploy whole? Checks, without writing
// anything the owner would see:
//   - /api/health answers 200 with status "ok" (database reachable, lead e-mail configured);
//   - the security headers of netlify.toml (its Content-Security-Policy and HSTS, and the rest of
//     the "/*" rule) on a page;
//   - one page of each kind (home, service, form, legal, back office, the old /contact redirect,
//     the not-found page) with its status and heading;
//   - one assistant answer (POST /api/ask, its fixed question sent with `x-smoke-check: 1` so that
//     it is not logged; the request still counts toward the caller's rate limit, a counter that expires).
// No lead is sent and no login is tried. Exits 1 when a check fails.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SMOKE_CHECK_HEADER, SMOKE_QUESTION } from '../src/server/assistant/smoke-check.ts';

export { SMOKE_QUESTION };
export const SMOKE_HEADER = SMOKE_CHECK_HEADER;

/** One page per kind, with what its answer must show. */
export const PAGES = [
  { kind: 'home', path: '/', status: 200, h1: 'Residential & Commercial Electrical Services in Bonner, MT' },
  { kind: 'service', path: '/services/panel-upgrade', status: 200, h1: 'Electrical Panel Upgrades' },
  { kind: 'form', path: '/sms-consent', status: 200, h1: 'Text Message Consent' },
  { kind: 'legal', path: '/privacy-policy', status: 200, h1: 'Privacy Policy' },
  { kind: 'back office', path: '/admin', status: 200, h1: 'Admin Dashboard', headers: { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' } },
  { kind: 'redirect', path: '/contact', status: 301, location: '/#contact' },
  { kind: 'not found', path: '/no-such-page-smoke-check', status: 404, h1: 'Page Not Found' },
];

/** The values of netlify.toml's `for = "/*"` header rule (the file as committed, read as text: one `Name = "value"` a line). */
export function siteHeaders(toml = readFileSync(fileURLToPath(new URL('../netlify.toml', import.meta.url)), 'utf8')) {
  /** @type {Record<string, string>} */
  const headers = {};
  const blocks = toml.split(/^\[\[headers\]\]\s*$/m).slice(1);
  const all = blocks.find((block) => /^\s*for\s*=\s*"\/\*"\s*$/m.test(block));
  if (!all) throw new Error('netlify.toml has no [[headers]] rule for "/*"');
  for (const line of all.split('\n')) {
    if (/^\s*\[/.test(line) && !/^\s*\[headers\.values\]/.test(line)) break;
    const match = /^\s*([A-Za-z-]+)\s*=\s*"(.*)"\s*$/.exec(line);
    if (match && match[1] !== 'for') headers[match[1].toLowerCase()] = match[2];
  }
  return headers;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const h1Of = (html) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/i
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Runs every check against `base`; resolves to [{ name, ok, detail }]. Only GET requests, and the
 * one assistant question marked as a smoke check.
 */
export async function smoke(base, { fetchImpl = fetch, timeoutMs = 20_000 } = {}) {
  const origin = new URL(base).origin;
  const results = [];
  const check = async (name, work) => {
    try {
      const detail = await work();
      results.push({ name, ok: true, detail: detail ?? '' });
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  const get = (path, init = {}) => fetchImpl(new URL(path, origin), { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init });

  await check('health', async () => {
    const response = await get('/api/health', { headers: { accept: 'application/json' } });
    const body = await response.json().catch(() => null);
    if (response.status !== 200 || body?.status !== 'ok') {
      throw new Error(`/api/health answered ${response.status} ${JSON.stringify(body)}`);
    }
    return `database ${body.database}, mail ${body.mail ?? 'not reported'}`;
  });

  const expected = siteHeaders();
  await check('security headers (netlify.toml)', async () => {
    const response = await get('/');
    await response.arrayBuffer();
    const wrong = Object.entries(expected).filter(([name, value]) => response.headers.get(name) !== value);
    if (wrong.length) {
      throw new Error(wrong.map(([name, value]) => `${name}: expected ${JSON.stringify(value)}, got ${JSON.stringify(response.headers.get(name))}`).join('; '));
    }
    return `${Object.keys(expected).length} headers, CSP and HSTS included`;
  });

  for (const page of PAGES) {
    await check(`${page.kind} page ${page.path}`, async () => {
      const response = await get(page.path);
      const html = await response.text();
      if (response.status !== page.status) throw new Error(`answered ${response.status}, expected ${page.status}`);
      if (page.location) {
        const location = response.headers.get('location') ?? '';
        if (new URL(location, origin).href !== new URL(page.location, origin).href) throw new Error(`redirects to ${location}, expected ${page.location}`);
        return `→ ${location}`;
      }
      if (!/^text\/html/.test(response.headers.get('content-type') ?? '')) throw new Error(`content-type ${response.headers.get('content-type')}`);
      const h1 = h1Of(html);
      if (h1 !== page.h1) throw new Error(`its h1 is ${JSON.stringify(h1)}, expected ${JSON.stringify(page.h1)}`);
      for (const [name, value] of Object.entries(page.headers ?? {})) {
        if (response.headers.get(name) !== value) throw new Error(`${name}: ${JSON.stringify(response.headers.get(name))}, expected ${JSON.stringify(value)}`);
      }
      if (response.headers.get('content-security-policy') !== expected['content-security-policy']) throw new Error('no Content-Security-Policy of netlify.toml');
      return h1;
    });
  }

  await check('assistant answer', async () => {
    const response = await fetchImpl(new URL('/api/ask', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [SMOKE_HEADER]: '1' },
      body: JSON.stringify({ question: SMOKE_QUESTION }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.json().catch(() => null);
    if (response.status !== 200 || typeof body?.answer !== 'string' || !/missoula/i.test(body.answer)) {
      throw new Error(`/api/ask answered ${response.status} ${JSON.stringify(body)?.slice(0, 300)}`);
    }
    return body.answer.split('\n')[0].slice(0, 100);
  });
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base || !/^https?:\/\//.test(base)) {
    console.error('Usage: npm run smoke -- https://your-site.netlify.app');
    process.exit(2);
  }
  console.log(`Smoke check of ${base} (reads only; the assistant question is not logged).`);
  const results = await smoke(base);
  for (const { name, ok, detail } of results) console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(failed ? `${failed} of ${results.length} checks failed.` : `All ${results.length} checks passed.`);
  process.exit(failed ? 1 : 0);
}
