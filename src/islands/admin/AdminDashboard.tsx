/**
 * The back office (spec: assistant-and-admin, sections 2, 4, 8, 9): a login card, then the
 * dashboard: search, CSV export, logout, an overview of the last 30 days, and tabs with counts
 * for conversations, calculator, troubleshooter, fallbacks (loaded when first opened) and leads.
 * Lists are paged and searched on the server.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { CATEGORIES } from '../../domain/assistant/categories.ts';
import { formatMoney } from '../../domain/admin/csv.ts';
import { toast } from '../toast/store.ts';
import { estimatorServiceLabel, leadServiceLabel, readableAnswer } from '../../domain/admin/labels.ts';
import { adminFetch, listUrl, type PageResult } from './api.ts';
import { CalculatorDialog, EditConversationDialog, formatDate, type CalculatorLog, type ConversationLog } from './dialogs.tsx';
import { GuardNote } from './guard-note.tsx';
import { UnansweredView } from './UnansweredView.tsx';
import { AdminGate, AdminHeader, useAdminSession } from './session.tsx';
import { DeployAlerts } from './DeployAlerts.tsx';
import { OverviewChart, type Day } from './OverviewChart.tsx';
import { DeadLetters } from './DeadLetters.tsx';
import { ResponsePanel, WaitingBadge, recordLeadAction, type ResponseOverview } from './ResponseClock.tsx';

type TabId = 'conversations' | 'calculator' | 'troubleshooter' | 'fallbacks' | 'leads';
type LeadKind = 'contact' | 'sms_consent';

interface TroubleshooterLog {
  id: number;
  issueType: string;
  startNodeId: string;
  endNodeId: string;
  pathTaken: string[];
  severity: string | null;
  recommendation: string | null;
  completedPath: boolean;
  createdAt: string;
}
interface Lead {
  id: number;
  name?: string;
  firstName?: string;
  lastName?: string;
  phone: string;
  email: string | null;
  service?: string;
  serviceType?: string | null;
  message?: string;
  status: 'new' | 'contacted' | 'closed';
  isSpam: boolean;
  spamReason: string | null;
  flaggedReason?: string | null;
  createdAt: string;
  waitingMinutes: number | null;
  overdue: boolean;
}
interface NewLead {
  kind: LeadKind;
  id: number;
  name: string;
  phone: string;
  service: string | null;
  createdAt: string;
}

const PAGE_SIZE = 25;
const ENDPOINTS: Record<Exclude<TabId, 'leads'>, string> = {
  conversations: '/api/admin/conversation-logs',
  calculator: '/api/admin/calculator-logs',
  troubleshooter: '/api/admin/troubleshooter-logs',
  fallbacks: '/api/admin/fallback-conversations',
};
const EMPTY: Record<TabId, [string, string]> = {
  conversations: ['No conversation logs available', 'No matching conversations found'],
  calculator: ['No calculator usage logs available', 'No matching calculator logs found'],
  troubleshooter: ['No troubleshooter usage logs available', 'No matching troubleshooter logs found'],
  fallbacks: ['No fallback entries yet', 'No matching fallback entries found'],
  leads: ['No leads yet', 'No matching leads found'],
};
const LOAD_ERRORS: Partial<Record<TabId, string>> = {
  fallbacks: 'Failed to load fallback entries',
  troubleshooter: 'Failed to load troubleshooter logs',
};
const categoryLabel = (id: string) => CATEGORIES.find((category) => category.id === id)?.label ?? id;

interface ListState<T> {
  logs: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  loaded: boolean;
  loading: boolean;
}
const emptyList = <T,>(): ListState<T> => ({ logs: [], total: 0, page: 1, loaded: false, loading: false });

export default function AdminDashboard() {
  return <AdminGate title="Admin Dashboard">{(onLoggedOut) => <Dashboard onLoggedOut={onLoggedOut} />}</AdminGate>;
}

/** The lead named in the address (the owner alert's inbox link), if any. */
function linkedLead(): { kind: LeadKind; q: string } | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  if (params.get('tab') !== 'leads') return null;
  const kind = params.get('kind') === 'sms_consent' ? 'sms_consent' : 'contact';
  return { kind, q: (params.get('q') ?? '').slice(0, 100) };
}

