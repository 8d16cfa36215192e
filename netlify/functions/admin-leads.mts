import type { Config } from '@netlify/functions';
import { handleLeads } from '../../src/server/admin/handlers.ts';

/** GET /api/admin/leads?kind=contact|sms_consent&spam=&status=&page=&pageSize=&q=: the leads inbox. */
export default handleLeads;

export const config: Config = { path: '/api/admin/leads' };
