import type { Config } from '@netlify/functions';
import { handleUpdateLead } from '../../src/server/admin/handlers.ts';

/** POST /api/admin/update-lead {kind, id, status}: marks a lead new, contacted or closed. */
export default handleUpdateLead;

export const config: Config = { path: '/api/admin/update-lead' };
