/**
 * What every guarded admin function does around its work: method check, `requireAdmin`, 4xx for
 * bad input (RequestError), and a 503 rather than a crash when the database fails.
 */
import { json, methodNotAllowed } from '../http/json.ts';
import { RequestError } from '../http/request.ts';
import { requireAdmin } from './auth.ts';
import type { AdminSession } from './session.ts';

export const ADMIN_UNAVAILABLE_MESSAGE = 'The back office cannot reach its database right now. Please try again shortly.';

export async function adminEndpoint(
  request: Request,
  methods: string[],
  run: (session: AdminSession) => Promise<Response>,
  failureMessage = ADMIN_UNAVAILABLE_MESSAGE,
): Promise<Response> {
  if (!methods.includes(request.method)) return methodNotAllowed(methods);
  try {
    const guard = await requireAdmin(request);
    if (!guard.ok) return guard.response;
    return await run(guard.session);
  } catch (error) {
    if (error instanceof RequestError) return json({ success: false, message: error.message, ...(error.details ? { errors: error.details } : {}) }, error.status);
    console.error('admin: request failed', error);
    return json({ success: false, message: failureMessage }, 503, { 'retry-after': '10' });
  }
}
