/** The estimate wizard's fields: a labelled select, a labelled text box, and a counter with − and + buttons. */
import { useId } from 'react';
import { MAX_INPUT_LENGTH } from '../../domain/assistant/limits.ts';
import { stepCount } from '../../domain/assistant/wizard.ts';

const FIELD = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-slate-900';
const LABEL = 'block text-sm font-semibold text-slate-900';

export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: string; label: string }[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={FIELD}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextField({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MAX_INPUT_LENGTH}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD} resize-none`}
      />
    </div>
  );
}

export function Counter({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div>
      <span id={id} className={LABEL}>
        {label}
      </span>
      <div className="mt-1 flex items-center gap-2" role="group" aria-labelledby={id}>
        <button
          type="button"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={value <= 1}
          onClick={() => onChange(stepCount(value, -1))}
          className="btn-outline size-9 p-0 text-lg disabled:cursor-not-allowed disabled:opacity-60"
        >
          −
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-base font-semibold">
          {value}
        </output>
        <button type="button" aria-label={`Increase ${label.toLowerCase()}`} onClick={() => onChange(stepCount(value, 1))} className="btn-outline size-9 p-0 text-lg">
          +
        </button>
      </div>
    </div>
  );
}