function Dashboard({ onLoggedOut }: { onLoggedOut: () => void }) {
  // A link from the owner's alert opens the lead: /admin?tab=leads&kind=contact&q=42.
  const [linked] = useState(linkedLead);
  const [tab, setTab] = useState<TabId>(linked ? 'leads' : 'conversations');
  const [searchInput, setSearchInput] = useState(linked?.q ?? '');
  const [search, setSearch] = useState(linked?.q ?? '');
  const [leadKind, setLeadKind] = useState<LeadKind>(linked?.kind ?? 'contact');
  const [showSpam, setShowSpam] = useState(false);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one record holds the five tabs' lists, each of its own row type, read by the tab that knows it
  const [lists, setLists] = useState<Record<TabId, ListState<any>>>({
    conversations: emptyList(),
    calculator: emptyList(),
    troubleshooter: emptyList(),
    fallbacks: emptyList(),
    leads: emptyList(),
  });
  const [overview, setOverview] = useState<{ days: Day[]; newLeads: NewLead[]; response: ResponseOverview } | null>(null);
  const [editing, setEditing] = useState<ConversationLog | null>(null);
  // The Fallbacks tab shows the curated entries, or (its filter) the questions nobody answered.
  const [fallbackView, setFallbackView] = useState<'curated' | 'unanswered'>('curated');
  const [savedEdits, setSavedEdits] = useState(0);
  const [details, setDetails] = useState<CalculatorLog | null>(null);
  const opened = useRef(new Set<TabId>(['conversations', 'calculator', 'troubleshooter', 'leads']));

  const { sessionEnded, logout } = useAdminSession(onLoggedOut);

  const load = useCallback(
    async (id: TabId, page: number, quiet = false) => {
      setLists((current) => ({ ...current, [id]: { ...current[id], loading: true } }));
      const url =
        id === 'leads'
          ? listUrl('/api/admin/leads', { kind: leadKind, spam: showSpam || undefined, q: search, page, pageSize: PAGE_SIZE })
          : listUrl(ENDPOINTS[id], { q: search, page, pageSize: PAGE_SIZE });
      try {
        const result = await adminFetch<PageResult<unknown>>(url);
        setLists((current) => ({ ...current, [id]: { logs: result.logs, total: result.total, totalCapped: result.totalCapped, page: result.page, loaded: true, loading: false } }));
      } catch (error) {
        setLists((current) => ({ ...current, [id]: { ...current[id], loading: false, loaded: true } }));
        if (sessionEnded(error)) return;
        // Spec: calculator and troubleshooter loads failing at login are ignored silently.
        if (!quiet && LOAD_ERRORS[id]) toast({ title: 'Error', description: LOAD_ERRORS[id], variant: 'destructive' });
        else if (!quiet) toast({ title: 'Error', description: error instanceof Error ? error.message : 'Loading failed', variant: 'destructive' });
      }
    },
    [search, leadKind, showSpam, sessionEnded],
  );

  // First page of every opened tab whenever the search changes (their counts show in the tabs).
  useEffect(() => {
    for (const id of opened.current) void load(id, 1, id === 'calculator' || id === 'troubleshooter');
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new search reloads every opened tab; a new leads filter reloads the leads alone (below)

  // The leads filters (the search effect above already loaded the first page at mount).
  const filtersChanged = useRef(false);
  useEffect(() => {
    if (!filtersChanged.current) {
      filtersChanged.current = true;
      return;
    }
    void load('leads', 1);
  }, [leadKind, showSpam]); // eslint-disable-line react-hooks/exhaustive-deps -- only a change of the leads filters, not of the search (above)

  const loadOverview = useCallback(() => {
    adminFetch<{ days: Day[]; newLeads: NewLead[]; response: ResponseOverview }>('/api/admin/overview')
      .then(setOverview)
      .catch((error) => sessionEnded(error));
  }, [sessionEnded]);
  useEffect(loadOverview, [loadOverview]);

  // Search on the server, a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  function openTab(id: string) {
    const next = id as TabId;
    setTab(next);
    if (!opened.current.has(next)) {
      opened.current.add(next);
      void load(next, 1);
    }
  }

  function exportCsv() {
    const kind = tab === 'leads' ? (leadKind === 'contact' ? 'leads' : 'sms-consents') : tab;
    const link = document.createElement('a');
    link.href = listUrl('/api/admin/export', { kind, q: search });
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
  }

  async function changeStatus(lead: Lead, status: Lead['status']) {
    try {
      await adminFetch('/api/admin/update-lead', { method: 'POST', body: { kind: leadKind, id: lead.id, status } });
      toast({ title: 'Success', description: `Lead marked ${status}` });
      setLists((current) => ({ ...current, leads: { ...current.leads, logs: current.leads.logs.map((row: Lead) => (row.id === lead.id ? { ...row, status, ...(status === 'new' ? {} : { waitingMinutes: null, overdue: false }) } : row)) } }));
      loadOverview();
    } catch (error) {
      if (!sessionEnded(error)) toast({ title: 'Error', description: 'Failed to update the lead', variant: 'destructive' });
    }
  }

  /** The call or e-mail link was used: the lead is answered (the server records it once). */
  function contacted(lead: Lead, action: 'call' | 'email') {
    recordLeadAction(leadKind, lead.id, action, loadOverview);
    setLists((current) => ({ ...current, leads: { ...current.leads, logs: current.leads.logs.map((row: Lead) => (row.id === lead.id ? { ...row, waitingMinutes: null, overdue: false } : row)) } }));
  }

  const count = (id: TabId) => (lists[id].loaded ? ` (${lists[id].total.toLocaleString('en-US')}${lists[id].totalCapped ? '+' : ''})` : '');
  const tabs: [TabId, string][] = [
    ['conversations', 'Conversations'],
    ['calculator', 'Calculator'],
    ['troubleshooter', 'Troubleshooter'],
    ['fallbacks', 'Fallbacks'],
    ['leads', 'Leads'],
  ];

  return (
    <div className="container-page py-8">
      <AdminHeader title="Admin Dashboard" link={{ href: '/admin/image-optimizer', label: 'Image Optimizer' }} onLogout={logout}>
        <label htmlFor="admin-search" className="sr-only">
          Search logs
        </label>
        <input
          id="admin-search"
          type="search"
          placeholder="Search logs..."
          className="min-h-11 w-64 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <button type="button" className="btn-outline" onClick={exportCsv}>
          Export to CSV
        </button>
      </AdminHeader>
      <DeployAlerts />

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

      {overview?.response && <ResponsePanel response={overview.response} onAction={loadOverview} />}

      <Tabs.Root value={tab} onValueChange={openTab} className="mt-6">
        <Tabs.List aria-label="Logs" className="flex flex-wrap gap-1 border-b border-slate-300">
          {tabs.map(([id, label]) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="rounded-t-lg px-4 py-2 font-semibold text-slate-700 data-[state=active]:border-b-2 data-[state=active]:border-slate-900 data-[state=active]:text-slate-900"
            >
              {label}
              {count(id)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="conversations" className="pt-4">
          <ListView id="conversations" state={lists.conversations} search={search} onPage={(page) => load('conversations', page)}>
            {(logs: ConversationLog[]) => <ConversationTable logs={logs} onEdit={setEditing} />}
          </ListView>
        </Tabs.Content>
        <Tabs.Content value="calculator" className="pt-4">
          <ListView id="calculator" state={lists.calculator} search={search} onPage={(page) => load('calculator', page)}>
            {(logs: CalculatorLog[]) => (
              <Table head={['Date', 'Service Type', 'Estimate', 'Details']}>
                {logs.map((log) => (
                  <tr key={log.id} className="border-t border-slate-200 align-top">
                    <td className="p-2 whitespace-nowrap">{formatDate(log.createdAt)}</td>
                    <td className="p-2">{estimatorServiceLabel(log.serviceType)}</td>
                    <td className="p-2 whitespace-nowrap">
                      {formatMoney(log.estimateMin)} - {formatMoney(log.estimateMax)}
                    </td>
                    <td className="p-2">
                      <button type="button" className="btn-outline min-h-9 px-3 py-1 text-sm" onClick={() => setDetails(log)}>
                        View details<span className="sr-only"> of estimate {log.id}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </ListView>
        </Tabs.Content>
        <Tabs.Content value="troubleshooter" className="pt-4">
          <ListView id="troubleshooter" state={lists.troubleshooter} search={search} onPage={(page) => load('troubleshooter', page)}>
            {(logs: TroubleshooterLog[]) => (
              <Table head={['Date', 'Issue Type', 'Path', 'Severity', 'Completed']}>
                {logs.map((log) => (
                  <tr key={log.id} className="border-t border-slate-200 align-top">
                    <td className="p-2 whitespace-nowrap">{formatDate(log.createdAt)}</td>
                    <td className="p-2">{log.issueType}</td>
                    <td className="p-2 break-words">{log.pathTaken.join(' → ')}</td>
                    <td className="p-2">{log.severity ?? 'Not given'}</td>
                    <td className="p-2">{log.completedPath ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </Table>
            )}
          </ListView>
        </Tabs.Content>
        <Tabs.Content value="fallbacks" className="pt-4">
          <div role="group" aria-label="Show" className="mb-4 flex gap-2">
            {(['curated', 'unanswered'] as const).map((view) => (
              <button key={view} type="button" aria-pressed={fallbackView === view} className={fallbackView === view ? 'btn-primary min-h-9 px-3 py-1 text-sm' : 'btn-outline min-h-9 px-3 py-1 text-sm'} onClick={() => setFallbackView(view)}>
                {view === 'curated' ? 'Curated entries' : 'Unanswered'}
              </button>
            ))}
          </div>
          {fallbackView === 'unanswered' ? (
            <UnansweredView version={savedEdits} onWrite={setEditing} onSessionEnded={sessionEnded} />
          ) : !lists.fallbacks.loaded ? (
            <p className="text-slate-700">Loading fallback entries...</p>
          ) : (
            <ListView id="fallbacks" state={lists.fallbacks} search={search} onPage={(page) => load('fallbacks', page)}>
              {(logs: ConversationLog[]) => <ConversationTable logs={logs} onEdit={setEditing} />}
            </ListView>
          )}
        </Tabs.Content>
        <Tabs.Content value="leads" className="pt-4">
          <DeadLetters onStored={() => load('leads', 1)} />
          <div className="mb-4 flex flex-wrap items-center gap-4">
            <label htmlFor="lead-kind" className="font-semibold text-slate-900">
              Show
            </label>
            <select id="lead-kind" className="min-h-11 rounded-lg border border-slate-400 bg-white px-3" value={leadKind} onChange={(event) => setLeadKind(event.target.value as LeadKind)}>
              <option value="contact">Contact requests</option>
              <option value="sms_consent">Text-message consents</option>
            </select>
            <span className="flex items-center gap-2">
              <input id="lead-spam" type="checkbox" className="size-5" checked={showSpam} onChange={(event) => setShowSpam(event.target.checked)} />
              <label htmlFor="lead-spam" className="text-slate-900">
                Flagged as spam
              </label>
            </span>
          </div>
          <ListView id="leads" state={lists.leads} search={search} onPage={(page) => load('leads', page)}>
            {(logs: Lead[]) => (
              <Table head={['Date', 'Name', 'Contact', 'Service', leadKind === 'contact' ? 'Message' : 'Consent', 'Status']}>
                {logs.map((lead) => {
                  const name = lead.name ?? `${lead.firstName ?? ''} ${lead.lastName ?? ''}`.trim();
                  return (
                    <tr key={lead.id} className="border-t border-slate-200 align-top">
                      <td className="p-2 whitespace-nowrap">{formatDate(lead.createdAt)}</td>
                      <td className="p-2">
                        {name}
                        {lead.isSpam && <span className="block text-xs text-red-800">Spam: {lead.spamReason ?? 'flagged'}</span>}
                        {lead.flaggedReason && <span className="block text-xs text-amber-900">Doubtful: {lead.flaggedReason}</span>}
                      </td>
                      <td className="p-2">
                        <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-brand-strong underline" onClick={() => contacted(lead, 'call')}>
                          {lead.phone}
                        </a>
                        {lead.email && (
                          <a href={`mailto:${lead.email}`} className="block break-all text-brand-strong underline" onClick={() => contacted(lead, 'email')}>
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
                          onChange={(event) => changeStatus(lead, event.target.value as Lead['status'])}
                        >
                          <option value="new">New</option>
                          <option value="contacted">Contacted</option>
                          <option value="closed">Closed</option>
                        </select>
                        <WaitingBadge waitingMinutes={lead.waitingMinutes ?? null} overdue={lead.overdue ?? false} />
                      </td>
                    </tr>
                  );
                })}
              </Table>
            )}
          </ListView>
        </Tabs.Content>
      </Tabs.Root>

      <EditConversationDialog
        log={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setSavedEdits((count) => count + 1);
          void load('conversations', lists.conversations.page);
          if (opened.current.has('fallbacks')) void load('fallbacks', 1);
        }}
      />
      <CalculatorDialog log={details} onClose={() => setDetails(null)} />
    </div>
  );
}

function Table({ head, children }: { head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm text-slate-900">
        <thead className="bg-slate-100">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="p-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

function ConversationTable({ logs, onEdit }: { logs: ConversationLog[]; onEdit: (log: ConversationLog) => void }) {
  return (
    <Table head={['Date', 'Question', 'Answer', 'Category', 'Fallback', 'Actions']}>
      {logs.map((log) => (
        <tr key={log.id} className="border-t border-slate-200 align-top">
          <td className="p-2 whitespace-nowrap">{formatDate(log.createdAt)}</td>
          <td className="p-2 break-words">{log.question}</td>
          <td className="p-2 break-words">{shorten(readableAnswer(log.answer), 240)}<GuardNote rule={log.guardRule} /></td>
          <td className="p-2">{categoryLabel(log.category)}</td>
          <td className="p-2">{log.includedInFallback ? 'Yes' : 'No'}</td>
          <td className="p-2">
            <button type="button" className="btn-outline min-h-9 px-3 py-1 text-sm" onClick={() => onEdit(log)}>
              Edit<span className="sr-only"> conversation {log.id}</span>
            </button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function ListView<T>({ id, state, search, onPage, children }: { id: TabId; state: ListState<T>; search: string; onPage: (page: number) => void; children: (logs: T[]) => React.ReactNode }) {
  const pages = Math.max(1, Math.ceil(state.total / PAGE_SIZE));
  // Past the counted rows (totalCapped), there is a next page while pages come back full.
  const hasNext = state.totalCapped ? state.logs.length === PAGE_SIZE : state.page < pages;
  if (state.loaded && state.logs.length === 0) return <p className="py-6 text-slate-700">{EMPTY[id][search ? 1 : 0]}</p>;
  if (!state.loaded) return <p className="py-6 text-slate-700">Loading...</p>;
  return (
    <div aria-busy={state.loading}>
      {children(state.logs)}
      <nav aria-label={`${id} pages`} className="mt-3 flex items-center justify-end gap-3 text-sm">
        <button type="button" className="btn-outline min-h-9 px-3 py-1" disabled={state.page <= 1 || state.loading} onClick={() => onPage(state.page - 1)}>
          Previous
        </button>
        <span className="text-slate-800">
          Page {state.page} of {pages.toLocaleString('en-US')}{state.totalCapped ? '+' : ''}
        </span>
        <button type="button" className="btn-outline min-h-9 px-3 py-1" disabled={!hasNext || state.loading} onClick={() => onPage(state.page + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
}
