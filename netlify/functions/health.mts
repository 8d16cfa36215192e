import type { Config } from '@netlify/functions';
import { pingDatabase } from '../../src/server/db/client.ts';
import { json, methodNotAllowed } from '../../src/server/http/json.ts';
import { mailHealth } from '../../src/server/mail/health-check.ts';

/** GET /api/health: is the site up, can it reach its database, and do lead e-mails reach the owner? */
export default async (request: Request, context?: unknown): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET']);
  try {
    await pingDatabase();
    return json(mailHealth({ status: 'ok', database: 'ok' }, context));
  } catch (error) {
    console.error('health: database unreachable', error);
    return json(
      { status: 'degraded', database: 'unreachable', message: 'The database cannot be reached right now. Please try again shortly.' },
      503,
      { 'retry-after': '30' },
    );
  }
};

export const config: Config = { path: '/api/health' };
