/**
 * Sends a lead form to its function. A non-OK answer becomes a RequestError whose message is the
 * server's `message` (or, per the spec, "status: response text"), with the field errors it named.
 */
import { RequestError } from '../../domain/http/request-error.ts';

export { RequestError };

export async function postLead<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw new RequestError(0, 'We could not reach our server. Please check your connection and try again.');
  }
  const text = await response.text();
  if (!response.ok) {
    let message = `${response.status}: ${text}`;
    let errors: Record<string, string> = {};
    try {
      const data = JSON.parse(text) as { message?: unknown; errors?: unknown };
      if (typeof data.message === 'string' && data.message) message = data.message;
      if (data.errors && typeof data.errors === 'object') errors = data.errors as Record<string, string>;
    } catch {
      // not JSON: keep "status: text"
    }
    throw new RequestError(response.status, message, errors);
  }
  return JSON.parse(text) as T;
}

/** A new key for each distinct submission; the same key while the visitor resends unchanged values. */
export function idempotencyKeeper() {
  let last: { key: string; values: string } | undefined;
  return {
    keyFor(values: unknown): string {
      const snapshot = JSON.stringify(values);
      if (last?.values !== snapshot) last = { key: newKey(), values: snapshot };
      return last.key;
    },
    forget() {
      last = undefined;
    },
  };
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
