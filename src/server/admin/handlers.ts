/** The work behind each admin function, so the functions stay one line of wiring each. */
import { json } from '../http/json.ts';
import { RequestError, clientOf, readJson } from '../http/request.ts';
import { parseListQuery } from './paging.ts';
import { isExportKind } from '../../domain/admin/csv.ts';
import { LEAD_KINDS, LEAD_STATUSES, UPDATE_SUCCESS_MESSAGE, firstIssue, loginSchema, updateConversationSchema, updateLeadSchema } from '../../domain/admin/schemas.ts';
import { adminEndpoint, openAdminEndpoint } from './endpoint.ts';
import { login, logout } from './auth.ts';
import { csvResponse } from './export.ts';
import { deployAlerts } from './alerts.ts';
import { dailyCounts, listLeads, listLogs, newestUnhandledLeads, updateConversation, updateLeadStatus, type LogKind } from './repository.ts';
import { recordFirstResponse, responseOverview, responseTargetMinutes, withWaiting } from './response-clock.ts';
import { leadActionSchema } from '../../domain/admin/lead-action.ts';

async function validBody<T>(request: Request, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } }): Promise<T> {
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) throw new RequestError(400, firstIssue(parsed.error));
  return parsed.data;
}

export const handleLogin = (request: Request, context?: unknown) =>
  openAdminEndpoint(request, ['POST'], async () => login(request, await validBody(request, loginSchema), clientOf(request, context)), undefined, context);

export const handleLogout = (request: Request) => openAdminEndpoint(request, ['POST'], () => logout(request));

export const handleSession = (request: Request, context?: unknown) =>
  adminEndpoint(request, ['GET'], (session) =>
    Promise.resolve(json({ success: true, username: session.username, expiresAt: session.expiresAt.toISOString(), alerts: deployAlerts(context) })),
  );

const LIST_MESSAGES: Record<LogKind, string> = {
  conversations: 'Conversation logs retrieved',
  fallbacks: 'Fallback entries retrieved',
  calculator: 'Calculator logs retrieved',
  troubleshooter: 'Troubleshooter logs retrieved',
};

/** GET (or POST, as the spec's calls) with ?page=&pageSize=&q= in the query string. */
export const handleLogList = (kind: LogKind) => (request: Request) =>
  adminEndpoint(request, ['GET', 'POST'], async () => {
    const result = await listLogs(kind, parseListQuery(new URL(request.url).searchParams));
    return json({ success: true, message: LIST_MESSAGES[kind], ...result });
  });

export const handleUpdateConversation = (request: Request) =>
  adminEndpoint(request, ['POST'], async () => {
    const input = await validBody(request, updateConversationSchema);
    const log = await updateConversation(input);
    if (!log) return json({ success: false, message: 'Conversation log not found' }, 404);
    return json({ success: true, message: UPDATE_SUCCESS_MESSAGE, log });
  });

export const handleLeads = (request: Request) =>
  adminEndpoint(request, ['GET', 'POST'], async () => {
    const params = new URL(request.url).searchParams;
    const kind = params.get('kind') ?? 'contact';
    if (!LEAD_KINDS.includes(kind as never)) throw new RequestError(400, 'Kind must be contact or sms_consent');
    const status = params.get('status') || undefined;
    if (status && !LEAD_STATUSES.includes(status as never)) throw new RequestError(400, 'Status must be new, contacted or closed');
    const spam = params.get('spam') === 'true' || params.get('spam') === '1';
    const result = await listLeads({ ...parseListQuery(params), kind: kind as (typeof LEAD_KINDS)[number], spam, status: status as never });
    return json({ success: true, message: 'Leads retrieved', kind, spam, ...result, logs: withWaiting(result.logs), responseTargetMinutes: responseTargetMinutes() });
  });

export const handleUpdateLead = (request: Request) =>
  adminEndpoint(request, ['POST'], async () => {
    const input = await validBody(request, updateLeadSchema);
    const lead = await updateLeadStatus(input);
    if (!lead) return json({ success: false, message: 'Lead not found' }, 404);
    // Marking a lead contacted or closed is the owner acting on it (the response clock, once).
    const response = input.status === 'new' ? null : await recordFirstResponse(input.kind, input.id, 'status');
    return json({
      success: true,
      message: 'Lead status updated',
      lead: response ? { ...lead, firstResponseAt: response.firstResponseAt, firstResponseVia: response.firstResponseVia } : lead,
    });
  });

export const handleOverview = (request: Request) =>
  adminEndpoint(request, ['GET'], async () => {
    const [days, newLeads, response] = await Promise.all([dailyCounts(30), newestUnhandledLeads(5), responseOverview()]);
    return json({ success: true, days, newLeads, response });
  });

export const handleExport = (request: Request) =>
  adminEndpoint(request, ['GET'], async () => {
    const params = new URL(request.url).searchParams;
    const kind = params.get('kind');
    if (!isExportKind(kind)) throw new RequestError(400, 'Kind must be conversations, fallbacks, calculator, troubleshooter, leads or sms-consents');
    return csvResponse(kind, parseListQuery(params).search);
  });

/** POST /api/admin/lead-action {kind, id, action: call|email}: the inbox's call or e-mail link was used. */
export const handleLeadAction = (request: Request) =>
  adminEndpoint(request, ['POST'], async () => {
    const input = await validBody(request, leadActionSchema);
    const response = await recordFirstResponse(input.kind, input.id, input.action);
    if (!response) return json({ success: false, message: 'Lead not found' }, 404);
    return json({ success: true, message: response.recorded ? 'First response recorded' : 'First response already recorded', ...response });
  });
