/** The estimate wizard's result: the range, its breakdown and timeline, or the safety notice instead of a price. */
import type { ReactNode } from 'react';
import { formatUsd } from '../../domain/assistant/prices.ts';
import type { WizardResult } from '../../domain/assistant/wizard.ts';
import { BreakdownList } from './BreakdownList.tsx';
import type { BusinessInfo } from './conversation.ts';

export function ResultCard({ result, business, onAgain, onClose }: { result: WizardResult; business: BusinessInfo; onAgain: () => void; onClose: () => void }) {
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
