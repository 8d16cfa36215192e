/** The local server's way of running the functions (tools/lib/functions-in-process.mjs): routing, requests, context, schedules. */
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction, loadFunctions, matchFunction, runSchedules, webRequest, writeResponse } from '../../tools/lib/functions-in-process.mjs';

const directory = fileURLToPath(new URL('../../netlify/functions', import.meta.url));
const origin = 'http://localhost:8888';

type Fn = Parameters<typeof matchFunction>[0][number];
const fake = (name: string, paths: string[], handler: Fn['handler'] = async () => new Response('ok'), schedule?: string): Fn => ({
  name,
  handler,
  patterns: paths.map((pathname) => new URLPattern({ pathname })),
  schedule,
});

describe('functions run in process', () => {
  afterEach(() => vi.useRealTimers());

  it('loads every function of netlify/functions with its paths, and each path finds its function', async () => {
    const functions = await loadFunctions(directory);
    expect(functions.map((fn) => fn.name)).toContain('contact');
    const routed = functions.filter((fn) => fn.patterns.length);
    // Every function but the scheduled one has a path.
    expect(routed).toHaveLength(functions.length - 1);
    for (const fn of routed) {
      const path = fn.patterns[0].pathname.replace(':name', 'kitchen-abcdefghij.webp');
      expect(matchFunction(functions, new URL(path, origin))?.fn.name, path).toBe(fn.name);
    }
    expect(functions.find((fn) => fn.name === 'leads-housekeeping')?.schedule).toBeTruthy();
  }, 30_000);

  it('matches config paths with their parameters, the /.netlify/functions/<name> address, and nothing else', () => {
    const functions = [fake('image', ['/images/:name']), fake('contact', ['/api/contact']), fake('leads-housekeeping', [])];
    expect(matchFunction(functions, new URL('/images/kitchen-abcdefghij.webp?x=1', origin))).toMatchObject({ fn: { name: 'image' }, params: { name: 'kitchen-abcdefghij.webp' } });
    expect(matchFunction(functions, new URL('/api/contact', origin))?.fn.name).toBe('contact');
    expect(matchFunction(functions, new URL('/.netlify/functions/leads-housekeeping', origin))?.fn.name).toBe('leads-housekeeping');
    // A scheduled function has no address, as on Netlify.
    expect(matchFunction([fake('leads-housekeeping', [], undefined, '* * * * *')], new URL('/.netlify/functions/leads-housekeeping', origin))).toBeNull();
    expect(matchFunction(functions, new URL('/api/contact/more', origin))).toBeNull();
    expect(matchFunction(functions, new URL('/images/', origin))).toBeNull();
    expect(matchFunction(functions, new URL('/residential.html', origin))).toBeNull();
  });

  it('turns a Node request into a web Request with its headers and its body intact (binary too)', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0x00, 0x80, 0xfe]);
    const incoming = Object.assign(Readable.from([bytes]), { method: 'POST', url: '/api/optimize-image?a=1', headers: { 'content-type': 'image/jpeg', cookie: ['a=1', 'b=2'] } });
    const request = webRequest(incoming, origin);
    expect(request.url).toBe(`${origin}/api/optimize-image?a=1`);
    expect(request.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await request.arrayBuffer())).toEqual(bytes);
    const get = webRequest(Object.assign(Readable.from([]), { method: 'GET', url: '/', headers: {} }), origin);
    expect(get.body).toBeNull();
  });

  it('writes a web Response to a Node response: status, headers and the streamed body (none for HEAD)', async () => {
    const written = async (method: string) => {
      const headers: Record<string, string> = {};
      const sink = Object.assign(new PassThrough(), { status: 0, headers });
      const response = Object.assign(sink, {
        writeHead(status: number, headers: Record<string, string>) {
          sink.status = status;
          sink.headers = headers;
        },
      });
      const chunks: Buffer[] = [];
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => sink.on('end', resolve));
      await writeResponse(response, new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } }), method);
      await ended;
      return { status: sink.status, type: sink.headers['content-type'], body: Buffer.concat(chunks).toString() };
    };
    expect(await written('GET')).toEqual({ status: 201, type: 'application/json', body: '{"ok":true}' });
    expect(await written('HEAD')).toEqual({ status: 201, type: 'application/json', body: '' });
  });

  it('gives the function the client address, the path parameters and a waitUntil whose work is tracked until it settles', async () => {
    let release!: () => void;
    const work = new Promise<void>((resolve) => (release = resolve));
    const handler = vi.fn(async (_request: Request, context: { ip: string; params: Record<string, string>; waitUntil(promise: Promise<unknown>): void }) => {
      context.waitUntil(work);
      return Response.json({ ip: context.ip, params: context.params });
    });
    const background = new Set<Promise<unknown>>();
    const response = await callFunction({ fn: fake('image', ['/images/:name'], handler), params: { name: 'a' } }, new Request(`${origin}/images/a`), {
      ip: '203.0.113.7',
      background,
    });
    expect(await response.json()).toEqual({ ip: '203.0.113.7', params: { name: 'a' } });
    expect(background.size).toBe(1);
    release();
    await Promise.all([...background]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(background.size).toBe(0);
  });

  it('runs a scheduled function at its times with { next_run }, and stops', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:30Z') });
    const calls: unknown[] = [];
    const handler = async (request: Request) => {
      calls.push(await request.json());
      return new Response(null, { status: 204 });
    };
    const stop = runSchedules([fake('leads-housekeeping', [], handler, '* * * * *'), fake('contact', ['/api/contact'])], origin, { background: new Set() });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([{ next_run: '2026-11-22T10:01:00.000Z' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls).toHaveLength(2);
  });
});
