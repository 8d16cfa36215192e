/**
 * Scheduled functions answer 404 when called by URL, as on Netlify: through the local server
 * (no route to them) and in the function itself (a request that is not the platform's scheduled
 * invocation, a POST with `{ next_run }`). The schedule still runs them.
 */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { functionsServer, loadFunctions, runSchedules } from '../../../tools/lib/functions-in-process.mjs';
import housekeeping from '../../../netlify/functions/leads-housekeeping.mts';
import { buildRequest } from '../../helpers/functions.ts';
import { rows, closeDatabase } from '../../helpers/assistant.ts';
import { uniqueEmail } from '../leads/harness.ts';

const directory = fileURLToPath(new URL('../../../netlify/functions', import.meta.url));
const queue = () => getStore({ name: 'lead-queue', consistency: 'strong' });

let functions: Awaited<ReturnType<typeof loadFunctions>>;
let server: Server;
let port: number;

beforeAll(async () => {
  functions = await loadFunctions(directory);
  server = functionsServer(functions, { background: new Set() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeDatabase();
});
beforeEach(async () => {
  for (const { key } of (await queue().list()).blobs) await queue().delete(key);
  process.env.MAIL_OUTBOX_DIR = '/tmp/bre-scheduled-outbox';
  process.env.LEADS_NOTIFY_TO = 'owner@blackfoot.test';
  delete process.env.SMTP_URL;
});

/** Queues a valid contact lead as intake does when the database is down; resolves to its e-mail. */
async function queueLead(): Promise<string> {
  const email = uniqueEmail('scheduled');
  const key = `contact/scheduled-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await queue().setJSON(key, {
    kind: 'contact',
    data: { name: 'Sam Ortega', phone: '(406) 555-0123', email, service: 'panel', message: 'Queued while the database was down.', requestCallback: false, preferredTime: '' },
    meta: { ipAddress: '198.51.100.90', userAgent: 'test', idempotencyKey: key.slice(8), spamReason: null, receivedAt: new Date().toISOString() },
  });
  return email;
}
const storedCount = async (email: string) => (await rows('SELECT 1 FROM contact_requests WHERE email = $1', [email])).length;

function post(path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the scheduled housekeeping', () => {
  it('answers 404 by URL through the local server, even with a next_run body, and runs nothing', async () => {
    const email = await queueLead();
    expect(await post('/.netlify/functions/leads-housekeeping')).toBe(404);
    expect(await post('/.netlify/functions/leads-housekeeping', JSON.stringify({ next_run: new Date().toISOString() }))).toBe(404);
    expect(await storedCount(email)).toBe(0);
    expect((await queue().list()).blobs).toHaveLength(1);
  });

  it.each([
    ['a POST without a body', { method: 'POST' }],
    ['a GET', { method: 'GET' }],
    ['a POST of another JSON body', { method: 'POST', body: { run: true } }],
    ['a POST whose next_run is no date', { method: 'POST', body: { next_run: 'soon' } }],
    ['a form post', { method: 'POST', body: 'next_run=2026-01-01T00:00:00Z', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ])('the function itself answers 404 to %s, and runs nothing', async (_label, options) => {
    const email = await queueLead();
    const response = await housekeeping(buildRequest({ path: '/.netlify/functions/leads-housekeeping', ...options }));
    expect(response.status).toBe(404);
    expect(await storedCount(email)).toBe(0);
  });

  it("runs on the platform's invocation (POST { next_run }) and on its schedule", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const email = await queueLead();
    const invoked = await housekeeping(
      buildRequest({ method: 'POST', path: '/.netlify/functions/leads-housekeeping', body: { next_run: new Date(Date.now() + 60_000).toISOString() } }),
    );
    expect(invoked.status).toBe(204);
    expect(await storedCount(email)).toBe(1);

    // The local server's scheduler calls it directly, without a URL.
    const second = await queueLead();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const background = new Set<Promise<unknown>>();
    const stop = runSchedules(
      functions.filter((fn) => fn.name === 'leads-housekeeping'),
      `http://127.0.0.1:${port}`,
      { background },
    );
    // To the next whole minute, when '* * * * *' runs (not further: the run's own 50 s timeout must not fire).
    await vi.advanceTimersByTimeAsync(60_000 - (Date.now() % 60_000) + 5);
    stop();
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await storedCount(second)).toBe(1), { timeout: 5000 });
  });
});
