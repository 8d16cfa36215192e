// The site's functions as a warm Netlify instance runs them: each module of netlify/functions is
// imported once, matched by its `config.path` (URLPattern syntax, as on Netlify) or by
// `/.netlify/functions/<name>` (never for a scheduled function, as on Netlify), and called with a
// web Request and a context. Netlify's local emulator instead starts a worker thread per call that
// loads the function's whole module graph and opens new database connections: 1.3 to 4 seconds a
// call on a 2-core machine, where a warm instance answers in milliseconds.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { registerHooks } from 'node:module';
import { CronExpressionParser } from 'cron-parser';

const FUNCTION_FILE = /\.(?:mts|mjs|ts|js)$/;

const nativeImport = (path) => import(pathToFileURL(path).href);

/**
 * Imports every function of `directory`: [{ name, file, handler, patterns, schedule }]. `load`
 * imports a file (Node's import by default; `npm run dev` passes Vite's, which follows edits).
 */
export async function loadFunctions(directory, load = nativeImport) {
  const functions = [];
  for (const file of readdirSync(directory)
    .filter((name) => FUNCTION_FILE.test(name))
    .sort()) {
    const module = await load(join(directory, file));
    if (typeof module.default !== 'function') throw new Error(`${file} has no default export to call`);
    const paths = [module.config?.path ?? []].flat();
    functions.push({
      name: basename(file, extname(file)),
      file: join(directory, file),
      handler: module.default,
      patterns: paths.map((pathname) => new URLPattern({ pathname })),
      schedule: module.config?.schedule,
    });
  }
  return functions;
}

/**
 * The function answering `url`, with the named parts of its path; null when none does. A scheduled
 * function has no URL (Netlify answers 404 to its /.netlify/functions address): runSchedules calls it.
 */
export function matchFunction(functions, url) {
  for (const fn of functions) {
    if (url.pathname === `/.netlify/functions/${fn.name}`) {
      if (fn.schedule) continue;
      return { fn, params: {} };
    }
    for (const pattern of fn.patterns) {
      const match = pattern.exec({ pathname: url.pathname });
      if (match) return { fn, params: match.pathname.groups };
    }
  }
  return null;
}

/** Writes a web Response to a Node response (the body streamed). */
export async function writeResponse(response, webResponse, method = 'GET') {
  response.writeHead(webResponse.status, Object.fromEntries(webResponse.headers));
  if (!webResponse.body || method === 'HEAD') return void response.end();
  Readable.fromWeb(webResponse.body).pipe(response);
}

const unreadBody = new WeakMap();

/** Bytes of a cancelled body read and dropped (so the answer still reaches the client) before the connection is closed. */
export const DISCARD_AFTER_CANCEL_BYTES = 1024 * 1024;

/**
 * The body of a Node request as a web stream, with backpressure. Not `Readable.toWeb`: its adapter
 * enqueues a chunk that arrives after the stream was cancelled (a function that stops reading an
 * oversized body) and throws "Controller is already closed" outside any handler, which ends the
 * process (nodejs/node#64529). Here a cancelled body is read on and dropped, up to
 * DISCARD_AFTER_CANCEL_BYTES, so the client still gets the answer; beyond that the connection is closed.
 */
export function bodyStream(request, highWaterMark = 64 * 1024) {
  let settled = false;
  let discarded = 0;
  // Once the function has answered, what it left unread is dropped the same way.
  unreadBody.set(request, () => {
    settled = true;
    request.resume();
  });
  return new ReadableStream(
    {
      start(controller) {
        request.on('data', (chunk) => {
          if (settled) {
            discarded += chunk.byteLength;
            if (discarded > DISCARD_AFTER_CANCEL_BYTES) request.destroy();
            return;
          }
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        });
        request.once('end', () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        const fail = (error) => {
          if (settled) return;
          settled = true;
          controller.error(error ?? new Error('the request was aborted'));
        };
        request.once('error', fail);
        request.once('close', () => {
          if (!request.readableEnded) fail(new Error('the request was aborted'));
        });
        request.pause();
      },
      pull() {
        request.resume();
      },
      cancel() {
        settled = true;
        request.resume();
      },
    },
    { highWaterMark, size: (chunk) => chunk.byteLength },
  );
}

/** A web Request from a Node request (the body streamed, not buffered). */
export function webRequest(request, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? bodyStream(request) : undefined,
    duplex: 'half',
  });
}

/**
 * Calls a matched function with the context Netlify gives: the client's address, the path's
 * parameters, a request id, and `waitUntil`, whose work is kept in `background` until it settles.
 */
