/** Calls a Netlify Function's default export the way the platform does: with a web Request. */
import { createServer } from 'node:net';

export type Handler = (request: Request, context?: unknown) => Response | Promise<Response>;

export interface CallOptions {
  method?: string;
  /** Path (with query string) on the site, e.g. '/api/health'. */
  path?: string;
  /** A plain object or array is sent as JSON; a string, FormData or URLSearchParams as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export const TEST_ORIGIN = 'http://localhost:8888';

export function buildRequest({ method = 'GET', path = '/', body, headers = {} }: CallOptions = {}): Request {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    if (typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
  }
  return new Request(new URL(path, TEST_ORIGIN), init);
}

export interface FunctionResult<T = unknown> {
  response: Response;
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when the body is not JSON; undefined for an empty body. */
  body: T;
}

export async function callFunction<T = any>(handler: Handler, options: CallOptions = {}): Promise<FunctionResult<T>> {
  const response = await handler(buildRequest(options), {});
  const text = await response.clone().text();
  let body: unknown = text === '' ? undefined : text;
  if (text && /json/.test(response.headers.get('content-type') ?? '')) body = JSON.parse(text);
  return { response, status: response.status, headers: response.headers, body: body as T };
}

/** A TCP port on localhost that nothing listens on (taken, then released at once). */
export async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
