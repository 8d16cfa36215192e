/**
 * The leads inbox's banner of submissions the database refused while replaying the queue (dead
 * letters): each with who sent it, when, the error, and a Retry button. Hidden when there are none.
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../toast/store.ts';
import { adminApi } from '../lib/api.ts';
import type { DeadLetter } from '../lib/api-routes.ts';
import { formatDate } from './dialogs.tsx';

export function DeadLetters({ onStored }: { onStored: () => void }) {
  const [entries, setEntries] = useState<DeadLetter[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const result = await adminApi('GET /api/admin/dead-letters');
      setEntries(result.deadLetters);
    } catch (error) {
      toast({ title: 'Failed to load refused submissions', description: (error as Error).message, variant: 'destructive' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function retry(entry: DeadLetter) {
    setBusy(entry.key);
    try {
      const result = await adminApi('POST /api/admin/dead-letters', { body: { key: entry.key } });
      toast({ title: result.message });
      onStored();
    } catch (error) {
      toast({ title: 'Retry failed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(null);
      await load();
    }
  }

  if (!entries.length) return null;
  return (
    <section aria-labelledby="dead-letters-title" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-slate-900">
      <h3 id="dead-letters-title" className="font-semibold text-red-900">
        {entries.length} submission{entries.length > 1 ? 's' : ''} could not be stored
      </h3>
      <p className="text-sm">The database refused these while they were being moved from the waiting queue. Retry once the cause is fixed, or contact the visitor.</p>
      <ul className="mt-2 space-y-2">
        {entries.map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              <strong>{entry.kind === 'contact' ? 'Contact request' : 'Text-message consent'}</strong> from {entry.name}, {entry.phone}
              {entry.email ? `, ${entry.email}` : ''} (sent {formatDate(entry.receivedAt)}): <span className="text-red-900">{entry.error}</span>
            </span>
            <button
              type="button"
              className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 font-semibold disabled:opacity-60"
              disabled={busy === entry.key}
              onClick={() => void retry(entry)}
            >
              {busy === entry.key ? 'Retrying...' : 'Retry'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
