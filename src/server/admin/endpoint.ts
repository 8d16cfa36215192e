/**
 * What every guarded admin function does around its work: method check, `requireAdmin`, 4xx for
 * bad input (RequestError), and a 503 rather than a crash when the database fails.
 */
import { json } from '../http/json.ts';
import { endpoint } from '../http/pipeline.ts';
import { requireAdmin } from './auth.ts';
import type { AdminSession } from './session.ts';

export const ADMIN_UNAVAILABLE_MESSAGE = 'The back office cannot reach its database right now. Please try again shortly.';

/** Method check, 4xx for bad input, 503 on failure: for the two routes open without a session (login and logout). */
export async function openAdminEndpoint(
  request: Request,
  methods: string[],
  run: () => Promise<Response>,
  failureMessage = ADMIN_UNAVAILABLE_MESSAGE,
  context?: unknown,
): Promise<Response> {
  return endpoint(
    {
      name: `admin: ${new URL(request.url).pathname}`,
      methods,
      successFlag: true,
      failure: () => json({ success: false, message: failureMessage }, 503, { 'retry-after': '10' }),
    },
    run,
  )(request, context);
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
