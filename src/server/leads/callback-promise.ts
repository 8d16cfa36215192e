/**
 * When the visitor should expect our call, in words, for the confirmation e-mail: from the
 * owner's response target (business minutes), the business hours and the call-back time the
 * visitor chose (the spec's morning 8 AM - 12 PM, afternoon 12 PM - 5 PM, evening 5 PM - 8 PM).
 * An emergency request is told to call the 24/7 line now instead of waiting. Pure.
 */
import { addBusinessMinutes, zonedParts, zonedTime, type BusinessHours } from '../../domain/leads/business-hours.ts';

/** The preferred call-back windows, in minutes after local midnight, on business days. */
export const CALL_WINDOWS = {
  morning: { from: 8 * 60, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 20 * 60 },
} as const;
export type CallWindow = keyof typeof CALL_WINDOWS;

/** A window still counts for today while at least this much of it is left. */
export const MIN_WINDOW_LEFT_MINUTES = 30;

export interface CallbackRequest {
  createdAt: Date;
  service: string;
  requestCallback: boolean;
  preferredTime: string;
}

export interface CallbackContext {
  hours: BusinessHours;
  /** The owner's response target, in business minutes. */
  targetMinutes: number;
  phoneDisplay: string;
}

/** "8 AM", "8:15 AM", "12 PM". */
export function clockTime(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** "between 8 AM and 12 PM", "between 12 and 5 PM", "between 5 and 8 PM". */
function windowRange(from: number, to: number): string {
  const sameHalf = from >= 12 * 60 === to >= 12 * 60;
  const start = sameHalf ? clockTime(from).replace(/ (AM|PM)$/, '') : clockTime(from);
  return `between ${start} and ${clockTime(to)}`;
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayNumber = (p: { year: number; month: number; day: number }) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;

/** "today" / "tomorrow" / "on Monday", relative to the day the request arrived. */
function relativeDay(target: { year: number; month: number; day: number; weekday: number }, from: { year: number; month: number; day: number }) {
  const days = dayNumber(target) - dayNumber(from);
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${WEEKDAY_NAMES[target.weekday - 1]}`;
}

const isWindow = (value: string): value is CallWindow => value in CALL_WINDOWS;

/** The sentence telling the visitor when we will call. */
export function callbackPromise(request: CallbackRequest, context: CallbackContext): string {
  const { hours } = context;
  if (request.service === 'emergency') {
    return `For an emergency, please do not wait for our call: call us now at ${context.phoneDisplay}, we answer 24/7.`;
  }
  const arrived = zonedParts(request.createdAt, hours.timeZone);

  if (request.requestCallback && isWindow(request.preferredTime)) {
    const window = CALL_WINDOWS[request.preferredTime];
    // The first business day whose chosen window still has time left.
    for (let offset = 0; offset < 14; offset += 1) {
      const noon = new Date(Date.UTC(arrived.year, arrived.month - 1, arrived.day + offset, 12));
      const date = { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate(), weekday: ((noon.getUTCDay() + 6) % 7) + 1 };
      if (!hours.days.includes(date.weekday)) continue;
      const start = zonedTime(date, window.from, hours.timeZone);
      const end = zonedTime(date, window.to, hours.timeZone);
      if (end.getTime() - Math.max(start.getTime(), request.createdAt.getTime()) < MIN_WINDOW_LEFT_MINUTES * 60_000) continue;
      const day = relativeDay(date, arrived);
      const part = request.preferredTime;
      const when = day === 'today' ? `this ${part}` : day === 'tomorrow' ? `tomorrow ${part}` : `${day} ${part}`;
      const inside = request.createdAt.getTime() > start.getTime();
      return `We will call you ${when} ${inside ? `before ${clockTime(window.to)}` : windowRange(window.from, window.to)}.`;
    }
  }

  // No preferred time: by the end of the owner's response target, rounded up to a quarter hour.
  const due = addBusinessMinutes(request.createdAt, context.targetMinutes, hours);
  const quarter = 15 * 60_000;
  const rounded = new Date(Math.ceil(due.getTime() / quarter) * quarter);
  const at = zonedParts(rounded, hours.timeZone);
  return `We will call you by ${clockTime(at.hour * 60 + at.minute)} ${relativeDay(at, arrived)}.`;
}
