/** The dashboard's lists: the tabs, their routes, their texts, and the state of each list. */
import type { LeadKind } from '../../../domain/leads/kinds.ts';
import type { CalculatorLog, ConversationLog, Lead, ListRoute, TroubleshooterLog } from '../../lib/api-routes.ts';

export type TabId = 'conversations' | 'calculator' | 'troubleshooter' | 'fallbacks' | 'leads';

export const TABS: [TabId, string][] = [
  ['conversations', 'Conversations'],
  ['calculator', 'Calculator'],
  ['troubleshooter', 'Troubleshooter'],
  ['fallbacks', 'Fallbacks'],
  ['leads', 'Leads'],
];

export const PAGE_SIZE = 25;

export const LIST_ROUTES: Record<Exclude<TabId, 'leads'>, ListRoute> = {
  conversations: 'GET /api/admin/conversation-logs',
  calculator: 'GET /api/admin/calculator-logs',
  troubleshooter: 'GET /api/admin/troubleshooter-logs',
  fallbacks: 'GET /api/admin/fallback-conversations',
};

/** What an empty list says: [without a search, with one]. */
export const EMPTY: Record<TabId, [string, string]> = {
  conversations: ['No conversation logs available', 'No matching conversations found'],
  calculator: ['No calculator usage logs available', 'No matching calculator logs found'],
  troubleshooter: ['No troubleshooter usage logs available', 'No matching troubleshooter logs found'],
  fallbacks: ['No fallback entries yet', 'No matching fallback entries found'],
  leads: ['No leads yet', 'No matching leads found'],
};

/** The spec's toasts for a list that failed to load (the others say what the server said). */
export const LOAD_ERRORS: Partial<Record<TabId, string>> = {
  fallbacks: 'Failed to load fallback entries',
  troubleshooter: 'Failed to load troubleshooter logs',
};

/** The tabs loaded at once (their counts show in the tabs); the fallbacks load when first opened. */
export const OPENED_AT_START: TabId[] = ['conversations', 'calculator', 'troubleshooter', 'leads'];

export interface ListState<T> {
  logs: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  loaded: boolean;
  loading: boolean;
}

export interface Lists {
  conversations: ListState<ConversationLog>;
  calculator: ListState<CalculatorLog>;
  troubleshooter: ListState<TroubleshooterLog>;
  fallbacks: ListState<ConversationLog>;
  leads: ListState<Lead>;
}

const emptyList = <T>(): ListState<T> => ({ logs: [], total: 0, page: 1, loaded: false, loading: false });

export const emptyLists = (): Lists => ({
  conversations: emptyList(),
  calculator: emptyList(),
  troubleshooter: emptyList(),
  fallbacks: emptyList(),
  leads: emptyList(),
});

/** " (1,234)" or " (10,000+)" once the list has loaded. */
export const countLabel = (state: ListState<unknown>) => (state.loaded ? ` (${state.total.toLocaleString('en-US')}${state.totalCapped ? '+' : ''})` : '');

/** The lead named in the address (the owner alert's inbox link: /admin?tab=leads&kind=contact&q=42), if any. */
export function linkedLead(): { kind: LeadKind; q: string } | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  if (params.get('tab') !== 'leads') return null;
  const kind = params.get('kind') === 'sms_consent' ? 'sms_consent' : 'contact';
  return { kind, q: (params.get('q') ?? '').slice(0, 100) };
}

/** A lead's name: a contact request's, or a consent's first and last. */
export const leadName = (lead: Lead) => lead.name ?? `${lead.firstName ?? ''} ${lead.lastName ?? ''}`.trim();
