/**
 * The error a function throws to answer a request with an error: src/server/http/pipeline.ts turns
 * it into the documented error answer (ErrorAnswer, src/domain/http/error-answer.ts), with its
 * status. The islands read that answer into their own error, ApiError (src/islands/lib/api.ts): a
 * failed call, which also covers no answer and a time-out. Both take (status, message, details)
 * (docs/decisions/0031-api-client.md).
 */
export class RequestError extends Error {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The answer's `errors`: `{ field: message }` for the forms and the admin, a list of issues for the assistant. */
  readonly details?: unknown;

  constructor(status: number, message: string, details?: unknown) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.details = details;
  }
}
