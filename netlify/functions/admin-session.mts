import type { Config } from '@netlify/functions';
import { handleSession } from '../../src/server/admin/handlers.ts';

/** GET /api/admin/session: who is logged in, and until when (401 without a session). */
export default handleSession;

export const config: Config = { path: '/api/admin/session' };
