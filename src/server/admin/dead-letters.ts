/**
 * GET /api/admin/dead-letters: the queued submissions the database refused, for the leads inbox.
 * POST /api/admin/dead-letters {"key": "..."}: retries one (after the cause is fixed).
 */
import '../../domain/zod-without-eval.ts';
import { z } from 'zod';
import { getDb } from '../db/client.ts';
import { json } from '../http/json.ts';
import { RequestError, readJson } from '../http/request.ts';
import { deliverNotifications } from '../leads/notifications.ts';
import { listDeadLetters, retryDeadLetter, type DeadLetter } from '../leads/queue.ts';
import { adminEndpoint } from './endpoint.ts';

const retrySchema = z.object({ key: z.string({ error: 'Key is required' }).min(1, 'Key is required').max(400, 'Key is required') });

/** What the inbox shows of a dead letter: who, what, when, and why it was refused. */
function present(entry: DeadLetter) {
  const { lead } = entry;
  return {
    key: entry.key,
    kind: lead.kind,
    name: lead.kind === 'contact' ? lead.data.name : `${lead.data.firstName} ${lead.data.lastName}`,
    phone: lead.data.phone,
    email: lead.data.email || null,
    receivedAt: lead.meta.receivedAt,
    failedAt: entry.failedAt,
    error: entry.error.code ? `${entry.error.message} (${entry.error.code})` : entry.error.message,
  };
}

export const handleDeadLetters = (request: Request) =>
  adminEndpoint(request, ['GET', 'POST'], async () => {
    if (request.method === 'GET') {
      const entries = await listDeadLetters();
      return json({ success: true, message: 'Dead letters retrieved', deadLetters: entries.map(present) });
    }
    const parsed = retrySchema.safeParse(await readJson(request));
    if (!parsed.success) throw new RequestError(400, parsed.error.issues[0]?.message ?? 'Key is required');
    const db = getDb();
    const result = await retryDeadLetter(db, parsed.data.key);
    if (result.outcome === 'not-found') return json({ success: false, message: 'This submission is no longer waiting.' }, 404);
    if (result.outcome === 'refused') return json({ success: false, message: `The database refused it again: ${result.message}` }, 422);
    await deliverNotifications(db, result.notificationIds);
    return json({ success: true, message: result.outcome === 'stored' ? 'Submission stored in the inbox' : 'This submission was already in the inbox' });
  });
