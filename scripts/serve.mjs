// Serves the built site (dist/) the way Netlify does: static files, the functions in
// netlify/functions, Netlify Blobs and Netlify Database, all emulated locally by @netlify/dev,
// with the headers of netlify.toml, compression, and a 404 page. Nothing leaves this machine.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { shouldBase64Encode } from '@netlify/dev-utils';
import { ensureLocalAdminCredentials } from './lib/admin-credentials.mjs';
import { startLocalNetlify } from './lib/local-netlify.mjs';

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
const { netlify, migrations } = await startLocalNetlify({ projectRoot, serverAddress });

if (migrations) {
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

// The emulation bundles the functions on the first request that could match one; do it now, so the
// first visitor (or test) does not wait for the bundler.
const warmUpStarted = performance.now();
await netlify.handleAndIntrospect(new Request(new URL('/api/health', serverAddress)));
console.log(`Functions ready in ${((performance.now() - warmUpStarted) / 1000).toFixed(1)} s.`);

/**
 * A request with a binary body (a multipart upload, an image), in the form the emulator can pass
 * on intact. The emulator reads every body as text, then tells the function runtime it is base64
 * whenever the content type is not text-like (its own `shouldBase64Encode`), so the runtime
 * decodes text that is not base64 and the function gets garbage. Production does encode such
 * bodies as base64; here it is done before the emulator sees the body. Null for other requests.
 */
async function binaryBodyRequest(request) {
  const type = request.headers['content-type'];
  const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
  if (!type || !hasBody || request.method === 'GET' || request.method === 'HEAD' || !shouldBase64Encode(type)) return null;
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding' || name === 'host') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url, serverAddress), { method: request.method, headers, body: Buffer.concat(chunks).toString('base64') });
}

const server = createServer(async (request, response) => {
  try {
    // The visitor's address, as Netlify's edge gives it: the emulator hands the last entry of
    // X-Forwarded-For to functions as context.ip. Whatever the client sent there is replaced.
    request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    const binary = await binaryBodyRequest(request);
    const result = binary ? await netlify.handleAndIntrospect(binary) : await netlify.handleAndIntrospectNodeRequest(request);
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
  server.close();
  await netlify.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
