import type { Config } from '@netlify/functions';
import { handleLogin } from '../../src/server/admin/handlers.ts';

/** POST /api/admin/login: checks the owner's credentials and sets the session cookie. */
export default handleLogin;

export const config: Config = { path: '/api/admin/login' };
