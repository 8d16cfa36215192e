import type { Config } from '@netlify/functions';
import { handleLogList } from '../../src/server/admin/handlers.ts';

/** GET|POST /api/admin/calculator-logs?page=&pageSize=&q=: the estimates given. */
export default handleLogList('calculator');

export const config: Config = { path: '/api/admin/calculator-logs' };
