/**
 * Business-hours arithmetic in the business's time zone (the profile's hours, America/Denver):
 * how many business minutes lie between two instants, and when a number of business minutes
 * after an instant runs out. Time-zone conversion goes through Intl, so daylight-saving changes
 * are the time zone database's, not ours. Pure: no clock is read here.
 */
import { addDays } from 'date-fns';

export const BUSINESS_TIME_ZONE = 'America/Denver';

export interface BusinessHours {
  timeZone: string;
  /** ISO weekdays the office is open: 1 = Monday … 7 = Sunday. */
  days: number[];
  /** Opening and closing time, in minutes after local midnight. */
  opens: number;
  closes: number;
}

const MINUTE = 60_000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The profile's hours ({ days: ["Monday", …], opens: "07:00", closes: "17:00" }). */
export function hoursFromProfile(hours: { days: string[]; opens: string; closes: string }, timeZone = BUSINESS_TIME_ZONE): BusinessHours {
  return { timeZone, days: hours.days.map((day) => WEEKDAYS.indexOf(day) + 1).filter((day) => day > 0), opens: minutesOf(hours.opens), closes: minutesOf(hours.closes) };
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1,
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant (Denver: -7 h or -6 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wholeMinute = instant - (((instant % MINUTE) + MINUTE) % MINUTE);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - wholeMinute;
}

/** The instant a local calendar date's wall-clock time (minutes after midnight) happens in the zone. */
export function zonedTime(date: { year: number; month: number; day: number }, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

/** Calendar dates (year, month, day) from one date to another, both included. */
function* calendarDays(from: ZonedParts, to: ZonedParts, limit = 400) {
  let cursor = new Date(Date.UTC(from.year, from.month - 1, from.day, 12));
  const last = Date.UTC(to.year, to.month - 1, to.day, 12);
  for (let i = 0; i < limit && cursor.getTime() <= last; i += 1) {
    yield { year: cursor.getUTCFullYear(), month: cursor.getUTCMonth() + 1, day: cursor.getUTCDate(), weekday: ((cursor.getUTCDay() + 6) % 7) + 1 };
    cursor = addDays(cursor, 1);
  }
}

/** The open interval [opens, closes) of a business day, or null when the office is closed that day. */
export function openInterval(date: { year: number; month: number; day: number; weekday: number }, hours: BusinessHours): [Date, Date] | null {
  if (!hours.days.includes(date.weekday)) return null;
  return [zonedTime(date, hours.opens, hours.timeZone), zonedTime(date, hours.closes, hours.timeZone)];
}

/** Whole business minutes between two instants (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date, hours: BusinessHours): number {
  if (end.getTime() <= start.getTime()) return 0;
  let total = 0;
  for (const day of calendarDays(zonedParts(start, hours.timeZone), zonedParts(end, hours.timeZone), 4000)) {
    const open = openInterval(day, hours);
    if (!open) continue;
    const from = Math.max(open[0].getTime(), start.getTime());
    const to = Math.min(open[1].getTime(), end.getTime());
    if (to > from) total += to - from;
  }
  return Math.floor(total / MINUTE);
}

/** The instant `minutes` business minutes after `start` run out. */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours): Date {
  let remaining = Math.max(0, minutes) * MINUTE;
  const startParts = zonedParts(start, hours.timeZone);
  const horizon = zonedParts(new Date(start.getTime() + 370 * 24 * 60 * MINUTE), hours.timeZone);
  for (const day of calendarDays(startParts, horizon)) {
    const open = openInterval(day, hours);
    if (!open || open[1].getTime() <= start.getTime()) continue;
    const from = Math.max(open[0].getTime(), start.getTime());
    const available = open[1].getTime() - from;
    if (remaining <= available) return new Date(from + remaining);
    remaining -= available;
  }
  throw new Error('The business hours have no open day within a year');
}

/** The p-th percentile (0..100) by linear interpolation between the closest ranks; null for no values. */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/** "45 min", "2 h 05 min", "3 days 1 h" (business time: a day is the office's hours). */
export function formatBusinessMinutes(minutes: number, hours: Pick<BusinessHours, 'opens' | 'closes'>): string {
  const whole = Math.max(0, Math.round(minutes));
  const perDay = hours.closes - hours.opens;
  if (whole < 60) return `${whole} min`;
  if (whole < perDay) return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
  const days = Math.floor(whole / perDay);
  const rest = Math.floor((whole % perDay) / 60);
  return `${days} business day${days === 1 ? '' : 's'}${rest ? ` ${rest} h` : ''}`;
}
