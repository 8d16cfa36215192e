// npm run bench:assistant: p50/p99 server time of /api/ai-chat and /api/estimate in offline mode
// (no AI provider) at 20 connections. The real function handlers run behind a plain node:http
// server in this process, against Netlify's embedded database in memory (migrations applied), so
// every request does its real work: rate-limit count, knowledge-base answer or estimate, and logs.
// Options: BENCH_SECONDS (default 10 per endpoint), BENCH_CONNECTIONS (default 20).
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedDatabase } from './lib/embedded-database.mjs';
import { functionsServer, loadFunctions } from './lib/functions-in-process.mjs';
import { migrationsDirectory } from './vite-apply-migrations.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);

delete process.env.OPENAI_API_KEY; // offline mode
process.env.ASSISTANT_RATE_LIMIT = '100000000/600'; // one client sends everything here
const { db, url } = await startEmbeddedDatabase(migrationsDirectory);
process.env.NETLIFY_DB_URL = url;
process.env.NETLIFY_DB_DRIVER = 'server';

// The two functions measured, served as a warm Netlify instance runs them: work passed to
// context.waitUntil (the logs) finishes after the response.
const functions = (await loadFunctions(fileURLToPath(new URL('../netlify/functions', import.meta.url)))).filter((fn) => ['ai-chat', 'estimate'].includes(fn.name));
const background = new Set();
const server = functionsServer(functions, { background });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const chatQuestions = [
  'Do you serve Polson, MT?',
  'How much does a panel upgrade cost?',
  'What are your hours?',
  'My lights flicker when the dryer starts',
  'Do you install EV chargers?',
  'Do you do plumbing?',
  'Why does my breaker keep tripping?',
  'What areas do you serve?',
];
const estimateBodies = [
  { request: { serviceType: 'panel', buildingType: 'commercial' } },
  { request: { serviceType: 'outlets', quantity: 4 } },
  { message: 'How much to install 3 recessed lights?', serviceType: 'unknown' },
  { message: 'Standby generator for my house', serviceType: 'unknown' },
];

async function run(path, bodies, duration = seconds) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration,
    requests: bodies.map((body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })),
  });
  // Let the logs of this run finish before the next one starts.
  await Promise.allSettled([...background]);
  const failures = result.non2xx + result.errors + result.timeouts;
  return { path, requests: result.requests.total, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failures };
}

// Warm-up: first requests load modules, build the index and open database connections.
await run(
  '/api/ai-chat',
  chatQuestions.map((query) => ({ query })),
  2,
);
await run('/api/estimate', estimateBodies, 2);
const results = [
  await run(
    '/api/ai-chat',
    chatQuestions.map((query) => ({ query, conversationHistory: [] })),
  ),
  await run('/api/estimate', estimateBodies),
];

console.log(`\nAssistant bench: offline mode, ${connections} connections, ${seconds} s per endpoint, Node ${process.version}\n`);
console.log('| endpoint | requests | req/s | p50 (ms) | p99 (ms) | non-2xx/errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) console.log(`| POST ${r.path} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failures} |`);

server.close();
await Promise.allSettled([...background]);
const counter = new pg.Client({ connectionString: process.env.NETLIFY_DB_URL });
await counter.connect();
const { rows } = await counter.query('SELECT (SELECT count(*) FROM conversation_logs) AS conversations, (SELECT count(*) FROM calculator_logs) AS estimates');
await counter.end();
console.log(`\nLogged (warm-up included): ${rows[0].conversations} conversations, ${rows[0].estimates} estimates.`);
await db.stop();
process.exit(results.some((r) => r.failures > 0) ? 1 : 0);
