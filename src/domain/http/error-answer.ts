/**
 * The one error answer every function sends (built by src/server/http/pipeline.ts) and every
 * island reads (src/islands/lib/api.ts). Types and a header name only: nothing here runs.
 */

/** A field's first message, keyed by field name ('form' for the body as a whole): lead forms, admin, optimizer. */
export type FieldErrors = Record<string, string>;

/** The assistant's validation answer: every issue, with its path ('conversationHistory.0.content'). */
export interface IssueError {
  path: string;
  message: string;
}

export interface ErrorAnswer {
  /** `false` on the admin endpoints (and the optimizer's, an admin route), as the spec answers them; absent elsewhere. */
  success?: false;
  /** What went wrong, in words the page may show. */
  message: string;
  /** Field errors, when the request body was not valid. */
  errors?: FieldErrors | IssueError[];
}

/** The header that carries the request id of every answer (and of its log lines). */
export const REQUEST_ID_HEADER = 'x-request-id';