export async function callFunction({ fn, params }, request, { ip, background, deployContext = localDeployContext() }) {
  const context = {
    ip,
    params,
    requestId: randomUUID(),
    geo: {},
    deploy: { context: deployContext },
    waitUntil(promise) {
      const tracked = Promise.resolve(promise).catch((error) => console.error(`${fn.name}: background work failed:`, error));
      background.add(tracked);
      tracked.finally(() => background.delete(tracked));
    },
  };
  const response = await fn.handler(request, context);
  return response instanceof Response ? response : new Response(null, { status: 204 });
}

/**
 * Answers a Node request with its matched function: the client's address as Netlify gives it
 * (context.ip and the x-nf-client-connection-ip header, whatever the client sent), the answer
 * written by `write` (writeResponse unless the server compresses, say).
 */
export async function answerWithFunction(matched, request, response, { origin, background, write = writeResponse }) {
  const ip = request.socket.remoteAddress ?? 'unknown';
  request.headers['x-nf-client-connection-ip'] = ip;
  const answer = await callFunction(matched, webRequest(request, origin), { ip, background });
  unreadBody.get(request)?.();
  await write(response, answer, request.method);
}

/** A server of the given functions alone (404 for anything else), for the benchmarks. */
export function functionsServer(functions, { background }) {
  return createServer(async (request, response) => {
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const matched = matchFunction(functions, new URL(request.url ?? '/', origin));
    if (!matched) return void response.writeHead(404).end();
    try {
      await answerWithFunction(matched, request, response, { origin, background });
    } catch (error) {
      // A function that throws fails its request, never the server.
      console.error(`${request.method} ${request.url} failed:`, error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    }
  });
}

/**
 * Runs every function that has a `config.schedule` (cron syntax or @hourly and the like, UTC) at
 * its times, as Netlify does: a POST with `{ next_run }`. Returns a function that stops them.
 */
export function runSchedules(functions, origin, { background }) {
  const timers = new Map();
  for (const fn of functions.filter((candidate) => candidate.schedule)) {
    const times = CronExpressionParser.parse(fn.schedule, { tz: 'UTC' });
    const plan = () => {
      const at = times.next().toDate();
      const timer = setTimeout(
        async () => {
          const url = new URL(`/.netlify/functions/${fn.name}`, origin);
          const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ next_run: at.toISOString() }) });
          try {
            const response = await callFunction({ fn, params: {} }, request, { ip: '127.0.0.1', background });
            if (!response.ok) console.error(`${fn.name} (scheduled): answered ${response.status}`);
          } catch (error) {
            console.error(`${fn.name} (scheduled) failed:`, error);
          }
          plan();
        },
        Math.max(0, at.getTime() - Date.now()),
      );
      timer.unref();
      timers.set(fn.name, timer);
    };
    plan();
  }
  return () => {
    for (const timer of timers.values()) clearTimeout(timer);
  };
}

// ── Parity with a Netlify deploy ──────────────────────────────────────────────────────────────
// Netlify's documented limits for synchronous functions (docs.netlify.com, Functions →
// configuration: "Synchronous execution limit 60 seconds", "Buffered request/response payload
// 6 MB"), the deploy context each call is given, and one module graph per function, as each
// function is its own bundle there. See docs/decisions/0013-local-runner.md.

export const NETLIFY_LIMITS = Object.freeze({ payloadBytes: 6 * 1024 * 1024, timeoutMs: 60_000 });

/**
 * The limits the local runner holds functions to: Netlify's. LOCAL_FUNCTION_TIMEOUT_MS shortens
 * the time limit (the runner's tests use it; it can only be lowered, never raised past Netlify's).
 */
export function localLimits(env = process.env) {
  const timeout = Number(env.LOCAL_FUNCTION_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, NETLIFY_LIMITS.timeoutMs) : NETLIFY_LIMITS.timeoutMs;
  return { payloadBytes: NETLIFY_LIMITS.payloadBytes, timeoutMs };
}

/**
 * The deploy context the local runner gives each call (`context.deploy.context`): 'dev', as
 * Netlify's own local tools say, unless LOCAL_DEPLOY_CONTEXT names another ('production' lets a
 * test see what production shows). Read from the server's environment only, never from a request.
 */
export function localDeployContext(env = process.env) {
  return env.LOCAL_DEPLOY_CONTEXT?.trim() || 'dev';
}

