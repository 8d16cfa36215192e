/**
 * The one request pipeline every function goes through:
 *
 * - the method (405 with Allow),
 * - the body read with a hard byte limit whether or not Content-Length is given (413 beyond),
 *   parsed by the type the endpoint declares: JSON, application/x-www-form-urlencoded (turned into
 *   the object the JSON body would be, so one zod schema checks both) or multipart (415 otherwise),
 * - the endpoint's zod schema (400 with the field errors),
 * - every thrown error turned into the one documented error answer:
 *   `{ message, errors? }`, plus `success: false` on the admin endpoints, as the spec answers them;
 *   a RequestError keeps its status, anything else is logged with the request id and answered
 *   with the endpoint's failure answer (500 by default), never with the stack;
 * - the request id in the `x-request-id` header of every answer (and in the log of every 5xx).
 */
import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, type ErrorAnswer } from '../../domain/http/error-answer.ts';
import { RequestError } from './request-error.ts';
import { json } from './json.ts';
import { MAX_BODY_BYTES, clientOf, readLimited, type Client } from './request.ts';

export type BodyType = 'json' | 'form' | 'multipart';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again shortly.';

const CONTENT_TYPES: Record<BodyType, { pattern: RegExp; name: string }> = {
  json: { pattern: /^application\/([\w.+-]+\+)?json\s*(;|$)/i, name: 'application/json' },
  form: { pattern: /^application\/x-www-form-urlencoded\s*(;|$)/i, name: 'application/x-www-form-urlencoded' },
  multipart: { pattern: /^multipart\/form-data\s*;/i, name: 'multipart/form-data' },
};

function unsupportedType(accept: readonly BodyType[]): RequestError {
  if (accept.length === 1 && accept[0] === 'json') return new RequestError(415, 'Send the request body as JSON (Content-Type: application/json).');
  if (accept.length === 2 && accept.includes('json') && accept.includes('form')) {
    return new RequestError(415, 'Send the request body as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).');
  }
  return new RequestError(415, `Send the request body as ${accept.map((type) => CONTENT_TYPES[type].name).join(' or ')}.`);
}

const tooLarge = (limit: number, message?: string) => new RequestError(413, message ?? `The request is too large: at most ${limit / 1024} KB.`);

/** The body's bytes: 413 over `limit` (declared or streamed), 400 when it cannot be read. */
export async function readBytes(request: Request, limit: number, tooLargeMessage?: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit, tooLargeMessage);
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request, limit);
  } catch {
    throw new RequestError(400, 'The request body could not be read.');
  }
  if (bytes === null) throw tooLarge(limit, tooLargeMessage);
  return bytes;
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new RequestError(400, 'The request body is not valid UTF-8.');
  }
}

// --- form-encoded bodies take the shape of the JSON body -------------------------------------

interface SchemaDef {
  type?: string;
  shape?: Record<string, { _zod?: { def?: SchemaDef } }>;
  innerType?: { _zod?: { def?: SchemaDef } };
  in?: { _zod?: { def?: SchemaDef } };
}

const defOf = (schema: unknown): SchemaDef | undefined => (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;

/** The schema's base type, through optional, default, nullable and pipe wrappers. */
function baseDef(schema: unknown): SchemaDef | undefined {
  let def = defOf(schema);
  for (let depth = 0; def && depth < 10; depth += 1) {
    if (def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else break;
  }
  return def;
}

const TRUE_WORDS = new Set(['on', 'true', '1', 'yes']);
const FALSE_WORDS = new Set(['off', 'false', '0', 'no', '']);

/**
 * A form post as the object the JSON body would be: each field its first value as a string, except
 * where the schema wants a boolean (a checkbox: "on"/"true"/"1"/"yes" is true, "off"/"false"/"0"/"no",
 * empty or absent is false, anything else stays a string for the schema to refuse), a number (a
 * numeric string becomes a number) or an array (every value of the name). The one decoder of
 * form-encoded bodies: the JSON endpoints' and the lead forms' plain posts (src/server/leads/form-post.ts).
 */
export function formToObject(params: URLSearchParams, schema?: unknown): Record<string, unknown> {
  const shape = baseDef(schema)?.shape ?? {};
  const value: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const type = baseDef(shape[key])?.type;
    const raw = params.get(key) ?? '';
    if (type === 'boolean') {
      const word = raw.trim().toLowerCase();
      value[key] = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : raw;
    } else if (type === 'number' || type === 'int') value[key] = raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    else if (type === 'array') value[key] = params.getAll(key);
    else value[key] = raw;
  }
  for (const [key, field] of Object.entries(shape)) {
    if (!(key in value) && baseDef(field)?.type === 'boolean') value[key] = false;
  }
  return value;
}

export interface ReadBodyOptions {
  /** The body types the endpoint takes (JSON alone by default). */
  accept?: readonly BodyType[];
  /** Bytes (MAX_BODY_BYTES by default). */
  limit?: number;
  /** The schema the body will be checked with: tells a form post which fields are checkboxes and numbers. */
  schema?: unknown;
  /** The 413 message, when the endpoint has its own. */
  tooLargeMessage?: string;
}

/** The body as an object (JSON or form-encoded), or a RequestError: 415, 413, or 400 when it is unreadable, empty, malformed or not an object. */
export async function readBody(request: Request, { accept = ['json'], limit = MAX_BODY_BYTES, schema, tooLargeMessage }: ReadBodyOptions = {}): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = accept.find((candidate) => candidate !== 'multipart' && CONTENT_TYPES[candidate].pattern.test(contentType));
  if (!type) throw unsupportedType(accept);
  const text = utf8(await readBytes(request, limit, tooLargeMessage));
  if (type === 'form') return formToObject(new URLSearchParams(text), schema);
  if (text.trim() === '') throw new RequestError(400, 'The request body is empty: send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestError(400, 'The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

/** A multipart body, read within `limit` bytes: 415 for another type, 413 beyond, 400 when it is not a valid form. */
export async function readMultipart(
  request: Request,
  { limit, tooLargeMessage, typeMessage }: { limit: number; tooLargeMessage?: string; typeMessage?: string },
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!CONTENT_TYPES.multipart.pattern.test(contentType)) throw typeMessage ? new RequestError(415, typeMessage) : unsupportedType(['multipart']);
  const bytes = await readBytes(request, limit, tooLargeMessage);
  try {
    return await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RequestError(400, 'The upload is not a valid multipart form.');
  }
}

// --- validation --------------------------------------------------------------------------------

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

type SafeParse<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } } };

