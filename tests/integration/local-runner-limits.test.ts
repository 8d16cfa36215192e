/**
 * The local runner (tools/lib/functions-in-process.mjs) holds functions to Netlify's limits for
 * synchronous functions and keeps each function in its own module graph. The fixture functions of
 * tests/fixtures/runner/functions are served over HTTP by tests/fixtures/runner/serve.mjs, wired
 * as tools/serve.mjs wires the site's, in a process of their own (the module hooks are Node's,
 * not Vitest's), with the time limit shortened to 1 s through LOCAL_FUNCTION_TIMEOUT_MS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETLIFY_LIMITS, localLimits } from '../../tools/lib/functions-in-process.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MB = 1024 * 1024;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  server = spawn(process.execPath, ['tests/fixtures/runner/serve.mjs'], {
    cwd: root,
    env: { ...process.env, LOCAL_FUNCTION_TIMEOUT_MS: '1000', LOCAL_DEPLOY_CONTEXT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const port = await new Promise<string>((resolve, reject) => {
    server.stderr!.on('data', (chunk) => (log += chunk));
    server.stdout!.on('data', (chunk) => {
      log += chunk;
      const found = /listening on (\d+)/.exec(log)?.[1];
      if (found) resolve(found);
    });
    server.once('exit', (code) => reject(new Error(`the fixture server exited with ${code}: ${log}`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

/** A POST of `bytes` zero bytes, sent with a Content-Length or chunked (no length announced). */
function post(path: string, bytes: number, { chunked = false } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
    if (!chunked) headers['content-length'] = String(bytes);
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe("the local runner's limits are Netlify's", () => {
  it('uses 6 MB and 60 s, and a test can only shorten the time', () => {
    expect(NETLIFY_LIMITS).toEqual({ payloadBytes: 6 * MB, timeoutMs: 60_000 });
    expect(localLimits({})).toEqual({ payloadBytes: 6 * MB, timeoutMs: 60_000 });
    expect(localLimits({ LOCAL_FUNCTION_TIMEOUT_MS: '250' }).timeoutMs).toBe(250);
    expect(localLimits({ LOCAL_FUNCTION_TIMEOUT_MS: '900000' }).timeoutMs).toBe(60_000);
  });

  it('answers a 7 MB body with 413 Payload Too Large, without calling the function', async () => {
    const answer = await post('/fixture/body-size', 7 * MB);
    expect(answer).toEqual({ status: 413, body: 'Payload Too Large' });
  });

  it('answers a chunked 7 MB body (no Content-Length) the same way', async () => {
    const answer = await post('/fixture/body-size', 7 * MB, { chunked: true });
    expect(answer).toEqual({ status: 413, body: 'Payload Too Large' });
  });

  it('passes a body just under 6 MB whole to the function', async () => {
    const answer = await post('/fixture/body-size', 6 * MB - 1);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: 6 * MB - 1 });
  });

  it("stops waiting for a function past the time limit and answers 502 with Lambda's message", async () => {
    const started = Date.now();
    const response = await fetch(`${base}/fixture/slow?ms=5000`);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ errorMessage: expect.stringMatching(/ Task timed out after 1\.00 seconds$/) });
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(4_000);
  });

  it('lets a function that answers within the limit answer', async () => {
    const response = await fetch(`${base}/fixture/slow?ms=100`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ waited: 100 });
  });

  it('answers 502 for a response over 6 MB', async () => {
    const over = await fetch(`${base}/fixture/big-response?mb=7`);
    expect(over.status).toBe(502);
    expect(await over.json()).toMatchObject({ errorType: 'Function.ResponseSizeTooLarge' });
    const under = await fetch(`${base}/fixture/big-response?mb=5`);
    expect(under.status).toBe(200);
    expect((await under.arrayBuffer()).byteLength).toBe(5 * MB);
  });

  it('gives each function its own module state, as separate bundles have', async () => {
    // Both functions import the same counter module; shared, b would see a's count.
    const counts = [];
    for (const path of ['counter-a', 'counter-b', 'counter-a', 'counter-b', 'counter-b']) {
      counts.push(await (await fetch(`${base}/fixture/${path}`)).json());
    }
    expect(counts).toEqual([
      { function: 'a', count: 1 },
      { function: 'b', count: 1 },
      { function: 'a', count: 2 },
      { function: 'b', count: 2 },
      { function: 'b', count: 3 },
    ]);
  });

  it("gives each call the deploy context 'dev' unless the server's environment names another", async () => {
    expect(await (await fetch(`${base}/fixture/deploy-context`, { headers: { 'x-nf-deploy-context': 'production' } })).json()).toEqual({ context: 'dev' });
  });
});
