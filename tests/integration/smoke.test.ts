/**
 * `npm run smoke` (tools/smoke.mjs) against the local server (tools/serve.mjs over the built
 * dist/, on a free port, with the integration tests' database through LOCAL_DATABASE_URL): every
 * check passes, only reads are sent besides the one marked assistant question, and nothing is
 * written: no lead, no conversation log. A server that lost a header of netlify.toml fails it.
 * Needs a build (`npx astro build`), as `npm test` makes before Vitest.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServe } from '../../tools/lib/start-serve.mjs';
import { PAGES, SMOKE_QUESTION, siteHeaders, smoke } from '../../tools/smoke.mjs';
import { closeDatabase, rows } from '../helpers/assistant.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: Awaited<ReturnType<typeof startServe>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const count = async (sql: string, params: unknown[] = []) => Number((await rows<{ n: string }>(sql, params))[0].n);

beforeAll(async () => {
  if (!existsSync(`${root}dist/index.html`)) throw new Error('dist/ is missing: run `npx astro build` before this test.');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_DATABASE_URL: inject('NETLIFY_DB_URL'),
    ADMIN_USERNAME: 'smoke-owner',
    ADMIN_PASSWORD: 'smoke-password-0144',
    SESSION_SECRET: 'smoke-session-secret-0123456789abcdef0123',
  };
  delete env.SMTP_URL;
  delete env.LOCAL_DEPLOY_CONTEXT;
  server = await startServe({ port: await freePort(), env, timeoutMs: 170_000 });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await closeDatabase();
});

describe('npm run smoke', () => {
  it('passes every check against the local server, reading only and writing nothing', async () => {
    const leadsBefore = await count('SELECT count(*) AS n FROM contact_requests');
    const logsBefore = await count('SELECT count(*) AS n FROM conversation_logs WHERE question = $1', [SMOKE_QUESTION]);
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(input instanceof Request ? input.url : input).pathname}`);
      return fetch(input, init);
    };
    const results = await smoke(server.baseURL, { fetchImpl: recording, timeoutMs: 60_000 });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual([
      'health',
      'security headers (netlify.toml)',
      ...PAGES.map((page) => `${page.kind} page ${page.path}`),
      'assistant answer',
    ]);
    expect(sent.filter((request) => !request.startsWith('GET '))).toEqual(['POST /api/ask']);
    // Let the function's work after the response settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await count('SELECT count(*) AS n FROM contact_requests')).toBe(leadsBefore);
    expect(await count('SELECT count(*) AS n FROM conversation_logs WHERE question = $1', [SMOKE_QUESTION])).toBe(logsBefore);
  }, 120_000);

  it('logs any other question sent with the smoke-check header', async () => {
    const question = `Do you serve Missoula, smoke ${Date.now().toString(36)}?`;
    const response = await fetch(`${server.baseURL}/api/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-smoke-check': '1' },
      body: JSON.stringify({ question }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => count('SELECT count(*) AS n FROM conversation_logs WHERE question = $1', [question]), { timeout: 10_000 }).toBe(1);
  }, 30_000);

  it('checks the CSP and HSTS of netlify.toml, and fails a site without them', async () => {
    const expected = siteHeaders();
    expect(expected['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(expected['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    const withoutHsts: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(response.headers);
      headers.delete('strict-transport-security');
      return new Response(response.body, { status: response.status, headers });
    };
    const results = await smoke(server.baseURL, { fetchImpl: withoutHsts, timeoutMs: 60_000 });
    const headers = results.find((result) => result.name === 'security headers (netlify.toml)');
    expect(headers).toMatchObject({ ok: false, detail: expect.stringContaining('strict-transport-security: expected "max-age=63072000; includeSubDomains; preload", got null') });
  }, 120_000);

  it('the assistant question of an ordinary visitor is still logged', async () => {
    const question = `Do you serve Missoula? ${Date.now().toString(36)}`;
    const response = await fetch(`${server.baseURL}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question }) });
    expect(response.status).toBe(200);
    await expect.poll(() => count('SELECT count(*) AS n FROM conversation_logs WHERE question = $1', [question]), { timeout: 10_000 }).toBe(1);
  }, 60_000);
});
