// npm run bench:admin: the back office with 100,000 rows a table. Seeds Netlify's embedded
// database in memory (migrations applied) with BENCH_ROWS rows (default 100,000) in each of
// conversation_logs, calculator_logs, troubleshooter_logs, contact_requests and sms_consents, logs
// in through the real login function, then measures the first page of every list (plain and
// searched) through the real function handlers behind a node:http server, with autocannon.
// Prints p50/p99 per list and fails (exit 1) when a p50 is over BENCH_BUDGET_MS (default 300).
// The overview (30 days of counts) is held to the same budget: it loads beside the first list.
// Options: BENCH_ROWS, BENCH_SECONDS (default 5 per list), BENCH_CONNECTIONS (default 1: one owner).
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedDatabase } from './lib/embedded-database.mjs';
import { functionsServer, loadFunctions } from './lib/functions-in-process.mjs';
import { migrationsDirectory } from './vite-apply-migrations.mjs';

const rows = Number(process.env.BENCH_ROWS || 100_000);
const seconds = Number(process.env.BENCH_SECONDS || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 1);
const budget = Number(process.env.BENCH_BUDGET_MS || 300);

Object.assign(process.env, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'bench-password-0142', SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789' });
delete process.env.ADMIN_PASSWORD_HASH;
const { db, url } = await startEmbeddedDatabase(migrationsDirectory);
process.env.NETLIFY_DB_URL = url;
process.env.NETLIFY_DB_DRIVER = 'server';

const client = new pg.Client({ connectionString: process.env.NETLIFY_DB_URL });
await client.connect();
let started = Date.now();
const spread = `now() - make_interval(secs => (g * 25.92)::int)`; // 100,000 rows over 30 days
await client.query(
  `INSERT INTO conversation_logs (question, answer, category, created_at, included_in_fallback)
  SELECT 'How much does ' || (ARRAY['a panel upgrade','an outlet','a generator','a ceiling fan','rewiring'])[1 + g % 5] || ' cost in ' || (ARRAY['Missoula','Polson','Hamilton','Bonner'])[1 + g % 4] || '? #' || g,
         'It usually costs between $' || (100 + g % 900) || ' and $' || (1000 + g % 3000) || '. Call us for a quote.',
         (ARRAY['general','pricing','location','services'])[1 + g % 4], ${spread}, g % 100 = 0
  FROM generate_series(1, $1) g`,
  [rows],
);
await client.query(
  `INSERT INTO calculator_logs (service_type, parameters, estimate_min, estimate_max, breakdown_labor, breakdown_materials, created_at)
  SELECT (ARRAY['panel','outlets','lighting','generator','fan'])[1 + g % 5], jsonb_build_object('query', 'estimate #' || g, 'details', 'room ' || g % 40),
         100 + g % 900, 1000 + g % 3000, 60 + g % 500, 40 + g % 400, ${spread}
  FROM generate_series(1, $1) g`,
  [rows],
);
await client.query(
  `INSERT INTO troubleshooter_logs (start_node_id, end_node_id, path_taken, issue_type, severity, created_at)
  SELECT 'start', 'breaker-trips-immediate', '["start","breaker-trips-1","breaker-trips-immediate"]'::jsonb,
         (ARRAY['Breaker trips','Flickering lights','Power loss','Outlet issue','Burning smell'])[1 + g % 5], (ARRAY['low','medium','high'])[1 + g % 3], ${spread}
  FROM generate_series(1, $1) g`,
  [rows],
);
await client.query(
  `INSERT INTO contact_requests (name, phone, email, service, message, status, is_spam, created_at)
  SELECT 'Customer ' || g, '(406) 555-' || lpad((g % 10000)::text, 4, '0'), 'customer' || g || '@example.com', (ARRAY['residential','commercial','emergency'])[1 + g % 3],
         'Please call me about job ' || g, (ARRAY['new','contacted','closed'])[1 + g % 3], g % 20 = 0, ${spread}
  FROM generate_series(1, $1) g`,
  [rows],
);
await client.query(
  `INSERT INTO sms_consents (first_name, last_name, phone, primary_sms_consent, status, is_spam, created_at)
  SELECT 'First' || g, 'Last' || g, '(406) 555-' || lpad((g % 10000)::text, 4, '0'), true, (ARRAY['new','contacted','closed'])[1 + g % 3], g % 20 = 0, ${spread}
  FROM generate_series(1, $1) g`,
  [rows],
);
await client.query('ANALYZE');
await client.end();
console.log(`Seeded ${rows.toLocaleString('en-US')} rows in each of 5 tables in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

// The back office's functions, served as a warm Netlify instance runs them.
const functions = (await loadFunctions(fileURLToPath(new URL('../netlify/functions', import.meta.url)))).filter((fn) => fn.name.startsWith('admin-'));
const server = functionsServer(functions, { background: new Set() });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const login = await fetch(`${base}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'bench-password-0142' }),
});
if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
const cookie = login.headers.get('set-cookie').split(';')[0];

const targets = [
  '/api/admin/conversation-logs',
  '/api/admin/conversation-logs?q=panel%20polson',
  '/api/admin/calculator-logs',
  '/api/admin/calculator-logs?q=generator',
  '/api/admin/troubleshooter-logs',
  '/api/admin/troubleshooter-logs?q=flicker',
  '/api/admin/fallback-conversations',
  '/api/admin/leads?kind=contact',
  '/api/admin/leads?kind=contact&q=customer1234',
  '/api/admin/leads?kind=contact&q=555-0142',
  '/api/admin/leads?kind=contact&q=98765',
  '/api/admin/leads?kind=contact&q=nobody%20matches',
  '/api/admin/leads?kind=sms_consent',
  '/api/admin/overview',
];

const results = [];
for (const path of targets) {
  const first = await fetch(base + path, { headers: { cookie } });
  const page = await first.json();
  if (first.status !== 200) throw new Error(`${path}: ${first.status} ${JSON.stringify(page)}`);
  const result = await autocannon({ url: base + path, headers: { cookie }, connections, duration: seconds });
  const p50 = result.latency.p50;
  const p99 = result.latency.p99;
  results.push({ path, total: page.total ?? '', p50, p99, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors });
}
server.close();
await db.stop();

console.log(`\nFirst page (25 rows) of each list, ${rows.toLocaleString('en-US')} rows a table, ${connections} connections, ${seconds} s each:`);
console.table(results.map((row) => ({ list: row.path, matches: row.total, 'p50 ms': row.p50, 'p99 ms': row.p99, requests: row.requests, 'non-2xx': row.non2xx })));
const failed = results.filter((row) => row.non2xx || row.errors || row.p50 > budget);
if (failed.length) {
  console.error(`Over the ${budget} ms budget (p50) or failing: ${failed.map((row) => row.path).join(', ')}`);
  process.exit(1);
}
console.log(`Every list's first page and the overview: p50 under ${budget} ms.`);
