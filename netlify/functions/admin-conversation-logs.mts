import type { Config } from '@netlify/functions';
import { handleLogList } from '../../src/server/admin/handlers.ts';

/** GET|POST /api/admin/conversation-logs?page=&pageSize=&q=: the conversation logs, newest first. */
export default handleLogList('conversations');

export const config: Config = { path: '/api/admin/conversation-logs' };
