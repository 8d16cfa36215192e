/** Reads a JSON request body with the checks every form endpoint needs, answering 4xx itself. */
import { json } from './json.ts';

export const MAX_JSON_BODY_BYTES = 32 * 1024;

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const fail = (status: number, message: string, headers: HeadersInit = {}): JsonBodyResult => ({
  ok: false,
  response: json({ message }, status, headers),
});

/** Reads at most `limit` bytes of the body; null (stop reading) as soon as there is more. */
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
      await reader.cancel().catch(() => {});
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

export async function readJsonBody(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<JsonBodyResult> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType)) {
    return fail(415, 'Send the form as JSON (Content-Type: application/json).', { accept: 'application/json' });
  }
  const declared = Number(request.headers.get('content-length'));
  const tooLarge = `The request is too large: at most ${limit / 1024} KB.`;
  if (Number.isFinite(declared) && declared > limit) return fail(413, tooLarge);
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request, limit);
  } catch {
    return fail(400, 'The request body could not be read.');
  }
  if (bytes === null) return fail(413, tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(400, 'The request body is not valid UTF-8.');
  }
  if (text.trim() === '') return fail(400, 'The request body is empty: send the form as a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(400, 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(400, 'The request body must be a JSON object.');
  }
  return { ok: true, value };
}
