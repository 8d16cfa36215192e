/** Reading a function's request: who sent it, and a JSON body with a clear 4xx for every way it can be wrong. */
import { RequestError } from './request-error.ts';
import { readBody } from './pipeline.ts';

/** Who sent a request, as the platform tells it (never as the browser's body claims). */
export interface Client {
  ip: string;
  userAgent: string;
}

/** Netlify passes the client's address as context.ip (and the x-nf-client-connection-ip header). */
export function clientOf(request: Request, context?: unknown): Client {
  const fromContext = (context as { ip?: unknown } | undefined)?.ip;
  const ip = (typeof fromContext === 'string' && fromContext.trim()) || request.headers.get('x-nf-client-connection-ip')?.trim() || 'unknown';
  const userAgent = request.headers.get('user-agent')?.trim().slice(0, 512) || 'unknown';
  return { ip: ip.slice(0, 64), userAgent };
}

/** The error a function throws to answer with an error: `new RequestError(status, message, details)` (the islands' is ApiError). */
export { RequestError };

/** Largest JSON body a function reads unless it says otherwise. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Reads at most `limit` bytes of the body; null (without reading the rest) when there are more. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: the answer (413) must not wait on a source that is slow to stop, and a
      // failed cancel is nobody's error.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The body as a JSON object, or a RequestError: 415 when it is not sent as JSON, 413 over `limit`
 * bytes (declared or streamed), 400 when it is unreadable, not UTF-8, empty, malformed, or not an object.
 */
export async function readJson(request: Request, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  return readBody(request, { accept: ['json'], limit });
}
