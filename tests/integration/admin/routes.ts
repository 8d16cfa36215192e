/**
 * Every function behind the admin session (all of /api/admin/*, and the image optimizer's /api
 * routes), with a request that would succeed given a session; and every function that is public on
 * purpose. The auth test checks both lists against netlify/functions, so a new route cannot be
 * left out.
 */
import sharp from 'sharp';
import { rows } from '../../helpers/assistant.ts';

export interface AdminRoute {
  file: string;
  path: string;
  /** The function's config.path when it differs from `path` (a route with a parameter). */
  pattern?: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** A JSON value, a FormData, or a function making one (a fresh upload for each call). */
  body?: unknown;
  /** Login and logout are the only routes open without a session. */
  open?: boolean;
  /** What the route answers with a session: its status (200 unless given) and, where given, its body. */
  expected?: { status: number; body?: unknown };
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { file: 'admin-login.mts', path: '/api/admin/login', method: 'POST', open: true },
  { file: 'admin-logout.mts', path: '/api/admin/logout', method: 'POST', open: true },
  { file: 'admin-session.mts', path: '/api/admin/session', method: 'GET' },
  { file: 'admin-conversation-logs.mts', path: '/api/admin/conversation-logs', method: 'GET' },
  { file: 'admin-calculator-logs.mts', path: '/api/admin/calculator-logs', method: 'GET' },
  { file: 'admin-troubleshooter-logs.mts', path: '/api/admin/troubleshooter-logs', method: 'GET' },
  { file: 'admin-fallback-conversations.mts', path: '/api/admin/fallback-conversations', method: 'GET' },
  { file: 'admin-unanswered.mts', path: '/api/admin/unanswered', method: 'GET' },
  {
    file: 'admin-update-conversation.mts',
    path: '/api/admin/update-conversation',
    method: 'POST',
    body: async () => ({ id: await newConversation(), answer: 'x', includedInFallback: false, category: 'general' }),
  },
  { file: 'admin-leads.mts', path: '/api/admin/leads', method: 'GET' },
  { file: 'admin-update-lead.mts', path: '/api/admin/update-lead', method: 'POST', body: async () => ({ kind: 'contact', id: await newContactRequest(), status: 'contacted' }) },
  { file: 'admin-overview.mts', path: '/api/admin/overview', method: 'GET' },
  { file: 'admin-dead-letters.mts', path: '/api/admin/dead-letters', method: 'GET' },
  { file: 'admin-lead-action.mts', path: '/api/admin/lead-action', method: 'POST', body: async () => ({ kind: 'contact', id: await newContactRequest(), action: 'call' }) },
  { file: 'admin-export.mts', path: '/api/admin/export?kind=conversations', method: 'GET' },
  { file: 'optimize-image.mts', path: '/api/optimize-image', method: 'POST', body: smallUpload },
  { file: 'optimized-images.mts', path: '/api/optimized-images', method: 'GET' },
  // No image of that name: past the session check, the handler itself answers 404.
  {
    file: 'optimized-image-delete.mts',
    path: '/api/optimized-images/unknown-0000000000.webp',
    pattern: '/api/optimized-images/:name',
    method: 'DELETE',
    expected: { status: 404, body: { success: false, message: 'There is no optimized image with that name.' } },
  },
];

/** A conversation log row of its own, so the update finds it whatever other tests left in the database. */
async function newConversation(): Promise<number> {
  const [{ id }] = await rows<{ id: number }>(`INSERT INTO conversation_logs (question, answer) VALUES ('route check', 'draft') RETURNING id`);
  return id;
}

/** A contact request of its own, for the routes that act on a lead. */
async function newContactRequest(): Promise<number> {
  const [{ id }] = await rows<{ id: number }>(
    `INSERT INTO contact_requests (name, phone, email, service, message) VALUES ('Route Check', '(406) 555-0199', 'route@example.com', 'panel', 'route check') RETURNING id`,
  );
  return id;
}

/** A 64 × 48 PNG as the optimizer's multipart form. */
async function smallUpload(): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('image', new File([new Uint8Array(png)], 'route-check.png', { type: 'image/png' }));
  form.set('quality', '80');
  form.set('width', '1920');
  return form;
}

/** Functions anyone may call: the site's forms, the assistant, health, the scheduled housekeeping, the served images. */
export const PUBLIC_FUNCTIONS: string[] = [
  'ai-chat.mts',
  'ask.mts',
  'contact.mts',
  'estimate.mts',
  'health.mts',
  'image.mts',
  'leads-housekeeping.mts',
  'log-troubleshooter.mts',
  'sms-consent.mts',
];
