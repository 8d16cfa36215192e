/**
 * Oversized bodies sent in chunks (no Content-Length) to the functions run by the local server
 * (tools/lib/functions-in-process.mjs): each is answered 413, and the process goes on answering.
 */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callFunction, functionsServer, loadFunctions, matchFunction, webRequest } from '../../../tools/lib/functions-in-process.mjs';
import { closeDatabase } from '../../helpers/assistant.ts';
import { loginCookie, useTestCredentials } from '../admin/harness.ts';

const directory = fileURLToPath(new URL('../../../netlify/functions', import.meta.url));
const BODY_BYTES = 300 * 1024;
const ENDPOINTS = [
  '/api/ask',
  '/api/ai-chat',
  '/api/estimate',
  '/api/log-troubleshooter',
  '/api/contact',
  '/api/sms-consent',
  '/api/admin/update-conversation',
  '/api/admin/update-lead',
  '/api/admin/login',
];

let functions: Awaited<ReturnType<typeof loadFunctions>>;
let server: Server;
let port: number;
let cookie: string;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  process.env.ASSISTANT_RATE_LIMIT = '10000/600';
  useTestCredentials();
  cookie = await loginCookie();
  functions = await loadFunctions(directory);
  server = functionsServer(functions, { background: new Set() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  delete process.env.ASSISTANT_RATE_LIMIT;
  await new Promise((resolve) => server.close(resolve));
  await closeDatabase();
});
beforeEach(() => {
  useTestCredentials();
  uncaught.length = 0;
  process.on('uncaughtException', onUncaught);
});
afterEach(() => {
  process.off('uncaughtException', onUncaught);
});

/** POSTs `bytes` of JSON-ish text in 16 KB chunks, without Content-Length; resolves to the status and body. */
function postChunked(path: string, bytes: number, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', origin: `http://127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer (413) and stop reading before every chunk is written.
    req.on('error', (error) => (req.destroyed && 'code' in error && error.code === 'EPIPE' ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 'a');
    (async () => {
      req.write('{"question":"');
      for (let sent = 0; sent < bytes && !req.destroyed; sent += chunk.length) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end('"}');
    })().catch(reject);
  });
}

function getHealth(): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('a chunked body over the limit', () => {
  it.each(ENDPOINTS)('%s answers 413 over a real connection, and the server answers the next request', async (path) => {
    const result = await postChunked(path, BODY_BYTES, { cookie });
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body).message).toMatch(/too large/i);
    expect(await getHealth()).toBe(200);
    expect(uncaught).toEqual([]);
  });

  it.each(ENDPOINTS)('%s: the body the connection buffered before the function stopped reading cannot end the process', async (path) => {
    // A Node request whose body arrived faster than the function read it (the chunks wait in its
    // buffer), as the server hands it over: once the function cancels the body at its limit, the
    // chunks still buffered must not be pushed into the cancelled stream.
    const incoming = Object.assign(new PassThrough(), {
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie, origin: 'http://localhost' },
    });
    for (let sent = 0; sent < BODY_BYTES; sent += 8 * 1024) incoming.write(Buffer.alloc(8 * 1024, 'a'));
    incoming.end();
    const matched = matchFunction(functions, new URL(path, 'http://localhost'));
    const response = await callFunction(matched!, webRequest(incoming, 'http://localhost'), { ip: '192.0.2.10', background: new Set() });
    expect(response.status).toBe(413);
    // The chunks left in the buffer flow on the next ticks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
    expect(await getHealth()).toBe(200);
  });
});
