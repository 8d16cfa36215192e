/**
 * The back office (spec: assistant-and-admin, sections 2, 4, 8, 9): a login card, then the
 * dashboard: search, CSV export, logout, an overview of the last 30 days, and tabs with counts
 * for conversations, calculator, troubleshooter, fallbacks (loaded when first opened) and leads.
 * Lists are paged and searched on the server. The data lives in dashboard/use-*.ts; the views
 * in dashboard/*.tsx.
 */
import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { LeadKind } from '../../domain/leads/kinds.ts';
import { apiUrl } from '../lib/api.ts';
import type { CalculatorLog, ConversationLog } from '../lib/api-routes.ts';
import { CalculatorDialog, EditConversationDialog } from './dialogs.tsx';
import { UnansweredView } from './UnansweredView.tsx';
import { AdminGate, AdminHeader, useAdminSession } from './session.tsx';
import { DeployAlerts } from './DeployAlerts.tsx';
import { ResponsePanel } from './ResponseClock.tsx';
import { LeadsTab } from './dashboard/LeadsTab.tsx';
import { ListView } from './dashboard/ListView.tsx';
import { OverviewSection } from './dashboard/OverviewSection.tsx';
import { CalculatorTable, ConversationTable, TroubleshooterTable } from './dashboard/tables.tsx';
import { TABS, countLabel, linkedLead, type TabId } from './dashboard/lists.ts';
import { useLists } from './dashboard/use-lists.ts';
import { useOverview } from './dashboard/use-overview.ts';
import { useSearch } from './dashboard/use-search.ts';

export default function AdminDashboard() {
  return <AdminGate title="Admin Dashboard">{(onLoggedOut) => <Dashboard onLoggedOut={onLoggedOut} />}</AdminGate>;
}

function Dashboard({ onLoggedOut }: { onLoggedOut: () => void }) {
  // A link from the owner's alert opens the lead: /admin?tab=leads&kind=contact&q=42.
  const [linked] = useState(linkedLead);
  const [tab, setTab] = useState<TabId>(linked ? 'leads' : 'conversations');
  const { input: searchInput, setInput: setSearchInput, search } = useSearch(linked?.q ?? '');
  const [leadKind, setLeadKind] = useState<LeadKind>(linked?.kind ?? 'contact');
  const [showSpam, setShowSpam] = useState(false);
  const [editing, setEditing] = useState<ConversationLog | null>(null);
  // The Fallbacks tab shows the curated entries, or (its filter) the questions nobody answered.
  const [fallbackView, setFallbackView] = useState<'curated' | 'unanswered'>('curated');
  const [savedEdits, setSavedEdits] = useState(0);
  const [details, setDetails] = useState<CalculatorLog | null>(null);

  const { sessionEnded, logout } = useAdminSession(onLoggedOut);
  const { overview, reload: loadOverview } = useOverview(sessionEnded);
  const { lists, load, open, isOpened, changeLeadStatus, markContacted } = useLists({ search, leadKind, showSpam, sessionEnded, onLeadChanged: loadOverview });

  function openTab(id: string) {
    setTab(id as TabId);
    open(id as TabId);
  }

  function exportCsv() {
    const kind = tab === 'leads' ? (leadKind === 'contact' ? 'leads' : 'sms-consents') : tab;
    const link = document.createElement('a');
    link.href = apiUrl('/api/admin/export', { kind, q: search });
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
  }

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

      <OverviewSection overview={overview} />

      {overview?.response && <ResponsePanel response={overview.response} onAction={loadOverview} />}

      <Tabs.Root value={tab} onValueChange={openTab} className="mt-6">
        <Tabs.List aria-label="Logs" className="flex flex-wrap gap-1 border-b border-slate-300">
          {TABS.map(([id, label]) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="rounded-t-lg px-4 py-2 font-semibold text-slate-700 data-[state=active]:border-b-2 data-[state=active]:border-slate-900 data-[state=active]:text-slate-900"
            >
              {label}
              {countLabel(lists[id])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="conversations" className="pt-4">
          <ListView id="conversations" state={lists.conversations} search={search} onPage={(page) => load('conversations', page)}>
            {(logs) => <ConversationTable logs={logs} onEdit={setEditing} />}
          </ListView>
        </Tabs.Content>
        <Tabs.Content value="calculator" className="pt-4">
          <ListView id="calculator" state={lists.calculator} search={search} onPage={(page) => load('calculator', page)}>
            {(logs) => <CalculatorTable logs={logs} onDetails={setDetails} />}
          </ListView>
        </Tabs.Content>
        <Tabs.Content value="troubleshooter" className="pt-4">
          <ListView id="troubleshooter" state={lists.troubleshooter} search={search} onPage={(page) => load('troubleshooter', page)}>
            {(logs) => <TroubleshooterTable logs={logs} />}
          </ListView>
        </Tabs.Content>
        <Tabs.Content value="fallbacks" className="pt-4">
          <div role="group" aria-label="Show" className="mb-4 flex gap-2">
            {(['curated', 'unanswered'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={fallbackView === view}
                className={fallbackView === view ? 'btn-primary min-h-9 px-3 py-1 text-sm' : 'btn-outline min-h-9 px-3 py-1 text-sm'}
                onClick={() => setFallbackView(view)}
              >
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
              {(logs) => <ConversationTable logs={logs} onEdit={setEditing} />}
            </ListView>
          )}
        </Tabs.Content>
        <Tabs.Content value="leads" className="pt-4">
          <LeadsTab
            state={lists.leads}
            search={search}
            leadKind={leadKind}
            onLeadKind={setLeadKind}
            showSpam={showSpam}
            onShowSpam={setShowSpam}
            onPage={(page) => load('leads', page)}
            onStatus={changeLeadStatus}
            onContacted={markContacted}
          />
        </Tabs.Content>
      </Tabs.Root>

      <EditConversationDialog
        log={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setSavedEdits((count) => count + 1);
          void load('conversations', lists.conversations.page);
          if (isOpened('fallbacks')) void load('fallbacks', 1);
        }}
      />
      <CalculatorDialog log={details} onClose={() => setDetails(null)} />
    </div>
  );
}
