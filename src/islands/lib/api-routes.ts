/**
 * Every route the islands call, as `'METHOD /path'`: its body (the input of the zod schema the
 * function validates it with), its query or path parameters, and its answer as the browser gets it
 * (JSON: dates are ISO strings). Types only: the schemas are imported as types, so a bundle that
 * has no zod (the assistant's) gets none from here. src/islands/lib/api.ts calls them.
 */
import type { input } from 'zod';
import type { aiChatPayload, askPayload, EstimateAnswer, estimatePayload, troubleshooterLogPayload } from '../../domain/assistant/payloads.ts';
import type { leadActionSchema } from '../../domain/admin/lead-action.ts';
import type { loginSchema, updateConversationSchema, updateLeadSchema } from '../../domain/admin/schemas.ts';
import type { OptimizedImage, OptimizeOptions, OptimizeResult } from '../../domain/images/rules.ts';
import type { LeadKind, LeadStatus } from '../../domain/leads/kinds.ts';
import type { ResponseFigures } from '../../domain/leads/response-clock.ts';
import type { ContactRequestData, contactRequestSchema, SmsConsentData, smsConsentSchema } from '../../domain/leads/schemas.ts';
import type { FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../domain/leads/spam.ts';

/** What a route declares; api.ts reads `body`, `query` and `params` when they are there. */
export interface Route {
  body?: unknown;
  query?: object;
  params?: Record<string, string>;
  answer: unknown;
}

// --- the visitor's routes ------------------------------------------------------------------------

/** A lead form's fields plus the spam signals (src/domain/leads/spam.ts). */
type LeadBody<Fields> = Fields & { [HONEYPOT_FIELD]: string; [FILL_TIME_FIELD]: number };

/** The stored contact request as the visitor gets it back: the checked fields, its number and when. */
export type RecordedContactRequest = ContactRequestData & { id: number; createdAt: string };

/** The spec's echo of a consent: the submitted fields (an empty e-mail or service stored as null) plus createdAt. */
export type RecordedConsent = Omit<SmsConsentData, 'email' | 'serviceType'> & { email: string | null; serviceType: string | null; createdAt: string };

/** POST /api/ai-chat's answer (any field may be missing from a bad answer; the chat checks each). */
export interface ChatAnswer {
  text?: string;
  /** The spec's earlier name of `text`. */
  response?: string;
  citations?: string[];
  showTroubleshooterButton?: boolean;
  troubleshooterStartNode?: string | null;
  actions?: unknown[];
}

export interface AskAnswer {
  answer?: string;
  citations?: string[];
  actions?: unknown[];
}

export interface SiteRoutes {
  'POST /api/contact': { body: LeadBody<input<typeof contactRequestSchema>>; answer: RecordedContactRequest };
  'POST /api/sms-consent': { body: LeadBody<input<typeof smsConsentSchema>>; answer: RecordedConsent };
  'POST /api/ai-chat': { body: input<typeof aiChatPayload>; answer: ChatAnswer };
  'POST /api/estimate': { body: input<typeof estimatePayload>; answer: EstimateAnswer };
  'POST /api/ask': { body: input<typeof askPayload>; answer: AskAnswer };
  'POST /api/log-troubleshooter': { body: input<typeof troubleshooterLogPayload>; answer: unknown };
}

// --- the owner's routes --------------------------------------------------------------------------

/** A page of a list: the rows, and the count of every match (up to a cap: `totalCapped`). */
export interface PageAnswer<T> {
  success: boolean;
  logs: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

/** The search and page of a list. */
interface ListQuery {
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface ConversationLog {
  id: number;
  question: string;
  answer: string;
  category: string;
  includedInFallback: boolean;
  editedByAdmin: boolean;
  createdAt: string;
  ipAddress: string;
  userAgent: string;
  /** The guard rule the AI's reply broke, when the offline answer replaced it. */
  guardRule?: string | null;
  /** A curated entry's price range, when the owner gave one. */
  priceMin?: number | null;
  priceMax?: number | null;
  priceService?: string | null;
}

export interface CalculatorLog {
  id: number;
  serviceType: string;
  parameters: Record<string, unknown>;
  estimateMin: number;
  estimateMax: number;
  breakdownLabor: number | null;
  breakdownMaterials: number | null;
  breakdownPermits: number | null;
  breakdownOther: number | null;
  ipAddress: string;
  userAgent: string;
  createdAt: string;
}

export interface TroubleshooterLog {
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

/** A contact request (name, service, message) or a consent (first and last name, serviceType). */
export interface Lead {
  id: number;
  name?: string;
  firstName?: string;
  lastName?: string;
  phone: string;
  email: string | null;
  service?: string;
  serviceType?: string | null;
  message?: string;
  status: LeadStatus;
  isSpam: boolean;
  spamReason: string | null;
  flaggedReason?: string | null;
  createdAt: string;
  waitingMinutes: number | null;
  overdue: boolean;
}

/** One day of the overview chart. */
export interface Day {
  day: string;
  leads: number;
  conversations: number;
  estimates: number;
}

export interface NewLead {
  kind: LeadKind;
  id: number;
  name: string;
  phone: string;
  service: string | null;
  createdAt: string;
}

export interface WaitingLead extends NewLead {
  waitingMinutes: number;
  overdue: boolean;
}

export interface ResponseOverview extends ResponseFigures {
  periodDays: number;
  targetMinutes: number;
  /** Leads still waiting (new, not spam, never answered), oldest first. */
  waiting: WaitingLead[];
  waitingTotal: number;
}

export interface Overview {
  days: Day[];
  newLeads: NewLead[];
  response: ResponseOverview;
}

/** What the owner must know about this deploy (e.g. no SMTP server): a red banner each. */
export interface DeployAlert {
  id: string;
  message: string;
}

/** A submission the database refused while the queue was replayed. */
export interface DeadLetter {
  key: string;
  kind: LeadKind;
  name: string;
  phone: string;
  email: string | null;
  receivedAt: string;
  failedAt: string;
  error: string;
}

/** Unanswered questions of the last days, grouped by similarity. */
export interface UnansweredGroup {
  representative: { id: number; question: string; answer: string; category: string; createdAt: string; guardRule: string | null };
  count: number;
  variants: string[];
  lastAskedAt: string;
  guardRules: string[];
}

/** The optimizer's upload: the image and the options (sent as multipart/form-data). */
type UploadBody = { image: File } & OptimizeOptions;

export interface AdminRoutes {
  'GET /api/admin/session': { answer: { success: boolean; username: string; expiresAt: string; alerts?: DeployAlert[] } };
  'POST /api/admin/login': { body: input<typeof loginSchema>; answer: { username: string } };
  'POST /api/admin/logout': { answer: unknown };
  'GET /api/admin/overview': { answer: Overview };
  'GET /api/admin/conversation-logs': { query: ListQuery; answer: PageAnswer<ConversationLog> };
  'GET /api/admin/calculator-logs': { query: ListQuery; answer: PageAnswer<CalculatorLog> };
  'GET /api/admin/troubleshooter-logs': { query: ListQuery; answer: PageAnswer<TroubleshooterLog> };
  'GET /api/admin/fallback-conversations': { query: ListQuery; answer: PageAnswer<ConversationLog> };
  'GET /api/admin/leads': { query: ListQuery & { kind: LeadKind; spam?: boolean }; answer: PageAnswer<Lead> };
  'POST /api/admin/update-conversation': { body: input<typeof updateConversationSchema>; answer: { log: ConversationLog } };
  'POST /api/admin/update-lead': { body: input<typeof updateLeadSchema>; answer: unknown };
  'POST /api/admin/lead-action': { body: input<typeof leadActionSchema>; answer: unknown };
  'GET /api/admin/dead-letters': { answer: { deadLetters: DeadLetter[] } };
  'POST /api/admin/dead-letters': { body: { key: string }; answer: { message: string } };
  'GET /api/admin/unanswered': { answer: { groups: UnansweredGroup[]; days: number } };
  'GET /api/optimized-images': { answer: { images: OptimizedImage[] } };
  'POST /api/optimize-image': { body: UploadBody; answer: OptimizeResult };
  'DELETE /api/optimized-images/:name': { params: { name: string }; answer: { success: boolean; message: string; deleted: string[] } };
}

/** The owner's list routes (the dashboard's tabs). */
export type ListRoute = 'GET /api/admin/conversation-logs' | 'GET /api/admin/calculator-logs' | 'GET /api/admin/troubleshooter-logs' | 'GET /api/admin/fallback-conversations';
