/** The dashboard's overview: the last 30 days' chart and the newest unhandled leads. */
import { leadServiceLabel } from '../../../domain/admin/labels.ts';
import type { Overview } from '../../lib/api-routes.ts';
import { formatDate } from '../dialogs.tsx';
import { OverviewChart } from '../OverviewChart.tsx';

export function OverviewSection({ overview }: { overview: Overview | null }) {
  return (
    <section aria-labelledby="overview-title" className="mt-6 grid gap-6 rounded-xl border border-slate-200 bg-white p-5 lg:grid-cols-[2fr_1fr]">
      <h2 id="overview-title" className="sr-only">
        Overview
      </h2>
      <div>{overview ? <OverviewChart days={overview.days} /> : <p className="text-slate-700">Loading the overview...</p>}</div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Newest unhandled leads</h3>
        {overview && overview.newLeads.length === 0 && <p className="mt-2 text-sm text-slate-700">No new leads. Everything is handled.</p>}
        <ul className="mt-2 space-y-2 text-sm">
          {overview?.newLeads.map((lead) => (
            <li key={`${lead.kind}-${lead.id}`} className="rounded-lg bg-amber-50 p-2 text-slate-900">
              <span className="font-semibold">{lead.name}</span> · {lead.phone}
              <br />
              <span className="text-slate-700">
                {lead.kind === 'contact' ? 'Contact request' : 'Text-message consent'}
                {lead.service ? ` · ${leadServiceLabel(lead.service, lead.kind)}` : ''} · {formatDate(lead.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
