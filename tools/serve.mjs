// Serves the built site (dist/) the way Netlify does: static files with the headers and redirects
// of netlify.toml, Netlify Blobs and Netlify Database, all emulated locally by @netlify/dev; the
// functions of netlify/functions loaded once and called in this process, as a warm Netlify
// instance runs them (tools/lib/functions-in-process.mjs); compression, and a 404 page.
// Nothing leaves this machine.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ensureLocalAdminCredentials } from './lib/admin-credentials.mjs';
import { NetlifyDev } from '@netlify/dev';
import { migrationsDirectory } from './vite-apply-migrations.mjs';
import { disableNagle } from './lib/embedded-database.mjs';
import { answerWithinLimits, callFunction, isolatedImport, loadFunctions, localDeployContext, matchFunction, runSchedules } from './lib/functions-in-process.mjs';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
process.env.NETLIFY_TELEMETRY_DISABLED ??= '1';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT || 8888);
const host = process.env.HOST || 'localhost';

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.error('dist/ is missing: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

// Before the functions start, so they see the variables.
ensureLocalAdminCredentials(projectRoot);

const serverAddress = `http://${host}:${port}`;
// Nothing leaves this machine: no account, AI Gateway, geolocation, edge functions or image CDN.
// The functions are ours to run (below), so the emulation does not bundle them.
const netlify = new NetlifyDev({
  projectRoot,
  apiToken: '',
  skipGitignore: true,
  serverAddress,
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  functions: { enabled: false },
  // LOCAL_DATABASE_URL: serve against that (already migrated) database instead of .netlify/db, so
  // that a second server can run beside the first (the production-context browser test does).
  database: { enabled: !process.env.LOCAL_DATABASE_URL },
});
await netlify.start();

if (process.env.LOCAL_DATABASE_URL) {
  process.env.NETLIFY_DB_URL = process.env.LOCAL_DATABASE_URL;
  process.env.NETLIFY_DB_DRIVER = 'server';
  console.log(`Local database: ${process.env.NETLIFY_DB_URL}`);
} else if (netlify.db) {
  disableNagle(netlify.db);
  const migrations = await netlify.db.applyMigrations(migrationsDirectory);
  console.log(`Database migrations: ${migrations.length ? migrations.join(', ') : 'up to date'}`);
  // For tools that check what was stored (npm run bench:leads): the embedded database's address.
  if (process.env.NETLIFY_DB_URL) console.log(`Local database: ${process.env.NETLIFY_DB_URL}`);
} else {
  console.warn('The local database did not start; functions that need it will answer 503.');
}

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

function pickEncoding(request, contentType, status) {
  if (status === 204 || status === 304 || !contentType || !compressible.test(contentType)) return null;
  const accepted = String(request.headers['accept-encoding'] || '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function send(request, response, webResponse, extraHeaders = {}) {
  const headers = { ...Object.fromEntries(webResponse.headers), ...extraHeaders };
  const encoding = pickEncoding(request, headers['content-type'], webResponse.status);
  if (encoding) {
    delete headers['content-length'];
    headers['content-encoding'] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  response.writeHead(webResponse.status, headers);
  if (!webResponse.body || request.method === 'HEAD') return void response.end();
  let body = Readable.fromWeb(webResponse.body);
  if (encoding === 'br') body = body.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') body = body.pipe(zlib.createGzip());
  body.pipe(response);
}

// Loaded after the emulation has set the database's and the blob store's variables; the health
// check opens the database pool, so the first visitor does not wait for either.
const functionsStarted = performance.now();
// Each function in its own module graph, as each is its own bundle on Netlify.
const functions = await loadFunctions(fileURLToPath(new URL('../netlify/functions', import.meta.url)), isolatedImport);
if (localDeployContext() !== 'dev') console.log(`Functions are told they run in the "${localDeployContext()}" deploy context (LOCAL_DEPLOY_CONTEXT).`);
const background = new Set();
const health = matchFunction(functions, new URL('/api/health', serverAddress));
if (health) await callFunction(health, new Request(new URL('/api/health', serverAddress)), { ip: '127.0.0.1', background });
console.log(`${functions.length} functions ready in ${((performance.now() - functionsStarted) / 1000).toFixed(1)} s.`);
const stopSchedules = runSchedules(functions, serverAddress, { background });

const server = createServer(async (request, response) => {
  try {
    const matched = matchFunction(functions, new URL(request.url, serverAddress));
    if (matched) {
      return await answerWithinLimits(matched, request, response, { origin: serverAddress, background, write: (res, answer) => send(request, res, answer) });
    }
    const result = await netlify.handleAndIntrospectNodeRequest(request);
    if (result) return await send(request, response, result.response);
    // Unknown path: the not-found page, with the headers netlify.toml gives it, and status 404.
    const notFound = (await netlify.handleAndIntrospect(new Request(new URL('/404.html', serverAddress))))?.response;
    const body = notFound ? await notFound.arrayBuffer() : 'Page Not Found';
    const headers = notFound ? Object.fromEntries(notFound.headers) : { 'content-type': 'text/html; charset=utf-8' };
    delete headers['content-length'];
    await send(request, response, new Response(body, { status: 404, headers: { ...headers, 'cache-control': 'no-store' } }));
  } catch (error) {
    console.error(`${request.method} ${request.url} failed:`, error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Internal error');
  }
});

server.listen(port, host, () => {
  console.log(`Blackfoot River Electric is served at ${serverAddress} (functions, database and blobs on this machine).`);
});

async function shutdown() {
  stopSchedules();
  server.close();
  await Promise.allSettled([...background]);
  await netlify.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
