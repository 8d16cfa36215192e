import type { Config } from '@netlify/functions';
import { adminEndpoint } from '../../src/server/admin/endpoint.ts';
import { json } from '../../src/server/http/json.ts';
import { UNANSWERED_DAYS, unansweredGroups } from '../../src/server/admin/unanswered.ts';

/** GET /api/admin/unanswered: the questions nobody answered in the last 30 days, grouped by similarity. */
export default (request: Request) =>
  adminEndpoint(request, ['GET'], async () => {
    const groups = await unansweredGroups();
    return json({ success: true, message: 'Unanswered questions retrieved', days: UNANSWERED_DAYS, groups });
  });

export const config: Config = { path: '/api/admin/unanswered' };
