/**
 * Times as the owner reads them: in the business's own time zone (America/Denver), never UTC.
 * The dashboard shows "Nov 23, 2026, 9:15 AM MST"; the CSV exports carry the offset so a
 * spreadsheet can still order and convert them: "2026-11-23 09:15 -07:00".
 */
import profile from '../content/business.json' with { type: 'json' };

/** The business's time zone (validated with the rest of the profile in ./business.ts). */
export const BUSINESS_TIME_ZONE: string = profile.timeZone;

function toDate(value: Date | string): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Nov 23, 2026, 9:15 AM MST"; empty for a missing or invalid time. */
export function formatLocalDateTime(value: Date | string | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  const date = value === null || value === undefined ? undefined : toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date) + ` ${zoneName(date, timeZone)}`;
}

function zoneName(date: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date).find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "2026-11-23 09:15 -07:00": the local time with its UTC offset; empty for a missing or invalid time. */
export function formatCsvDateTime(value: Date | string | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  const date = value === null || value === undefined ? undefined : toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // longOffset is "GMT-07:00", or "GMT" for a zero offset.
  const offset = (parts.timeZoneName ?? 'GMT').replace(/^GMT/, '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offset}`;
}
