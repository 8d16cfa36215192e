/**
 * The one way the islands call the functions (docs/decisions/0031-api-client.md).
 *
 * - Every route is declared once, in api-routes.ts: its body is the input of the zod schema its
 *   function validates with (imported as a type: no zod reaches a bundle that did not have it),
 *   its answer the shape the function sends. A call to an unknown route, or with the wrong body,
 *   does not compile.
 * - JSON in and out; a body holding a file goes as multipart/form-data. The session cookie is sent.
 * - Every call has a time-out (AbortController); a caller's own signal cancels it too.
 * - Every failure is one ApiError, read from the one error answer the server sends
 *   (`{ message, errors?, success? }` and the x-request-id header, src/domain/http/error-answer.ts).
 * - Two voices: the visitor's (the lead forms, the assistant, the help widget) and the owner's (the
 *   back office), each with the failure texts its screens showed before there was one client.
 */
import { REQUEST_ID_HEADER, type ErrorAnswer, type FieldErrors } from '../../domain/http/error-answer.ts';
import type { AdminRoutes, Route, SiteRoutes } from './api-routes.ts';

/** How a call failed: an error answer, no answer at all, no answer in time, cancelled by the page, or an answer that is not JSON. */
export type ApiFailure = 'http' | 'network' | 'timeout' | 'aborted' | 'unreadable';

export interface ApiErrorDetails {
  kind: ApiFailure;
  /** The answer's field errors, `{ field: message }` (a list of issues becomes the first message of each field). */
  fieldErrors?: FieldErrors;
  /** The answer's x-request-id, to find the call in the function logs. */
  requestId?: string;
  /** The answer's JSON body: some error answers carry data (the estimate's 503 is an estimate). */
  body?: unknown;
}

/**
 * A call that went wrong, as the browser sees it. Not the server's RequestError
 * (src/server/http/request-error.ts), which a function throws to answer with an error; the same
 * argument order: (status, message, details). `status` is 0 when no answer came.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiFailure;
  readonly fieldErrors: FieldErrors;
  readonly requestId?: string;
  readonly body?: unknown;

  constructor(status: number, message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = details.kind;
    this.fieldErrors = details.fieldErrors ?? {};
    this.requestId = details.requestId;
    this.body = details.body;
  }

  /** True when the server answered (an error answer, or one that is not JSON); false when no answer came. */
  get answered(): boolean {
    return this.kind === 'http' || this.kind === 'unreadable';
  }
}

/** The texts a failure shows where the server gave none. */
export interface ApiTexts {
  network: string;
  timeout: string;
  /** A non-OK answer without a message, or an answer that is not JSON: from its status and text. */
  status: (status: number, text: string) => string;
}

/**
 * The visitor's: the spec's "status: response text" for an answer without a message (site-and-forms,
 * section 7), and for a time-out its "Please try again later." (section 8: the server's message, or
 * that when there is none).
 */
export const VISITOR_TEXTS: ApiTexts = {
  network: 'We could not reach our server. Please check your connection and try again.',
  timeout: 'Please try again later.',
  status: (status, text) => `${status}: ${text}`,
};

/** The owner's (the spec does not give them). */
export const OWNER_TEXTS: ApiTexts = {
  network: 'The server cannot be reached. Check the connection and try again.',
  timeout: 'The server did not answer in time. Check the connection and try again.',
  status: (status) => `The server answered ${status}.`,
};

/** A call with no answer after this long fails with the time-out text. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Longer time-outs: the assistant waits for the AI provider (at most 20 s, then the offline answer;
 * the 15 s "taking longer" notice shows meanwhile), an upload for the image to be decoded and
 * encoded twice. Netlify ends a function at 60 s with its own 502, which should arrive first.
 */
export const ROUTE_TIMEOUTS_MS: Readonly<Partial<Record<keyof SiteRoutes | keyof AdminRoutes, number>>> = {
  'POST /api/ai-chat': 45_000,
  'POST /api/estimate': 45_000,
  'POST /api/optimize-image': 65_000,
};

type QueryValue = string | number | boolean | undefined;

