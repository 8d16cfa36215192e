import type { Config } from '@netlify/functions';
import { handleExport } from '../../src/server/admin/handlers.ts';

/** GET /api/admin/export?kind=&q=: the CSV file of one list (conversations, fallbacks, calculator, troubleshooter, leads, sms-consents). */
export default handleExport;

export const config: Config = { path: '/api/admin/export' };
