/**
 * A small OpenAI-compatible HTTP server for tests: POST /v1/chat/completions answers what the
 * test scripts (a reply, a status, or a delay), and every request body is kept for inspection.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = { kind: 'reply'; content: string } | { kind: 'status'; status: number; message?: string } | { kind: 'delay'; ms: number; content: string };

export interface FakeOpenAI {
  baseURL: string;
  requests: { path: string; headers: Record<string, string | string[] | undefined>; body: any }[];
  /** The behaviour for the next requests (until changed), or a script choosing it from each request's body. */
  respond(behaviour: Behaviour | ((body: any) => Behaviour)): void;
  close(): Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let behaviour: Behaviour | ((body: any) => Behaviour) = { kind: 'reply', content: 'Hello from the fake model.' };
  const requests: FakeOpenAI['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = raw ? JSON.parse(raw) : undefined;
    requests.push({ path: request.url ?? '', headers: request.headers, body });
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ error: { message: 'not found' } }));
    }
    const current = typeof behaviour === 'function' ? behaviour(body) : behaviour;
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'content-type': 'application/json', ...(current.status === 429 ? { 'retry-after': '1' } : {}) });
      return void response.end(JSON.stringify({ error: { message: current.message ?? `status ${current.status}`, type: 'test' } }));
    }
    if (current.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, current.ms));
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body?.model ?? 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: current.content } }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };
  // A failure of the fake surfaces as an unhandled rejection, which fails the test run.
  const server: Server = createServer((request, response) => void answer(request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