/** `path?query`, leaving out the parameters without a value. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** An error answer's field errors as `{ field: message }`, whichever of the two forms it has. */
export function fieldErrorsOf(errors: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (Array.isArray(errors)) {
    for (const issue of errors as { path?: unknown; message?: unknown }[]) {
      if (typeof issue?.message !== 'string') continue;
      const field = typeof issue.path === 'string' && issue.path ? issue.path.split('.')[0] : 'form';
      found[field] ??= issue.message;
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') found[field] = message;
  }
  return found;
}

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The message the error answer itself carried ('' when it had none and the voice's text stands in). */
export function answerMessage(error: ApiError): string {
  const body = error.body as { message?: unknown; error?: unknown } | undefined;
  return error.kind === 'http' && (nonEmpty(body?.message) ?? nonEmpty(body?.error)) ? error.message : '';
}

/** The ApiError of a non-OK answer: its message (or `error`, the optimizer's spec field), else the voice's status text. */
export function errorFromAnswer(status: number, text: string, requestId: string | undefined, texts: ApiTexts): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const answer = (body && typeof body === 'object' ? body : {}) as Partial<ErrorAnswer> & { error?: unknown };
  const message = nonEmpty(answer.message) ?? nonEmpty(answer.error) ?? texts.status(status, text);
  return new ApiError(status, message, { kind: 'http', fieldErrors: fieldErrorsOf(answer.errors), requestId, body });
}

type Settings = {
  /** Extra request headers (the lead forms' Idempotency-Key). */
  headers?: Record<string, string>;
  /** Overrides the route's time-out. */
  timeoutMs?: number;
  /** Cancels the call (an ApiError of kind 'aborted'). */
  signal?: AbortSignal;
  /** The request outlives the page (the inbox's call and e-mail links hand over to another app). */
  keepalive?: boolean;
};

type Fields<R> = (R extends { body: infer B } ? { body: B } : { body?: never }) &
  (R extends { params: infer P } ? { params: P } : { params?: never }) &
  (R extends { query: infer Q } ? { query?: Q } : { query?: never });

export type CallOptions<R> = Fields<R> & Settings;

/** Options are required when the route has a body or path parameters. */
type Args<R> = R extends { body: unknown } | { params: unknown } ? [options: CallOptions<R>] : [options?: CallOptions<R>];

type Answer<R> = R extends { answer: infer A } ? A : never;

interface LooseOptions extends Settings {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
}

function encodeBody(body: unknown): { payload: BodyInit | undefined; contentType?: string } {
  if (body === undefined) return { payload: undefined };
  const values = body && typeof body === 'object' ? Object.values(body) : [];
  if (typeof Blob !== 'undefined' && values.some((value) => value instanceof Blob)) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined) form.set(key, value instanceof Blob ? value : typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
    // The browser writes the multipart content type with its boundary.
    return { payload: form };
  }
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/** A client for one set of routes, speaking with one voice. */
export function createClient<Routes extends { [Key in keyof Routes]: Route }>(texts: ApiTexts) {
  return async function call<Key extends keyof Routes & string>(route: Key, ...[options = {}]: Args<Routes[Key]>): Promise<Answer<Routes[Key]>> {
    const {
      body,
      params = {},
      query,
      headers = {},
      signal,
      keepalive,
      timeoutMs = ROUTE_TIMEOUTS_MS[route as keyof typeof ROUTE_TIMEOUTS_MS] ?? DEFAULT_TIMEOUT_MS,
    } = options as LooseOptions;
    const [method, template] = route.split(' ') as [string, string];
    const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const { payload, contentType } = encodeBody(body);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', cancel, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await fetch(apiUrl(path, query), {
        method,
        headers: { accept: 'application/json', ...(contentType ? { 'content-type': contentType } : {}), ...headers },
        body: payload,
        credentials: 'same-origin',
        signal: controller.signal,
        keepalive,
      });
      text = await response.text();
    } catch {
      if (timedOut) throw new ApiError(0, texts.timeout, { kind: 'timeout' });
      if (signal?.aborted) throw new ApiError(0, 'The request was cancelled.', { kind: 'aborted' });
      throw new ApiError(0, texts.network, { kind: 'network' });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }

    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    if (!response.ok) throw errorFromAnswer(response.status, text, requestId, texts);
    try {
      return JSON.parse(text) as Answer<Routes[Key]>;
    } catch {
      throw new ApiError(response.status, texts.status(response.status, text), { kind: 'unreadable', requestId });
    }
  };
}

/** The visitor's calls: the lead forms, the assistant and the help widget. */
export const siteApi = createClient<SiteRoutes>(VISITOR_TEXTS);

/** The owner's calls: the back office and the image optimizer (behind the admin session). */
export const adminApi = createClient<AdminRoutes>(OWNER_TEXTS);
