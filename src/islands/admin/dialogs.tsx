/** The calculator-details dialog and the edit-conversation dialog (Radix Dialog). */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CATEGORIES } from '../../domain/assistant/categories.ts';
import { formatMoney } from '../../domain/admin/csv.ts';
import { UPDATE_FAILED_MESSAGE, UPDATE_SUCCESS_MESSAGE, updateConversationSchema } from '../../domain/admin/schemas.ts';
import { countiesSentence } from '../../domain/business.ts';
import { estimatorServiceLabel, readableAnswer } from '../../domain/admin/labels.ts';
import { formatLocalDateTime } from '../../domain/local-time.ts';
import { inputClass } from '../leads/fields.tsx';
import { toast } from '../toast/store.ts';
import { ApiError, adminApi } from '../lib/api.ts';
import type { CalculatorLog, ConversationLog } from '../lib/api-routes.ts';
import { GuardNote } from './guard-note.tsx';
import { PriceFields, emptyPrice, priceFields, type PriceDraft } from './price-fields.tsx';
import { CURATED_PRICE_MESSAGES } from '../../domain/admin/curated-price-schema.ts';

const PRICE_ERRORS: Record<string, true> = Object.fromEntries(Object.values(CURATED_PRICE_MESSAGES).map((message) => [message, true]));

/** A stored time in the business's time zone, e.g. "Nov 23, 2026, 9:15 AM MST". */
export const formatDate = (value: string) => formatLocalDateTime(value);

function Shell({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
          {children}
          <Dialog.Close className="absolute right-3 top-3 rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const text = (value: unknown) => (value === undefined || value === null || value === '' ? 'Not given' : typeof value === 'string' ? value : JSON.stringify(value));

export function CalculatorDialog({ log, onClose }: { log: CalculatorLog | null; onClose: () => void }) {
  const rows: [string, ReactNode][] = log
    ? [
        ['Service type', estimatorServiceLabel(log.serviceType)],
        ['Date', formatDate(log.createdAt)],
        ['Estimate range', `${formatMoney(log.estimateMin)} - ${formatMoney(log.estimateMax)}`],
        ['Labor', formatMoney(log.breakdownLabor) || 'Not given'],
        ['Materials', formatMoney(log.breakdownMaterials) || 'Not given'],
        ['Permits', formatMoney(log.breakdownPermits) || 'Not given'],
        ['Other', formatMoney(log.breakdownOther) || 'Not given'],
        ['Query', text(log.parameters?.query)],
        ['Details', text(log.parameters?.details)],
        ['IP address', log.ipAddress],
        ['User agent', log.userAgent],
      ]
    : [];
  return (
    <Shell open={log !== null} onOpenChange={(open) => !open && onClose()} title="Calculator Details" description={log ? `Estimate #${log.id}` : ''}>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="m-0 break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </Shell>
  );
}

export function EditConversationDialog({ log, onClose, onSaved }: { log: ConversationLog | null; onClose: () => void; onSaved: (log: ConversationLog) => void }) {
  const [answer, setAnswer] = useState('');
  const [category, setCategory] = useState('general');
  const [included, setIncluded] = useState(false);
  const [price, setPrice] = useState<PriceDraft>(emptyPrice());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (log) {
      // An estimate stored as the estimator's JSON is offered as the text it stands for.
      setAnswer(readableAnswer(log.answer));
      setCategory(log.category);
      setIncluded(log.includedInFallback);
      setPrice(emptyPrice(log));
      setError(undefined);
    }
  }, [log]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!log) return;
    const parsed = updateConversationSchema.safeParse({ id: log.id, answer, category, includedInFallback: included, ...priceFields(price) });
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const result = await adminApi('POST /api/admin/update-conversation', { body: parsed.data });
      toast({ title: 'Success', description: UPDATE_SUCCESS_MESSAGE });
      onSaved(result.log);
    } catch (failure) {
      toast({ title: 'Error', description: failure instanceof ApiError && failure.status === 400 ? failure.message : UPDATE_FAILED_MESSAGE, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Shell
      open={log !== null}
      onOpenChange={(open) => !open && !saving && onClose()}
      title="Edit Conversation"
      description="Correct the assistant's answer, file it under a category, and choose whether the assistant answers from it."
    >
      {log && (
        <form onSubmit={save} noValidate className="mt-4 space-y-4">
          <div>
            <p className="font-semibold text-slate-900">Question</p>
            <p className="mt-1 rounded-lg bg-slate-100 p-3 text-slate-800">{log.question}</p>
            <GuardNote rule={log.guardRule} />
          </div>
          <div>
            <label htmlFor="edit-answer" className="font-semibold text-slate-900">
              Answer
            </label>
            <textarea
              id="edit-answer"
              rows={6}
              className={inputClass}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              aria-invalid={error === 'Answer is required' || undefined}
              aria-describedby="edit-answer-help"
            />
            <p id="edit-answer-help" className="mt-1 text-sm text-slate-700">
              Answers should mention the correct service areas: {countiesSentence()}.
            </p>
          </div>
          <div>
            <label htmlFor="edit-category" className="font-semibold text-slate-900">
              Category
            </label>
            <select id="edit-category" className={inputClass} value={category} onChange={(event) => setCategory(event.target.value)}>
              {CATEGORIES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-2">
            <input id="edit-fallback" type="checkbox" className="size-5" checked={included} onChange={(event) => setIncluded(event.target.checked)} />
            <label htmlFor="edit-fallback" className="text-slate-900">
              Include in fallback (the assistant answers matching questions with this answer)
            </label>
          </div>
          <PriceFields draft={price} onChange={setPrice} error={error && error in PRICE_ERRORS ? error : undefined} />
          {error && !(error in PRICE_ERRORS) && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose} disabled={saving}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
        </form>
      )}
    </Shell>
  );
}
