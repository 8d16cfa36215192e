/** Reading a function's request: the client's address and agent, and a JSON body with clear 4xx answers. */
import { json } from './json.ts';

export interface Client {
  ip: string;
  userAgent: string;
}

/** Netlify passes the client's address as context.ip (and the x-nf-client-connection-ip header). */
export function clientOf(request: Request, context?: unknown): Client {
  const fromContext = (context as { ip?: unknown } | undefined)?.ip;
  const ip =
    (typeof fromContext === 'string' && fromContext.trim()) ||
    request.headers.get('x-nf-client-connection-ip')?.trim() ||
    'unknown';
  const userAgent = request.headers.get('user-agent')?.trim().slice(0, 500) || 'unknown';
  return { ip, userAgent };
}

/** Largest request body a function reads. */
export const MAX_BODY_BYTES = 64 * 1024;

export class RequestError extends Error {
  readonly status: number;
  readonly details?: unknown;

  constructor(status: number, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }

  toResponse(): Response {
    return json({ message: this.message, ...(this.details ? { errors: this.details } : {}) }, this.status);
  }
}

/** The body parsed as JSON, or a RequestError (413 too large, 415 not JSON, 400 malformed). */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type && !/json/i.test(type)) throw new RequestError(415, 'Send the request body as JSON (Content-Type: application/json).');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new RequestError(413, 'The request is too large.');
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) throw new RequestError(413, 'The request is too large.');
  if (!text.trim()) throw new RequestError(400, 'The request body is empty: send JSON.');
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON.');
  }
}
