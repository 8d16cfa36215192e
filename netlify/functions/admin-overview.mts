import type { Config } from '@netlify/functions';
import { handleOverview } from '../../src/server/admin/handlers.ts';

/** GET /api/admin/overview: leads, conversations and estimates per day for 30 days, and the newest unhandled leads. */
export default handleOverview;

export const config: Config = { path: '/api/admin/overview' };
