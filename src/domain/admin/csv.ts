/**
 * The CSV exports (spec: assistant-and-admin, section 9): columns per kind, row mapping, file
 * names, and the guard against spreadsheet formula injection. Pure: the server streams the rows
 * through csv-stringify.
 */
import { format } from 'date-fns';
import { formatCsvDateTime } from '../local-time.ts';
import { estimatorServiceLabel, leadServiceLabel, readableAnswer } from './labels.ts';

export const EXPORT_KINDS = ['conversations', 'fallbacks', 'calculator', 'troubleshooter', 'leads', 'sms-consents'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export function isExportKind(value: unknown): value is ExportKind {
  return EXPORT_KINDS.includes(value as ExportKind);
}

const CONVERSATION_COLUMNS = ['ID', 'Date', 'Question', 'Answer', 'IP Address', 'User Agent'];

export const CSV_COLUMNS: Record<ExportKind, string[]> = {
  conversations: CONVERSATION_COLUMNS,
  fallbacks: CONVERSATION_COLUMNS,
  calculator: ['ID', 'Date', 'Service Type', 'Query', 'Details', 'Min', 'Max', 'Labor', 'Materials', 'Permits', 'Other', 'IP'],
  troubleshooter: ['ID', 'Date', 'Issue Type', 'Start Node', 'End Node', 'Path Length', 'Recommendation', 'Severity', 'Completed Path', 'IP'],
  leads: ['ID', 'Date', 'Name', 'Phone', 'Email', 'Service', 'Message', 'Callback Requested', 'Preferred Time', 'Status', 'Spam', 'IP'],
  'sms-consents': ['ID', 'Date', 'First Name', 'Last Name', 'Phone', 'Email', 'Service Type', 'Text Messages', 'Emergency Texts', 'Status', 'Spam', 'IP'],
};

/** `<kind>-yyyy-MM-dd.csv`, the date of the export (in the given time, UTC by default on the server). */
export function csvFileName(kind: ExportKind, now: Date = new Date()): string {
  return `${kind}-${format(now, 'yyyy-MM-dd')}.csv`;
}

/**
 * Where a spreadsheet could start a formula (OWASP, CSV injection): the cell's first character is
 * =, +, - or @ (or their full-width forms, which some programs fold), a tab or a carriage return;
 * or the same characters come after leading white space or line breaks, which some programs trim.
 */
const FORMULA_START = /^[\s\u00A0\u2000-\u200B\u2028\u2029\u202F\u205F\u3000\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe, so it is shown as
 * text. (csv-stringify's escape_formulas runs too, on the first character only.)
 */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type Cell = string | number | boolean | null | undefined;

/** Text cells are guarded; numbers stay numbers; missing values become empty cells. */
export function safeCell(value: Cell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return neutralizeFormula(value);
}

/** The business's local time with its offset, e.g. "2026-11-23 09:15 -07:00". */
const date = (value: unknown) => (value instanceof Date || typeof value === 'string' ? formatCsvDateTime(value) : '');
const text = (value: unknown): Cell =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
const param = (parameters: unknown, key: string): Cell => (parameters && typeof parameters === 'object' ? text((parameters as Record<string, unknown>)[key]) : '');

type Row = Record<string, unknown>;

const MAPPERS: Record<ExportKind, (row: Row) => Cell[]> = {
  conversations: (r) => [r.id as number, date(r.createdAt), text(r.question), readableAnswer(typeof r.answer === 'string' ? r.answer : null), text(r.ipAddress), text(r.userAgent)],
  fallbacks: (r) => MAPPERS.conversations(r),
  calculator: (r) => [
    r.id as number,
    date(r.createdAt),
    typeof r.serviceType === 'string' && r.serviceType ? estimatorServiceLabel(r.serviceType) : '',
    param(r.parameters, 'query'),
    param(r.parameters, 'details'),
    r.estimateMin as number,
    r.estimateMax as number,
    r.breakdownLabor as number | null,
    r.breakdownMaterials as number | null,
    r.breakdownPermits as number | null,
    r.breakdownOther as number | null,
    text(r.ipAddress),
  ],
  troubleshooter: (r) => [
    r.id as number,
    date(r.createdAt),
    text(r.issueType),
    text(r.startNodeId),
    text(r.endNodeId),
    Array.isArray(r.pathTaken) ? r.pathTaken.length : 0,
    text(r.recommendation),
    text(r.severity),
    Boolean(r.completedPath),
    text(r.ipAddress),
  ],
  leads: (r) => [
    r.id as number,
    date(r.createdAt),
    text(r.name),
    text(r.phone),
    text(r.email),
    typeof r.service === 'string' && r.service ? leadServiceLabel(r.service, 'contact') : '',
    text(r.message),
    Boolean(r.requestCallback),
    text(r.preferredTime),
    text(r.status),
    Boolean(r.isSpam),
    text(r.ipAddress),
  ],
  'sms-consents': (r) => [
    r.id as number,
    date(r.createdAt),
    text(r.firstName),
    text(r.lastName),
    text(r.phone),
    text(r.email),
    typeof r.serviceType === 'string' && r.serviceType ? leadServiceLabel(r.serviceType, 'sms_consent') : '',
    Boolean(r.primarySmsConsent),
    Boolean(r.emergencySmsConsent),
    text(r.status),
    Boolean(r.isSpam),
    text(r.ipAddress),
  ],
};

/** One database row (Drizzle's camelCase fields) as the guarded cells of its kind's columns. */
export function csvRow(kind: ExportKind, row: Row): (string | number)[] {
  return MAPPERS[kind](row).map(safeCell);
}

/** Money as the dashboard shows it: 2 decimals, with a dollar sign; empty for none. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
