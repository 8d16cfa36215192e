import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { ESTIMATE_HISTORY_MESSAGES, MAX_INPUT_LENGTH } from '../../domain/assistant/limits.ts';
import { formatUsd } from '../../domain/assistant/prices.ts';
import {
  BUILDING_OPTIONS,
  HOME_AGE_OPTIONS,
  INITIAL_FORM,
  PANEL_AGE_OPTIONS,
  SERVICE_OPTIONS,
  WIRING_CHOICES,
  WIZARD_STEPS,
  requestOf,
  showsPanelAge,
  showsQuantity,
  showsRooms,
  showsWiring,
  stepCount,
  wizardResult,
  type EstimateResponse,
  type WizardForm,
  type WizardResult,
} from '../../domain/assistant/wizard.ts';
import { ApiError, siteApi } from '../lib/api.ts';
import type { BusinessInfo } from './conversation.ts';
import { $wizardResult, visibleHistory } from './store.ts';
import { BreakdownList } from './BreakdownList.tsx';

const FIELD = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-slate-900';
const LABEL = 'block text-sm font-semibold text-slate-900';

export function EstimateTab({ business, onClose }: { business: BusinessInfo; onClose: () => void }) {
  const result = useStore($wizardResult);
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<WizardForm>(INITIAL_FORM);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const set = <K extends keyof WizardForm>(key: K, value: WizardForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  if (result) {
    return (
      <ResultCard
        result={result}
        business={business}
        onAgain={() => {
          $wizardResult.set(null);
          setForm(INITIAL_FORM);
          setStep(0);
        }}
        onClose={onClose}
      />
    );
  }

  const generate = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const request = requestOf(form);
      let answer: EstimateResponse;
      try {
        answer = await siteApi('POST /api/estimate', {
          body: { serviceType: request.serviceType, request, conversationHistory: visibleHistory().slice(-ESTIMATE_HISTORY_MESSAGES) },
        });
      } catch (error) {
        if (!(error instanceof ApiError) || !error.answered) {
          console.error('Error generating estimate');
          setFailed(true);
          return;
        }
        // An error answer (the estimate's 503 is a null estimate): the local preliminary estimate.
        answer = error.body ?? {};
      }
      if (!answer.estimate) console.warn('No estimate generated');
      $wizardResult.set(wizardResult(form, answer, business.phone));
    } finally {
      setLoading(false);
    }
  };

  const service = form.serviceType;
  return (
    <form
      className="flex h-[400px] flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        void generate();
      }}
    >
      <ol className="mb-3 flex items-center justify-between gap-2" aria-label="Estimate steps">
        {WIZARD_STEPS.map((label, index) => {
          const state = index < step ? 'complete' : index === step ? 'current' : 'upcoming';
          return (
            <li key={label} className="flex flex-1 flex-col items-center gap-1 text-center" aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
              <span
                className={`grid size-7 place-items-center rounded-full text-xs font-bold ${
                  state === 'complete' ? 'bg-green-700 text-white' : state === 'current' ? 'bg-brand-fill text-on-brand-fill' : 'bg-slate-200 text-slate-700'
                }`}
                aria-hidden="true"
              >
                {state === 'complete' ? '✓' : index + 1}
              </span>
              <span className="text-xs font-medium text-slate-800">
                {label}
                {state === 'complete' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>

      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-0.5">
        {step === 0 && (
          <>
            <SelectField
              label="Service Type *"
              value={form.serviceType}
              onChange={(value) => set('serviceType', value)}
              options={[{ id: '', label: 'Select a service' }, ...SERVICE_OPTIONS]}
            />
            <SelectField
              label="Building Type *"
              value={form.buildingType}
              onChange={(value) => set('buildingType', value as WizardForm['buildingType'])}
              options={BUILDING_OPTIONS}
            />
          </>
        )}
        {step === 1 && (
          <>
            {showsQuantity(service) && <Counter label={quantityLabel(service)} value={form.quantity} onChange={(value) => set('quantity', value)} />}
            {showsRooms(service) && <Counter label="Number of rooms" value={form.roomCount} onChange={(value) => set('roomCount', value)} />}
            <SelectField label="Building age" value={form.homeAge} onChange={(value) => set('homeAge', value)} options={HOME_AGE_OPTIONS} />
            {showsPanelAge(service) && <SelectField label="Electrical panel age" value={form.panelAge} onChange={(value) => set('panelAge', value)} options={PANEL_AGE_OPTIONS} />}
          </>
        )}
        {step === 2 && (
          <>
            {showsWiring(service) && (
              <SelectField label="Existing wiring condition" value={form.existingWiring} onChange={(value) => set('existingWiring', value)} options={WIRING_CHOICES} />
            )}
            <TextField label="Project details" value={form.details} onChange={(value) => set('details', value)} placeholder="Describe what you would like done" />
            <TextField
              label="Known complications"
              value={form.complications}
              onChange={(value) => set('complications', value)}
              placeholder="For example: finished ceilings, long wire runs, old wiring"
            />
            {failed && (
              <p role="alert" className="text-sm text-red-800">
                We couldn't reach our estimator. Please try again, or call us at {business.phone} for a quote.
              </p>
            )}
          </>
        )}
      </div>

      <div className="mt-3 flex gap-2">
        {step > 0 && (
          <button key="back" type="button" onClick={() => setStep(step - 1)} className="btn-outline min-h-10 flex-1 px-3 py-2 text-sm">
            Back
          </button>
        )}
        {step < WIZARD_STEPS.length - 1 ? (
          // Distinct keys: React must not turn this button into the submit button mid-click.
          <button key="continue" type="button" onClick={() => setStep(step + 1)} className="btn-primary min-h-10 flex-1 px-3 py-2 text-sm">
            Continue
          </button>
        ) : (
          <button key="generate" type="submit" disabled={loading} className="btn-primary min-h-10 flex-1 px-3 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60">
            {loading ? 'Calculating ...' : 'Generate Estimate'}
          </button>
        )}
      </div>
      <div className="mt-2 text-center text-xs text-slate-700">
        <p>Fields marked with * are required</p>
        <p>Estimates are preliminary and subject to on-site assessment</p>
      </div>
    </form>
  );
}

function quantityLabel(service: string): string {
  return service === 'outlets' ? 'Number of outlets' : service === 'fan' ? 'Number of fans' : 'Number of fixtures';
}

function SelectField({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: readonly { id: string; label: string }[] }) {
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

function TextField({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder: string }) {
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

function Counter({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
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

function ResultCard({ result, business, onAgain, onClose }: { result: WizardResult; business: BusinessInfo; onAgain: () => void; onClose: () => void }) {
  const date = new Date(result.generatedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <article className="flex max-h-[400px] flex-col gap-3 overflow-y-auto text-sm" aria-labelledby="estimate-result-title" data-testid="estimate-result">
      <h3 id="estimate-result-title" className="text-lg font-bold text-slate-900">
        Your Estimate
      </h3>
      <p className="text-slate-800">
        {result.serviceLabel} · <span className="capitalize">{result.buildingType}</span>
        {result.details && <span className="block text-slate-700">{result.details}</span>}
      </p>
      {result.safety ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 whitespace-pre-line text-slate-900" data-testid="estimate-safety">
          {result.safety}
          <a href={`tel:${business.tel}`} className="btn-accent mt-2 flex min-h-10 w-fit px-4 py-2">
            Call {business.phone} (24/7)
          </a>
        </div>
      ) : (
        <>
          <p className="text-2xl font-bold text-green-900">
            {formatUsd(result.min)} - {formatUsd(result.max)}
          </p>
          <Section title="Cost breakdown">
            <BreakdownList breakdown={result.breakdown} className="grid grid-cols-2 gap-x-3" />
          </Section>
          <Section title="Estimated timeline">
            <p>{result.timeEstimate}</p>
          </Section>
          {result.explanation && (
            <Section title="Notes">
              <p>{result.explanation}</p>
            </Section>
          )}
        </>
      )}
      <div className="rounded-lg bg-slate-50 p-3">
        <p className="text-slate-800">Ready for an exact quote? Call us for a free on-site assessment.</p>
        <a href={`tel:${business.tel}`} className="btn-accent mt-2 inline-flex min-h-10 px-4 py-2">
          Call {business.phone}
        </a>
      </div>
      <div className="flex gap-2">
        <button type="button" onClick={onAgain} className="btn-primary min-h-10 flex-1 px-3 py-2">
          Get Another Estimate
        </button>
        <button type="button" onClick={onClose} className="btn-outline min-h-10 flex-1 px-3 py-2">
          Close
        </button>
      </div>
      <p className="text-xs text-slate-700">Estimate generated on {date}</p>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <div className="mt-1 text-slate-800">{children}</div>
    </section>
  );
}
