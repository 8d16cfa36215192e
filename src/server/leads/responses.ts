/** How the lead endpoints answer: the same shapes for both forms. */
import { json } from '../http/json.ts';
import { tooManyRequests } from '../rate-limit.ts';
import type { IntakeResult } from './intake.ts';
import { tooManyLeadsMessage } from './limits.ts';

export const INVALID_MESSAGE = 'Please correct the highlighted fields and try again.';
export const INVALID_KEY_MESSAGE = 'The Idempotency-Key header must be 8 to 128 letters, digits, dots, colons, dashes or underscores.';

/**
 * 201 with the stored record; 200 with the same record when the same client sent the same fields
 * with the key before; 409 when the key belongs to another request; 429 over the per-client limit;
 * 422 when the database refused what the lead holds; 503 when it is unavailable.
 */
export function intakeResponse<Row>(result: IntakeResult<Row>, present: (row: Row) => unknown): Response {
  if (result.outcome === 'stored') return json(present(result.row), result.created ? 201 : 200, result.created ? {} : { 'idempotent-replayed': 'true' });
  if (result.outcome === 'limited') return tooManyRequests(result.retryAfterSeconds, tooManyLeadsMessage, { errors: {} });
  if (result.outcome === 'conflict') return json({ message: result.message, errors: {} }, 409);
  if (result.outcome === 'refused') return json({ message: result.message, errors: {} }, 422);
  return json({ message: result.message, queued: result.outcome === 'queued' }, 503, { 'retry-after': '30' });
}
