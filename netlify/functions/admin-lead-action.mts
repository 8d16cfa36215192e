import type { Config } from '@netlify/functions';
import { handleLeadAction } from '../../src/server/admin/handlers.ts';

/** POST /api/admin/lead-action {kind, id, action}: the inbox's call or e-mail link was used (the response clock). */
export default handleLeadAction;

export const config: Config = { path: '/api/admin/lead-action' };
