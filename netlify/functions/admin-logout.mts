import type { Config } from '@netlify/functions';
import { handleLogout } from '../../src/server/admin/handlers.ts';

/** POST /api/admin/logout: ends the session and clears its cookie. */
export default handleLogout;

export const config: Config = { path: '/api/admin/logout' };
