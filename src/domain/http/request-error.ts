/**
 * The one error of a request that went wrong in a way the client should hear about: thrown by the
 * functions (and turned into the documented error answer by src/server/http/pipeline.ts) and by the
 * islands' fetch helpers (from that answer). No server or browser API here, so both can import it.
 */
export class RequestError extends Error {
  /** The HTTP status (0 when the server could not be reached). */
  readonly status: number;
  /** Field errors: `{ field: message }` for the forms, a list of issues for the assistant. */
  readonly details?: unknown;

  constructor(status: number, message: string, details?: unknown) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.details = details;
  }

  /** The field errors as `{ field: message }` (empty when there are none or they are a list). */
  get fieldErrors(): Record<string, string> {
    const details = this.details;
    if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
    return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}
