import type { Config } from '@netlify/functions';
import { scheduledFunction } from '../../src/server/http/scheduled.ts';
import { runLeadHousekeeping } from '../../src/server/leads/intake.ts';

/**
 * Every minute: move submissions queued while the database was down into it, and retry the
 * e-mails that have not gone out. Not callable by URL (404), as on Netlify.
 */
export default scheduledFunction(async (): Promise<Response> => {
  try {
    await runLeadHousekeeping();
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('leads-housekeeping: the database or the queue is unavailable:', error);
    return new Response(null, { status: 503 });
  }
});

export const config: Config = { schedule: '* * * * *' };
