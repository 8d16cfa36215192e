/**
 * Every /api/admin/* function, with a request that would succeed given a session. The auth test
 * checks this list against netlify/functions, so a new admin route cannot be left out.
 */
export interface AdminRoute {
  file: string;
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** Login and logout are the only routes open without a session. */
  open?: boolean;
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { file: 'admin-login.mts', path: '/api/admin/login', method: 'POST', open: true },
  { file: 'admin-logout.mts', path: '/api/admin/logout', method: 'POST', open: true },
  { file: 'admin-session.mts', path: '/api/admin/session', method: 'GET' },
  { file: 'admin-conversation-logs.mts', path: '/api/admin/conversation-logs', method: 'GET' },
  { file: 'admin-calculator-logs.mts', path: '/api/admin/calculator-logs', method: 'GET' },
  { file: 'admin-troubleshooter-logs.mts', path: '/api/admin/troubleshooter-logs', method: 'GET' },
  { file: 'admin-fallback-conversations.mts', path: '/api/admin/fallback-conversations', method: 'GET' },
  { file: 'admin-update-conversation.mts', path: '/api/admin/update-conversation', method: 'POST', body: { id: 1, answer: 'x', includedInFallback: false, category: 'general' } },
  { file: 'admin-leads.mts', path: '/api/admin/leads', method: 'GET' },
  { file: 'admin-update-lead.mts', path: '/api/admin/update-lead', method: 'POST', body: { kind: 'contact', id: 1, status: 'contacted' } },
  { file: 'admin-overview.mts', path: '/api/admin/overview', method: 'GET' },
  { file: 'admin-export.mts', path: '/api/admin/export?kind=conversations', method: 'GET' },
];
