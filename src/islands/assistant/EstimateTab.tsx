import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ESTIMATE_HISTORY_MESSAGES } from '../../domain/assistant/limits.ts';
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
  wizardResult,
  type EstimateResponse,
  type WizardForm,
} from '../../domain/assistant/wizard.ts';
import { ApiError, siteApi } from '../lib/api.ts';
import type { BusinessInfo } from './conversation.ts';
import { $wizardResult, visibleHistory } from './store.ts';
import { Counter, SelectField, TextField } from './EstimateFields.tsx';
import { ResultCard } from './EstimateResult.tsx';

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
