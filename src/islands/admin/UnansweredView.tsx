/**
 * The Fallbacks tab's "Unanswered" filter: what visitors asked in the last 30 days that the
 * assistant could not answer, grouped by similarity, each with "Write the answer", which opens the
 * edit dialog on the group's newest question, ready to become a curated entry.
 */
import { useEffect, useState } from 'react';
import { ApiError, adminApi } from '../lib/api.ts';
import type { ConversationLog, UnansweredGroup } from '../lib/api-routes.ts';
import { formatDate } from './dialogs.tsx';
import { GUARD_RULE_LABELS } from './guard-note.tsx';

export function UnansweredView({ version, onWrite, onSessionEnded }: { version: number; onWrite: (log: ConversationLog) => void; onSessionEnded?: (error: unknown) => boolean }) {
  const [groups, setGroups] = useState<UnansweredGroup[] | null>(null);
  const [days, setDays] = useState(30);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    adminApi('GET /api/admin/unanswered')
      .then((result) => {
        if (!live) return;
        setGroups(result.groups);
        setDays(result.days);
      })
      .catch((error) => {
        if (!live) return;
        if (error instanceof ApiError && onSessionEnded?.(error)) return;
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [version, onSessionEnded]);

  if (failed) return <p className="py-6 font-semibold text-red-800">Failed to load the unanswered questions</p>;
  if (!groups) return <p className="py-6 text-slate-700">Loading unanswered questions...</p>;
  if (!groups.length) return <p className="py-6 text-slate-700">No unanswered questions in the last {days} days.</p>;
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">
        Questions of the last {days} days the assistant could not answer, or whose AI reply was replaced, grouped by similarity. Write the answer once and the assistant gives it to
        the next visitor.
      </p>
      <ul className="space-y-3" aria-label="Unanswered questions">
        {groups.map((group) => (
          <li key={group.representative.id} className="rounded-lg border border-slate-200 bg-white p-3" data-unanswered-group>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{group.representative.question}</p>
                <p className="text-sm text-slate-700">
                  <span data-unanswered-count>
                    Asked {group.count} {group.count === 1 ? 'time' : 'times'}
                  </span>
                  {' · '}last {formatDate(group.lastAskedAt)}
                  {group.guardRules.length ? ` · AI reply replaced: ${group.guardRules.map((rule) => GUARD_RULE_LABELS[rule] ?? rule).join('; ')}` : ''}
                </p>
                {group.variants.length > 1 && (
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                    {group.variants.slice(1).map((variant) => (
                      <li key={variant} className="break-words">
                        {variant}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <button
                type="button"
                className="btn-primary min-h-9 px-3 py-1 text-sm"
                onClick={() => onWrite({ ...group.representative, answer: '', includedInFallback: true, editedByAdmin: false, ipAddress: '', userAgent: '' })}
              >
                Write the answer<span className="sr-only"> to “{group.representative.question}”</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