/** The first message of each invalid field, keyed by field name ('form' for the body as a whole). */
export function issuesByField(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The default 400: the first issue's message, and every field's first message under `errors`. */
export const defaultInvalid = (issues: readonly Issue[]) => new RequestError(400, issues[0]?.message ?? 'The request is not valid.', issuesByField(issues));

/** The value checked by `schema`, or the endpoint's RequestError (400 with the field errors by default). */
export function validate<T>(schema: SafeParse<T>, value: unknown, invalid: (issues: readonly Issue[]) => RequestError = defaultInvalid): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error.issues);
  return parsed.data;
}

// --- the wrapper -------------------------------------------------------------------------------

export interface Call {
  request: Request;
  context: unknown;
  requestId: string;
  client: Client;
}

export interface EndpointOptions {
  /** For the logs, e.g. 'contact'. */
  name: string;
  /** The methods served (GET also serves HEAD). */
  methods: readonly string[];
  /** `success: false` in every error answer (the admin endpoints). */
  successFlag?: boolean;
  /** The answer to an unexpected error (default: 500 with INTERNAL_ERROR_MESSAGE). */
  failure?: (call: Call) => Response;
}

export type Handler = (request: Request, context?: unknown) => Promise<Response>;

/** The documented error answer (ErrorAnswer, src/domain/http/error-answer.ts) of a RequestError. */
export function errorResponse(error: RequestError, { successFlag = false }: { successFlag?: boolean } = {}): Response {
  const hasDetails = error.details !== undefined && error.details !== null && !(typeof error.details === 'string' && error.details === '');
  const body: ErrorAnswer = { ...(successFlag ? { success: false } : {}), message: error.message, ...(hasDetails ? { errors: error.details as ErrorAnswer['errors'] } : {}) };
  return json(body, error.status);
}

function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Immutable headers (a fetched response): copy it.
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

const requestIdOf = (context: unknown): string => {
  const fromPlatform = (context as { requestId?: unknown } | undefined)?.requestId;
  return typeof fromPlatform === 'string' && /^[\w.:-]{1,128}$/.test(fromPlatform) ? fromPlatform : randomUUID();
};

/** Wraps a function's work in the pipeline. `run` reads and validates with readBody/validate (or readMultipart) and answers. */
export function endpoint(options: EndpointOptions, run: (call: Call) => Promise<Response>): Handler {
  const allowed = options.methods.includes('GET') && !options.methods.includes('HEAD') ? [...options.methods, 'HEAD'] : [...options.methods];
  return async (request, context) => {
    const call: Call = { request, context, requestId: requestIdOf(context), client: clientOf(request, context) };
    let response: Response;
    let failure: unknown;
    if (!allowed.includes(request.method)) {
      response = json({ ...(options.successFlag ? { success: false } : {}), message: `Method not allowed. Use ${options.methods.join(' or ')}.` }, 405, {
        allow: options.methods.join(', '),
      });
    } else {
      try {
        response = await run(call);
      } catch (error) {
        if (error instanceof RequestError) {
          response = errorResponse(error, options);
        } else {
          failure = error;
          response = options.failure?.(call) ?? json({ ...(options.successFlag ? { success: false } : {}), message: INTERNAL_ERROR_MESSAGE }, 500);
        }
      }
    }
    if (failure !== undefined) {
      // An unexpected error: its stack goes to the log with the request id, never to the client.
      console.error(`${options.name}: answered ${response.status} [request ${call.requestId}]:`, failure instanceof Error ? (failure.stack ?? failure.message) : failure);
    } else if (response.status >= 500) {
      // A 5xx the endpoint chose (an outage it handled, already logged where it was seen).
      console.warn(`${options.name}: answered ${response.status} [request ${call.requestId}]`);
    }
    return withRequestId(response, call.requestId);
  };
}
