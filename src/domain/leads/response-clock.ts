/**
 * The owner's response clock: what counts as the first response to a lead, the response target,
 * and the figures the dashboard shows. Pure; the database side is src/server/admin/response-clock.ts.
 */
import { businessMinutesBetween, percentile, type BusinessHours } from './business-hours.ts';

/** How the owner first acted: changed the status, or used the inbox's call or e-mail link. */
export const FIRST_RESPONSE_VIA = ['status', 'call', 'email'] as const;
export type FirstResponseVia = (typeof FIRST_RESPONSE_VIA)[number];

/** The inbox links that count as a first response. */
export const LEAD_ACTIONS = ['call', 'email'] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

export const DEFAULT_RESPONSE_TARGET_MINUTES = 60;
export const MAX_RESPONSE_TARGET_MINUTES = 10 * 600;

/**
 * The owner's target in business minutes, from LEADS_RESPONSE_TARGET_MINUTES: a whole number from
 * 5 to 6,000 (ten business days); anything else falls back to the default, with the reason.
 */
export function parseResponseTarget(value: string | undefined): { minutes: number; problem?: string } {
  const raw = value?.trim();
  if (!raw) return { minutes: DEFAULT_RESPONSE_TARGET_MINUTES };
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes < 5 || minutes > MAX_RESPONSE_TARGET_MINUTES) {
    return {
      minutes: DEFAULT_RESPONSE_TARGET_MINUTES,
      problem: `LEADS_RESPONSE_TARGET_MINUTES must be a whole number of minutes from 5 to ${MAX_RESPONSE_TARGET_MINUTES}; using ${DEFAULT_RESPONSE_TARGET_MINUTES}.`,
    };
  }
  return { minutes };
}

export interface ResponseFigures {
  /** Leads of the period answered, and their median and 90th percentile in business minutes (null without any). */
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export function responseFigures(leads: { createdAt: Date; firstResponseAt: Date }[], hours: BusinessHours): ResponseFigures {
  const minutes = leads.map((lead) => businessMinutesBetween(lead.createdAt, lead.firstResponseAt, hours));
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return { answered: minutes.length, medianMinutes: round(percentile(minutes, 50)), p90Minutes: round(percentile(minutes, 90)) };
}

/** How long a lead has waited, in business minutes, and whether that is past the target. */
export function waiting(createdAt: Date, now: Date, hours: BusinessHours, targetMinutes: number) {
  const minutes = businessMinutesBetween(createdAt, now, hours);
  return { waitingMinutes: minutes, overdue: minutes > targetMinutes };
}