/** What Netlify answers when a request's body is over the payload limit: the function is not called. */
export function payloadTooLarge() {
  return new Response('Payload Too Large', { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8', connection: 'close' } });
}

/** What Netlify answers when a function's response is over the payload limit. */
export function responseTooLarge() {
  return new Response(
    JSON.stringify({ errorMessage: 'Response payload size exceeded maximum allowed payload size (6291556 bytes).', errorType: 'Function.ResponseSizeTooLarge' }),
    {
      status: 502,
      headers: { 'content-type': 'application/json' },
    },
  );
}

/** What Netlify answers when a synchronous function runs past its time: 502 and Lambda's message. */
export function timedOut(timeoutMs, requestId = randomUUID()) {
  const seconds = (timeoutMs / 1000).toFixed(2);
  return new Response(JSON.stringify({ errorMessage: `${new Date().toISOString()} ${requestId} Task timed out after ${seconds} seconds` }), {
    status: 502,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A Node request's body, buffered as Netlify buffers it before calling a function; null when it is
 * larger than `limit` (what is over the limit is read and dropped, up to 4 times the limit, so the
 * client gets the answer; a client sending more is cut off).
 */
export function readBodyWithin(request, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        if (!over) chunks.length = 0;
        over = true;
        if (size > limit * 4) {
          request.destroy();
          resolve(null);
        }
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    request.on('error', (error) => (over ? resolve(null) : reject(error)));
  });
}

/** A web Request from a Node request and its buffered body. */
export function bufferedWebRequest(request, origin, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.delete('transfer-encoding');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), { method: request.method, headers, body: hasBody ? body : undefined });
}

/**
 * Calls a matched function within Netlify's limits: its deploy context, its time limit (the answer
 * given when it is passed; the function's own work is not stopped, see the decision record), and
 * its response buffered and held to the payload limit.
 */
export async function callWithinLimits(matched, request, { ip, background, limits = localLimits(), deployContext = localDeployContext() }) {
  const requestId = randomUUID();
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => resolve(timedOut(limits.timeoutMs, requestId)), limits.timeoutMs);
  });
  const work = (async () => {
    const response = await callFunction(matched, request, { ip, background, deployContext });
    if (!response.body) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.byteLength > limits.payloadBytes) return responseTooLarge();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  })();
  work.catch(() => {}); // a function still running after its answer was given must not crash the server
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answers a Node request with its matched function as Netlify does: the client's address as
 * context.ip and x-nf-client-connection-ip, the body buffered and held to the payload limit (413
 * without calling the function), the time limit, and the response's size limit.
 */
export async function answerWithinLimits(matched, request, response, { origin, background, write = writeResponse, limits = localLimits() }) {
  const ip = request.socket.remoteAddress ?? 'unknown';
  request.headers['x-nf-client-connection-ip'] = ip;
  const declared = Number(request.headers['content-length']);
  const body = Number.isFinite(declared) && declared > limits.payloadBytes * 4 ? null : await readBodyWithin(request, limits.payloadBytes);
  if (body === null) return write(response, payloadTooLarge(), request.method);
  const answer = await callWithinLimits(matched, bufferedWebRequest(request, origin, body), { ip, background, limits });
  await write(response, answer, request.method);
}

// One module graph per function for the project's own code: each function's file is imported
// with its name in the URL's query, and a resolve hook carries that query on to every module of
// the project it imports (src/, not node_modules), so that two functions never share the state of
// one of our modules (database client, caches, counters). Packages stay shared: giving each of the
// 24 functions its own copy of every package took 45 s of CPU and 1 GB of memory at start, against
// 4 s and 350 MB, and no package state is relied on (see docs/decisions/0013-local-runner.md).
const FUNCTION_QUERY = 'netlify-function';
let isolationHooks = false;

function registerIsolationHooks() {
  if (isolationHooks) return;
  isolationHooks = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (!context.parentURL?.startsWith('file:') || !resolved.url?.startsWith('file:')) return resolved;
      const owner = new URL(context.parentURL).searchParams.get(FUNCTION_QUERY);
      if (!owner || resolved.format === 'commonjs' || resolved.format === 'json' || resolved.format === 'builtin') return resolved;
      const url = new URL(resolved.url);
      if (url.pathname.includes('/node_modules/') || /\.(?:c[jt]s|json|node|wasm)$/.test(url.pathname) || url.searchParams.has(FUNCTION_QUERY)) return resolved;
      url.searchParams.set(FUNCTION_QUERY, owner);
      return { ...resolved, url: url.href };
    },
  });
}

/** Imports a function file into its own module graph (a loader for loadFunctions). */
export function isolatedImport(path) {
  registerIsolationHooks();
  const url = pathToFileURL(path);
  url.searchParams.set(FUNCTION_QUERY, basename(path, extname(path)));
  return import(url.href);
}
