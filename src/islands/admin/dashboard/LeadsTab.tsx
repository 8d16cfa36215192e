/** The Leads tab: the refused submissions, the kind and spam filters, and the leads with their status and contact links. */
import { leadServiceLabel } from '../../../domain/admin/labels.ts';
import type { LeadKind, LeadStatus } from '../../../domain/leads/kinds.ts';
import type { LeadAction } from '../../../domain/leads/response-clock.ts';
import type { Lead } from '../../lib/api-routes.ts';
import { DeadLetters } from '../DeadLetters.tsx';
import { formatDate } from '../dialogs.tsx';
import { WaitingBadge } from '../ResponseClock.tsx';
import { ListView } from './ListView.tsx';
import { leadName, type ListState } from './lists.ts';
import { Table } from './tables.tsx';

interface Props {
  state: ListState<Lead>;
  search: string;
  leadKind: LeadKind;
  onLeadKind: (kind: LeadKind) => void;
  showSpam: boolean;
  onShowSpam: (show: boolean) => void;
  onPage: (page: number) => void;
  onStatus: (lead: Lead, status: LeadStatus) => void;
  onContacted: (lead: Lead, action: LeadAction) => void;
}

export function LeadsTab({ state, search, leadKind, onLeadKind, showSpam, onShowSpam, onPage, onStatus, onContacted }: Props) {
  return (
    <>
      <DeadLetters onStored={() => onPage(1)} />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <label htmlFor="lead-kind" className="font-semibold text-slate-900">
          Show
        </label>
        <select
          id="lead-kind"
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
          value={leadKind}
          onChange={(event) => onLeadKind(event.target.value as LeadKind)}
        >
          <option value="contact">Contact requests</option>
          <option value="sms_consent">Text-message consents</option>
        </select>
        <span className="flex items-center gap-2">
          <input id="lead-spam" type="checkbox" className="size-5" checked={showSpam} onChange={(event) => onShowSpam(event.target.checked)} />
          <label htmlFor="lead-spam" className="text-slate-900">
            Flagged as spam
          </label>
        </span>
      </div>
      <ListView id="leads" state={state} search={search} onPage={onPage}>
        {(logs) => (
          <Table head={['Date', 'Name', 'Contact', 'Service', leadKind === 'contact' ? 'Message' : 'Consent', 'Status']}>
            {logs.map((lead) => (
              <LeadRow key={lead.id} lead={lead} leadKind={leadKind} onStatus={onStatus} onContacted={onContacted} />
            ))}
          </Table>
        )}
      </ListView>
    </>
  );
}

function LeadRow({ lead, leadKind, onStatus, onContacted }: { lead: Lead; leadKind: LeadKind; onStatus: Props['onStatus']; onContacted: Props['onContacted'] }) {
  const name = leadName(lead);
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="p-2 whitespace-nowrap">{formatDate(lead.createdAt)}</td>
      <td className="p-2">
        {name}
        {lead.isSpam && <span className="block text-xs text-red-800">Spam: {lead.spamReason ?? 'flagged'}</span>}
        {lead.flaggedReason && <span className="block text-xs text-amber-900">Doubtful: {lead.flaggedReason}</span>}
      </td>
      <td className="p-2">
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-brand-strong underline" onClick={() => onContacted(lead, 'call')}>
          {lead.phone}
        </a>
        {lead.email && (
          <a href={`mailto:${lead.email}`} className="block break-all text-brand-strong underline" onClick={() => onContacted(lead, 'email')}>
            {lead.email}
          </a>
        )}
      </td>
      <td className="p-2">{leadServiceLabel(lead.service ?? lead.serviceType, leadKind)}</td>
      <td className="p-2 break-words">{leadKind === 'contact' ? lead.message : 'Text messages'}</td>
      <td className="p-2">
        <label htmlFor={`lead-status-${lead.id}`} className="sr-only">
          Status of {name}
        </label>
        <select
          id={`lead-status-${lead.id}`}
          className="min-h-9 rounded-lg border border-slate-400 bg-white px-2"
          value={lead.status}
          onChange={(event) => onStatus(lead, event.target.value as LeadStatus)}
        >
          <option value="new">New</option>
          <option value="contacted">Contacted</option>
          <option value="closed">Closed</option>
        </select>
        <WaitingBadge waitingMinutes={lead.waitingMinutes ?? null} overdue={lead.overdue ?? false} />
      </td>
    </tr>
  );
}
