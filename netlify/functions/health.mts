import type { Config } from '@netlify/functions';
import { pingDatabase } from '../../src/server/db/client.ts';
import { json } from '../../src/server/http/json.ts';
import { endpoint } from '../../src/server/http/pipeline.ts';
import { countDeadLetters } from '../../src/server/leads/queue.ts';
import { mailHealth } from '../../src/server/mail/health-check.ts';

/** Queued submissions the database refused (the owner retries them from the leads inbox); null when Blobs cannot say. */
const deadLetters = () => countDeadLetters().catch(() => null);

/** GET /api/health: is the site up, can it reach its database, and do lead e-mails reach the owner? */
export default endpoint({ name: 'health', methods: ['GET'] }, async ({ context }) => {
  try {
    await pingDatabase();
    return json(mailHealth({ status: 'ok', database: 'ok', deadLetters: await deadLetters() }, context));
  } catch (error) {
    console.error('health: database unreachable', error);
    return json(
      { status: 'degraded', database: 'unreachable', deadLetters: await deadLetters(), message: 'The database cannot be reached right now. Please try again shortly.' },
      503,
      { 'retry-after': '30' },
    );
  }
});

export const config: Config = { path: '/api/health' };
