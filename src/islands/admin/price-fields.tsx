/** The edit dialog's optional price range for a curated entry: service, minimum and maximum in whole dollars. */
import { SERVICE_LABELS, SERVICE_TYPES } from '../../domain/assistant/prices.ts';
import { inputClass } from '../leads/fields.tsx';

export interface PriceDraft {
  service: string;
  min: string;
  max: string;
}

export const emptyPrice = (log?: { priceMin?: number | null; priceMax?: number | null; priceService?: string | null } | null): PriceDraft => ({
  service: log?.priceService ?? '',
  min: log?.priceMin == null ? '' : String(log.priceMin),
  max: log?.priceMax == null ? '' : String(log.priceMax),
});

/** The draft as the schema's fields: all null when nothing is entered; numbers as typed (the schema judges them). */
export function priceFields(draft: PriceDraft) {
  const number = (text: string) => {
    const digits = text.replace(/[$,\s]/g, '');
    return digits === '' ? null : /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  };
  if (!draft.service && !draft.min.trim() && !draft.max.trim()) return { priceMin: null, priceMax: null, priceService: null };
  return { priceMin: number(draft.min), priceMax: number(draft.max), priceService: draft.service || null };
}

export function PriceFields({ draft, onChange, error }: { draft: PriceDraft; onChange: (draft: PriceDraft) => void; error?: string }) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-900">Price range (optional)</legend>
      <p id="edit-price-help" className="text-sm text-slate-700">
        The estimate the assistant gives for questions like this one, before the price table.
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        <label className="text-sm text-slate-900">
          Service
          <select
            id="edit-price-service"
            className={inputClass}
            value={draft.service}
            onChange={(event) => onChange({ ...draft, service: event.target.value })}
            aria-describedby="edit-price-help"
          >
            <option value="">No price</option>
            {SERVICE_TYPES.map((id) => (
              <option key={id} value={id}>
                {SERVICE_LABELS[id]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-900">
          Minimum ($)
          <input
            id="edit-price-min"
            inputMode="numeric"
            className={inputClass}
            value={draft.min}
            onChange={(event) => onChange({ ...draft, min: event.target.value })}
            aria-invalid={Boolean(error) || undefined}
          />
        </label>
        <label className="text-sm text-slate-900">
          Maximum ($)
          <input
            id="edit-price-max"
            inputMode="numeric"
            className={inputClass}
            value={draft.max}
            onChange={(event) => onChange({ ...draft, max: event.target.value })}
            aria-invalid={Boolean(error) || undefined}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
