import type { Config } from '@netlify/functions';
import { handleLogList } from '../../src/server/admin/handlers.ts';

/** GET|POST /api/admin/fallback-conversations?page=&pageSize=&q=: the curated entries the assistant answers from. */
export default handleLogList('fallbacks');

export const config: Config = { path: '/api/admin/fallback-conversations' };
