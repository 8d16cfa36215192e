import type { Config } from '@netlify/functions';
import { handleDeadLetters } from '../../src/server/admin/dead-letters.ts';

/** GET /api/admin/dead-letters: queued submissions the database refused; POST {key}: retry one. */
export default handleDeadLetters;

export const config: Config = { path: '/api/admin/dead-letters' };
