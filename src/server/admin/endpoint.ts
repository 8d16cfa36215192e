/**
 * What every guarded admin function does around its work: method check, `requireAdmin`, 4xx for
 * bad input (RequestError), and a 503 rather than a crash when the database fails.
 */
import { json, methodNotAllowed } from '../http/json.ts';
import { RequestError } from '../http/request.ts';
import { requireAdmin } from './auth.ts';
import type { AdminSession } from './session.ts';

export const ADMIN_UNAVAILABLE_MESSAGE = 'The back office cannot reach its database right now. Please try again shortly.';

/** Method check, 4xx for bad input, 503 on failure: for the two routes open without a session (login and logout). */
export async function openAdminEndpoint(request: Request, methods: string[], run: () => Promise<Response>, failureMessage = ADMIN_UNAVAILABLE_MESSAGE): Promise<Response> {
  if (!methods.includes(request.method)) return methodNotAllowed(methods);
  try {
    return await run();
  } catch (error) {
    if (error instanceof RequestError) return json({ success: false, message: error.message, ...(error.details ? { errors: error.details } : {}) }, error.status);
    console.error('admin: request failed', error);
    return json({ success: false, message: failureMessage }, 503, { 'retry-after': '10' });
  }
}

/** The same, behind `requireAdmin`: every other admin route. */
export function adminEndpoint(
  request: Request,
  methods: string[],
  run: (session: AdminSession) => Promise<Response>,
  failureMessage = ADMIN_UNAVAILABLE_MESSAGE,
): Promise<Response> {
  return openAdminEndpoint(
    request,
    methods,
    async () => {
      const guard = await requireAdmin(request);
      return guard.ok ? run(guard.session) : guard.response;
    },
    failureMessage,
  );
}
