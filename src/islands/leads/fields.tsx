/** Label, control, help text and error message laid out the same way in both lead forms. */
import type { ReactNode } from 'react';

export const inputClass =
  'mt-1.5 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-strong aria-[invalid=true]:border-red-700';

export function describedBy(id: string, { help = true, error }: { help?: boolean; error?: string }) {
  return [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export function Field({ id, label, help, error, required, children, className = '' }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** A field people never see; bots that fill in every input give themselves away. */
export function Honeypot({ id, inputRef }: { id: string; inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave empty)</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={inputRef} />
    </div>
  );
}
