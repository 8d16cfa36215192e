import type { Config } from '@netlify/functions';
import { handleUpdateConversation } from '../../src/server/admin/handlers.ts';

/** POST /api/admin/update-conversation {id, answer, includedInFallback, category}: the owner's edit of an answer. */
export default handleUpdateConversation;

export const config: Config = { path: '/api/admin/update-conversation' };
