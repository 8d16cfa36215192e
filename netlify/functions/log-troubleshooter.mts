import type { Config } from '@netlify/functions';
import { troubleshooterLogPayload } from '../../src/domain/assistant/payloads.ts';
import { json } from '../../src/server/http/json.ts';
import { assistantEndpoint } from '../../src/server/assistant/endpoint.ts';
import { logTroubleshooter } from '../../src/server/assistant/logs.ts';

/** POST /api/log-troubleshooter: records one walk through the troubleshooter. */
export default (request: Request, context?: unknown) =>
  assistantEndpoint(request, context, {
    schema: troubleshooterLogPayload,
    rateLimitScope: 'troubleshooter-log',
    async run(payload, client) {
      const id = await logTroubleshooter(payload, client);
      return json({ success: true, id, message: 'Troubleshooter session logged' }, 201);
    },
  });

export const config: Config = { path: '/api/log-troubleshooter' };
