/**
 * The response clock on the dashboard: the median and 90th percentile time to a first response
 * over 30 days (business hours), the leads still waiting, oldest first, and the call and e-mail
 * links that count as the owner's first response.
 */
import { formatBusinessMinutes } from '../../domain/leads/business-hours.ts';
import type { LeadKind } from '../../domain/leads/kinds.ts';
import type { LeadAction } from '../../domain/leads/response-clock.ts';
import { adminApi } from '../lib/api.ts';
import type { ResponseOverview } from '../lib/api-routes.ts';

/** The office's day (7 AM - 5 PM): a "business day" in the durations shown. */
const OFFICE_DAY = { opens: 7 * 60, closes: 17 * 60 };
export const duration = (minutes: number) => formatBusinessMinutes(minutes, OFFICE_DAY);

/**
 * Tells the server the owner used a lead's call or e-mail link (sets its first response once).
 * keepalive: the request survives the page handing over to the phone or mail app.
 */
export function recordLeadAction(kind: LeadKind, id: number, action: LeadAction, onDone?: () => void) {
  void adminApi('POST /api/admin/lead-action', { body: { kind, id, action }, keepalive: true })
    .then(() => onDone?.())
    .catch(() => undefined);
}

/** "Over target" or "Waiting", with how long, for a lead that has had no response yet. */
export function WaitingBadge({ waitingMinutes, overdue }: { waitingMinutes: number | null; overdue: boolean }) {
  if (waitingMinutes === null) return null;
  return overdue ? (
    <span className="mt-1 block w-fit rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900" data-overdue>
      Over target: waiting {duration(waitingMinutes)}
    </span>
  ) : (
    <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Waiting {duration(waitingMinutes)}</span>
  );
}

export function ResponsePanel({ response, onAction }: { response: ResponseOverview; onAction: () => void }) {
  const figure = (minutes: number | null) => (minutes === null ? 'No answered leads yet' : duration(minutes));
  return (
    <section aria-labelledby="response-title" className="mt-6 grid gap-6 rounded-xl border border-slate-200 bg-white p-5 lg:grid-cols-[1fr_2fr]">
      <div>
        <h2 id="response-title" className="text-lg font-semibold text-slate-900">
          Time to first response
        </h2>
        <p className="text-sm text-slate-700">
          Last {response.periodDays} days, in business hours. Target: {duration(response.targetMinutes)}.
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-slate-100 p-3">
            <dt className="text-sm text-slate-700">Median</dt>
            <dd className="text-xl font-bold text-slate-900" data-figure="median">
              {figure(response.medianMinutes)}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-100 p-3">
            <dt className="text-sm text-slate-700">90th percentile</dt>
            <dd className="text-xl font-bold text-slate-900" data-figure="p90">
              {figure(response.p90Minutes)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-700" data-figure="answered">
          {response.answered} {response.answered === 1 ? 'lead' : 'leads'} answered
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900" id="waiting-title">
          Waiting for a first response ({response.waitingTotal})
        </h3>
        {response.waiting.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nobody is waiting.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm" aria-labelledby="waiting-title">
            {response.waiting.map((lead) => (
              <li
                key={`${lead.kind}-${lead.id}`}
                className={`rounded-lg p-2 text-slate-900 ${lead.overdue ? 'bg-red-50' : 'bg-amber-50'}`}
                data-waiting-lead={`${lead.kind}-${lead.id}`}
              >
                <span className="font-semibold">{lead.name}</span>
                {lead.service ? ` · ${lead.service}` : ''} ·{' '}
                <a
                  href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
                  className="font-semibold text-slate-900 underline"
                  onClick={() => recordLeadAction(lead.kind, lead.id, 'call', onAction)}
                >
                  Call {lead.phone}
                </a>
                <br />
                <WaitingBadge waitingMinutes={lead.waitingMinutes} overdue={lead.overdue} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
