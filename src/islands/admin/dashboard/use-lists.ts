/**
 * The dashboard's list data: each tab's page loaded from the server (first pages again whenever
 * the search changes, the leads again when their filters change), and the owner's changes to a lead.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadKind, LeadStatus } from '../../../domain/leads/kinds.ts';
import type { LeadAction } from '../../../domain/leads/response-clock.ts';
import { adminApi } from '../../lib/api.ts';
import type { Lead } from '../../lib/api-routes.ts';
import { toast } from '../../toast/store.ts';
import { recordLeadAction } from '../ResponseClock.tsx';
import { LIST_ROUTES, LOAD_ERRORS, OPENED_AT_START, PAGE_SIZE, emptyLists, type ListState, type Lists, type TabId } from './lists.ts';

interface Options {
  search: string;
  leadKind: LeadKind;
  showSpam: boolean;
  /** True (after leaving the screen) when a call answered 401. */
  sessionEnded: (error: unknown) => boolean;
  /** A lead was answered or changed status: the overview's figures change. */
  onLeadChanged: () => void;
}

/** A lead no longer waits once its status is changed from new, or the owner called or wrote. */
const answered = (lead: Lead): Lead => ({ ...lead, waitingMinutes: null, overdue: false });

export function useLists({ search, leadKind, showSpam, sessionEnded, onLeadChanged }: Options) {
  const [lists, setLists] = useState<Lists>(emptyLists);
  const opened = useRef(new Set<TabId>(OPENED_AT_START));

  const patch = useCallback((id: TabId, change: (state: ListState<unknown>) => ListState<unknown>) => setLists((current) => ({ ...current, [id]: change(current[id]) })), []);
  const patchLeads = (change: (lead: Lead) => Lead) => setLists((current) => ({ ...current, leads: { ...current.leads, logs: current.leads.logs.map(change) } }));

  /** A page of a tab's list; `quiet`: no toast when it fails (spec: calculator and troubleshooter loads at login). */
  const load = useCallback(
    async (id: TabId, page: number, quiet = false) => {
      patch(id, (state) => ({ ...state, loading: true }));
      try {
        const result =
          id === 'leads'
            ? await adminApi('GET /api/admin/leads', { query: { kind: leadKind, spam: showSpam || undefined, q: search, page, pageSize: PAGE_SIZE } })
            : await adminApi(LIST_ROUTES[id], { query: { q: search, page, pageSize: PAGE_SIZE } });
        patch(id, () => ({ logs: result.logs, total: result.total, totalCapped: result.totalCapped, page: result.page, loaded: true, loading: false }));
      } catch (error) {
        patch(id, (state) => ({ ...state, loading: false, loaded: true }));
        if (sessionEnded(error) || quiet) return;
        toast({ title: 'Error', description: LOAD_ERRORS[id] ?? (error instanceof Error ? error.message : 'Loading failed'), variant: 'destructive' });
      }
    },
    [search, leadKind, showSpam, sessionEnded, patch],
  );

  // First page of every opened tab whenever the search changes (their counts show in the tabs).
  useEffect(() => {
    for (const id of opened.current) void load(id, 1, id === 'calculator' || id === 'troubleshooter');
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new search reloads the opened tabs; load changes with the filters too, whose own effect follows

  // The leads filters (the search effect above already loaded the first page at mount).
  const filtersChanged = useRef(false);
  useEffect(() => {
    if (!filtersChanged.current) {
      filtersChanged.current = true;
      return;
    }
    void load('leads', 1);
  }, [leadKind, showSpam]); // eslint-disable-line react-hooks/exhaustive-deps -- only the leads filters reload the leads tab; a new search is the effect above's

  /** A tab opened for the first time loads its first page. */
  function open(id: TabId) {
    if (opened.current.has(id)) return;
    opened.current.add(id);
    void load(id, 1);
  }

  async function changeLeadStatus(lead: Lead, status: LeadStatus) {
    try {
      await adminApi('POST /api/admin/update-lead', { body: { kind: leadKind, id: lead.id, status } });
      toast({ title: 'Success', description: `Lead marked ${status}` });
      patchLeads((row) => (row.id === lead.id ? (status === 'new' ? { ...row, status } : answered({ ...row, status })) : row));
      onLeadChanged();
    } catch (error) {
      if (!sessionEnded(error)) toast({ title: 'Error', description: 'Failed to update the lead', variant: 'destructive' });
    }
  }

  /** The call or e-mail link was used: the lead is answered (the server records it once). */
  function markContacted(lead: Lead, action: LeadAction) {
    recordLeadAction(leadKind, lead.id, action, onLeadChanged);
    patchLeads((row) => (row.id === lead.id ? answered(row) : row));
  }

  return { lists, load, open, isOpened: (id: TabId) => opened.current.has(id), changeLeadStatus, markContacted };
}
