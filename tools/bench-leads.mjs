#!/usr/bin/env node
// npm run bench:leads — posts 2,000 valid contact requests at 50 connections to the built site
// (dist/ served by tools/serve.mjs, with its functions and embedded database), then counts the
// rows stored. Prints requests per second, p50 and p99 latency, non-2xx responses, and stored
// versus sent; exits 1 unless every request answered 2xx and every one was stored.
//   BENCH_PORT (default 8895), BENCH_AMOUNT (2000), BENCH_CONNECTIONS (50)
// The server loads the function once and calls it for every request, as a warm Netlify instance
// does; the e-mails go to a throwaway outbox.
// Every request comes from this machine's one address, and the server takes the client's address
// from the connection (as Netlify does), not from a header the client could set: so the bench
// raises the per-client limits for its own server (LEADS_RATE_LIMIT, LEADS_CONFIRMATION_LIMIT) to
// let every request and confirmation through, and says so. Each request has its own recipient.
import { startServe } from './lib/start-serve.mjs';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT || 8895);
const amount = Number(process.env.BENCH_AMOUNT || 2000);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const run = `bench-${randomUUID().slice(0, 8)}`;

if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

// The server writes the 2 × amount e-mails to a throwaway outbox, not the project's.
const outbox = await mkdtemp(join(tmpdir(), 'bre-bench-outbox-'));
// (The database is kept between runs, so earlier runs' counts are still in the window: far above any run.)
const limits = {
  LEADS_RATE_LIMIT: '1000000/60',
  LEADS_CONFIRMATION_LIMIT: '1000000/60',
};
console.log(
  `One client address for every request: the bench's server runs with ${Object.entries(limits)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ')}.`,
);
const { databaseUrl, stop: stopServer } = await startServe({ port, env: { ...process.env, MAIL_OUTBOX_DIR: outbox, SMTP_URL: '', ...limits } });

async function stop() {
  await stopServer();
  await rm(outbox, { recursive: true, force: true });
}

let sequence = 0;
const bodyOf = () =>
  JSON.stringify({
    name: `Bench Visitor ${++sequence}`,
    phone: '(406) 555-0100',
    email: `bench-${run}-${sequence}@example.com`,
    service: 'residential',
    message: `Load test ${run}: please ignore this request number ${sequence}.`,
    requestCallback: sequence % 2 === 0,
    preferredTime: sequence % 2 === 0 ? 'afternoon' : '',
    website: '',
    fillTimeMs: 8000,
  });

try {
  // One request first, so that the function is loaded before the clock starts.
  const warm = await fetch(`http://localhost:${port}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOf() });
  if (warm.status !== 201) throw new Error(`warm-up request answered ${warm.status}: ${await warm.text()}`);

  console.log(`Posting ${amount} contact requests at ${connections} connections to http://localhost:${port}/api/contact ...`);
  const result = await autocannon({
    url: `http://localhost:${port}`,
    connections,
    amount,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'user-agent': 'autocannon (npm run bench:leads)' },
        setupRequest: (request) => ({ ...request, body: bodyOf() }),
      },
    ],
  });

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const countStored = async () => (await db.query('SELECT count(*)::int AS stored FROM contact_requests WHERE message LIKE $1', [`Load test ${run}:%`])).rows[0].stored;
  const storedAtEnd = await countStored();
  // A request answered 503 was queued (the database did not answer in time); the scheduled
  // housekeeping, which the local server runs every minute as Netlify does (it is not callable by
  // URL), moves it into the database. Wait for the count to settle (at most 2 minutes).
  let stored = storedAtEnd;
  for (let i = 0; i < 24 && stored < amount + 1; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    stored = await countStored();
  }
  await db.end();
  const sent = amount + 1; // with the warm-up request
  const ok = result['2xx'];

  console.log('');
  console.log(`requests per second  ${result.requests.average.toFixed(1)} (average), ${result.requests.max} (max)`);
  console.log(`latency              p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`responses            ${ok} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  console.log(`duration             ${result.duration.toFixed(1)} s`);
  console.log(
    `stored versus sent   ${stored} / ${sent}${stored === sent ? ' (equal)' : ' (NOT EQUAL)'}; ${storedAtEnd} stored when the last answer came, ${stored - storedAtEnd} from the queue after`,
  );
  const passed = stored === sent && result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && ok === amount;
  await stop();
  process.exit(passed ? 0 : 1);
} catch (error) {
  console.error(error);
  await stop();
  process.exit(1);
}
