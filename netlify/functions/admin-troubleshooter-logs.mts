import type { Config } from '@netlify/functions';
import { handleLogList } from '../../src/server/admin/handlers.ts';

/** GET|POST /api/admin/troubleshooter-logs?page=&pageSize=&q=: the troubleshooter walks. */
export default handleLogList('troubleshooter');

export const config: Config = { path: '/api/admin/troubleshooter-logs' };
