import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, businessMinutesBetween, formatBusinessMinutes, zonedParts, zonedTime, type BusinessHours } from '../../src/domain/leads/business-hours.ts';

// Monday to Friday, 7:00 to 17:00, in Montana (the profile's hours, written out).
const HOURS: BusinessHours = { timeZone: 'America/Denver', days: [1, 2, 3, 4, 5], opens: 7 * 60, closes: 17 * 60 };

describe('wall-clock parts in Montana', () => {
  it.each([
    ['2026-11-23T19:30:00Z', { year: 2026, month: 11, day: 23, hour: 12, minute: 30, weekday: 1 }],
    ['2026-11-24T19:30:00Z', { year: 2026, month: 11, day: 24, hour: 12, minute: 30, weekday: 2 }],
    ['2026-11-25T19:30:00Z', { year: 2026, month: 11, day: 25, hour: 12, minute: 30, weekday: 3 }],
    ['2026-11-26T19:30:00Z', { year: 2026, month: 11, day: 26, hour: 12, minute: 30, weekday: 4 }],
    ['2026-11-27T19:30:00Z', { year: 2026, month: 11, day: 27, hour: 12, minute: 30, weekday: 5 }],
    ['2026-11-28T19:30:00Z', { year: 2026, month: 11, day: 28, hour: 12, minute: 30, weekday: 6 }],
    ['2026-11-29T19:30:00Z', { year: 2026, month: 11, day: 29, hour: 12, minute: 30, weekday: 7 }],
    ['2026-07-01T06:05:00Z', { year: 2026, month: 7, day: 1, hour: 0, minute: 5, weekday: 3 }],
  ])('%s is %j', (instant, parts) => {
    expect(zonedParts(new Date(instant), 'America/Denver')).toEqual(parts);
  });

  it('turns a local time into the instant, in winter (-7 h) and in summer (-6 h), seconds included', () => {
    expect(zonedTime({ year: 2026, month: 11, day: 23 }, 7 * 60, 'America/Denver').toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 7, day: 1 }, 17 * 60, 'America/Denver').toISOString()).toBe('2026-07-01T23:00:00.000Z');
    // The day the clocks go back (2026-11-01): 7:00 is already standard time.
    expect(zonedTime({ year: 2026, month: 11, day: 1 }, 7 * 60, 'America/Denver').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });
});

describe('business minutes', () => {
  it('counts none when the end is not after the start', () => {
    const at = new Date('2026-11-23T18:00:00Z');
    expect(businessMinutesBetween(at, at, HOURS)).toBe(0);
    expect(businessMinutesBetween(at, new Date(at.getTime() - 60_000), HOURS)).toBe(0);
  });

  it('counts open minutes only, over a weekend and several days', () => {
    // Friday 16:00 to Monday 8:00: one hour on Friday, one on Monday.
    expect(businessMinutesBetween(new Date('2026-11-27T23:00:00Z'), new Date('2026-11-30T15:00:00Z'), HOURS)).toBe(120);
    // Monday 7:00 to Wednesday 7:00: two whole days.
    expect(businessMinutesBetween(new Date('2026-11-23T14:00:00Z'), new Date('2026-11-25T14:00:00Z'), HOURS)).toBe(1200);
    // Closing time itself adds nothing.
    expect(businessMinutesBetween(new Date('2026-11-24T00:00:00Z'), new Date('2026-11-24T00:30:00Z'), HOURS)).toBe(0);
  });

  it('adds business minutes, ending exactly at closing time when they run out there', () => {
    // Monday 16:00 + 60 min ends at 17:00 the same day, not at 7:00 on Tuesday.
    expect(addBusinessMinutes(new Date('2026-11-23T23:00:00Z'), 60, HOURS).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    // Monday 16:00 + 61 min: the last minute on Tuesday at 7:01.
    expect(addBusinessMinutes(new Date('2026-11-23T23:00:00Z'), 61, HOURS).toISOString()).toBe('2026-11-24T14:01:00.000Z');
    // After closing on Friday, the count starts on Monday at 7:00.
    expect(addBusinessMinutes(new Date('2026-11-28T01:00:00Z'), 30, HOURS).toISOString()).toBe('2026-11-30T14:30:00.000Z');
    expect(addBusinessMinutes(new Date('2026-11-24T00:00:00Z'), 0, HOURS).toISOString()).toBe('2026-11-24T14:00:00.000Z');
  });

  it('refuses hours with no open day, rather than counting for ever', () => {
    expect(() => addBusinessMinutes(new Date('2026-11-23T23:00:00Z'), 60, { ...HOURS, days: [] })).toThrow('The business hours have no open day within a year');
  });

  it('writes durations in minutes, hours and business days', () => {
    expect(formatBusinessMinutes(59, HOURS)).toBe('59 min');
    expect(formatBusinessMinutes(60, HOURS)).toBe('1 h 00 min');
    expect(formatBusinessMinutes(599, HOURS)).toBe('9 h 59 min');
    expect(formatBusinessMinutes(600, HOURS)).toBe('1 business day');
    expect(formatBusinessMinutes(1260, HOURS)).toBe('2 business days 1 h');
    expect(formatBusinessMinutes(-5, HOURS)).toBe('0 min');
  });
});
