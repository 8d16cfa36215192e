/**
 * Scheduled functions are not web endpoints. On Netlify a scheduled function cannot be called by
 * its URL; the platform invokes it on schedule with a POST whose JSON body holds `next_run`. The
 * function answers 404, as Netlify does, to any request that is not such an invocation; called
 * without a request (from code: tests, scripts) it runs.
 */
import { json } from './json.ts';
import { readBody } from './pipeline.ts';

export const NOT_FOUND_MESSAGE = 'Not found.';

/** Whether a request is the platform's scheduled invocation: POST, a small JSON body with a `next_run` date. */
export async function isScheduledInvocation(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return false;
  try {
    const body = await readBody(request, { limit: 1024 });
    return typeof body.next_run === 'string' && !Number.isNaN(Date.parse(body.next_run));
  } catch {
    return false;
  }
}

export function scheduledFunction(run: () => Promise<Response>): (request?: Request) => Promise<Response> {
  return async (request) => {
    if (request && !(await isScheduledInvocation(request))) return json({ message: NOT_FOUND_MESSAGE }, 404);
    return run();
  };
}
