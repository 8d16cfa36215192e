import { describe, expect, it } from 'vitest';
import { business } from '../../src/domain/business.ts';
import { addBusinessMinutes, businessMinutesBetween, formatBusinessMinutes, hoursFromProfile, percentile, zonedTime } from '../../src/domain/leads/business-hours.ts';
import { callbackPromise, clockTime } from '../../src/server/leads/callback-promise.ts';

const hours = hoursFromProfile(business.hours);
// Mountain time: MST is UTC-7 (winter), MDT UTC-6 (summer). 2026: MDT from Sun 8 March, MST from Sun 1 November.
const mst = (iso: string) => new Date(`${iso}-07:00`);
const mdt = (iso: string) => new Date(`${iso}-06:00`);

describe('business hours from the profile', () => {
  it('reads Monday to Friday, 7 AM to 5 PM, in Denver', () => {
    expect(hours).toEqual({ timeZone: 'America/Denver', days: [1, 2, 3, 4, 5], opens: 420, closes: 1020 });
  });

  it('places local wall-clock times at the right instant on either side of daylight saving', () => {
    expect(zonedTime({ year: 2026, month: 3, day: 6 }, 8 * 60, 'America/Denver').toISOString()).toBe('2026-03-06T15:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 3, day: 9 }, 8 * 60, 'America/Denver').toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 11, day: 2 }, 8 * 60, 'America/Denver').toISOString()).toBe('2026-11-02T15:00:00.000Z');
  });
});

describe('business minutes between two instants', () => {
  it('counts a wait inside one business day as it is', () => {
    expect(businessMinutesBetween(mst('2026-11-24T09:00'), mst('2026-11-24T10:45'), hours)).toBe(105);
  });

  it('does not count the evening and the night', () => {
    // Tuesday 4:30 PM to Wednesday 7:20 AM: 30 minutes on Tuesday, 20 on Wednesday.
    expect(businessMinutesBetween(mst('2026-11-24T16:30'), mst('2026-11-25T07:20'), hours)).toBe(50);
    // Arriving at 9 PM, answered at 6 AM the next day: no business time passed.
    expect(businessMinutesBetween(mst('2026-11-24T21:00'), mst('2026-11-25T06:00'), hours)).toBe(0);
  });

  it('does not count the weekend: a lead arriving at 4:59 PM on a Friday', () => {
    // Friday 4:59 PM to Monday 8:00 AM: 1 minute on Friday, 60 on Monday.
    expect(businessMinutesBetween(mst('2026-11-27T16:59'), mst('2026-11-30T08:00'), hours)).toBe(61);
    // A whole weekend message answered on Monday at opening time: nothing.
    expect(businessMinutesBetween(mst('2026-11-28T10:00'), mst('2026-11-30T07:00'), hours)).toBe(0);
  });

  it('counts a business day as 10 hours across daylight-saving changes', () => {
    // Friday 4 PM MST to Monday 8 AM MDT (the clocks went forward on Sunday 8 March): 60 + 60.
    expect(businessMinutesBetween(mst('2026-03-06T16:00'), mdt('2026-03-09T08:00'), hours)).toBe(120);
    // And back on Sunday 1 November: Friday 4 PM MDT to Monday 8 AM MST.
    expect(businessMinutesBetween(mdt('2026-10-30T16:00'), mst('2026-11-02T08:00'), hours)).toBe(120);
    // Elapsed hours differ (63 and 65), business minutes do not.
    expect((mdt('2026-03-09T08:00').getTime() - mst('2026-03-06T16:00').getTime()) / 3_600_000).toBe(63);
  });

  it('is zero when the end is not after the start', () => {
    expect(businessMinutesBetween(mst('2026-11-24T10:00'), mst('2026-11-24T09:00'), hours)).toBe(0);
  });
});

describe('adding business minutes', () => {
  it('runs out within the same day', () => {
    expect(addBusinessMinutes(mst('2026-11-24T09:00'), 60, hours)).toEqual(mst('2026-11-24T10:00'));
  });

  it('carries over the night, and over the weekend from 4:59 PM on a Friday', () => {
    expect(addBusinessMinutes(mst('2026-11-24T16:30'), 60, hours)).toEqual(mst('2026-11-25T07:30'));
    expect(addBusinessMinutes(mst('2026-11-27T16:59'), 60, hours)).toEqual(mst('2026-11-30T07:59'));
    expect(addBusinessMinutes(mst('2026-11-28T12:00'), 60, hours)).toEqual(mst('2026-11-30T08:00'));
  });

  it('uses the new offset after the clocks change', () => {
    expect(addBusinessMinutes(mst('2026-03-06T16:30'), 60, hours)).toEqual(mdt('2026-03-09T07:30'));
  });
});

describe('figures', () => {
  it('takes the median and the 90th percentile by interpolation', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([30], 90)).toBe(30);
    expect(percentile([10, 40, 20, 30], 50)).toBe(25);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90)).toBe(10);
    expect(percentile([0, 100], 90)).toBe(90);
  });

  it('formats business durations', () => {
    expect(formatBusinessMinutes(45, hours)).toBe('45 min');
    expect(formatBusinessMinutes(125, hours)).toBe('2 h 05 min');
    expect(formatBusinessMinutes(600, hours)).toBe('1 business day');
    expect(formatBusinessMinutes(1390, hours)).toBe('2 business days 3 h');
  });
});

describe('when the visitor should expect the call', () => {
  const context = { hours, targetMinutes: 60, phoneDisplay: '(406) 555-0142' };
  const request = (createdAt: Date, preferredTime = '', service = 'residential') => ({ createdAt, service, requestCallback: preferredTime !== '', preferredTime });

  it('writes clock times the way people say them', () => {
    expect(clockTime(8 * 60)).toBe('8 AM');
    expect(clockTime(10 * 60 + 15)).toBe('10:15 AM');
    expect(clockTime(12 * 60)).toBe('12 PM');
    expect(clockTime(17 * 60)).toBe('5 PM');
  });

  it('keeps the evening the visitor chose', () => {
    expect(callbackPromise(request(mst('2026-11-24T10:00'), 'evening'), context)).toBe('We will call you this evening between 5 and 8 PM.');
    expect(callbackPromise(request(mst('2026-11-24T19:45'), 'evening'), context)).toBe('We will call you tomorrow evening between 5 and 8 PM.');
    expect(callbackPromise(request(mst('2026-11-24T18:00'), 'evening'), context)).toBe('We will call you this evening before 8 PM.');
  });

  it('moves a morning or afternoon request past the weekend', () => {
    expect(callbackPromise(request(mst('2026-11-27T16:59'), 'morning'), context)).toBe('We will call you on Monday morning between 8 AM and 12 PM.');
    expect(callbackPromise(request(mst('2026-11-24T13:00'), 'afternoon'), context)).toBe('We will call you this afternoon before 5 PM.');
    expect(callbackPromise(request(mst('2026-11-24T06:00'), 'afternoon'), context)).toBe('We will call you this afternoon between 12 and 5 PM.');
  });

  it('without a preferred time, promises the response target in business hours', () => {
    expect(callbackPromise(request(mst('2026-11-24T09:05')), context)).toBe('We will call you by 10:15 AM today.');
    expect(callbackPromise(request(mst('2026-11-24T18:00')), context)).toBe('We will call you by 8 AM tomorrow.');
    expect(callbackPromise(request(mst('2026-11-27T16:59')), context)).toBe('We will call you by 8 AM on Monday.');
    expect(callbackPromise(request(mst('2026-11-24T09:05')), { ...context, targetMinutes: 240 })).toBe('We will call you by 1:15 PM today.');
  });

  it('pads minutes, and keeps the chosen window to the last 30 minutes of it', () => {
    expect(clockTime(8 * 60 + 5)).toBe('8:05 AM');
    expect(clockTime(0)).toBe('12 AM');
    expect(callbackPromise(request(mst('2026-11-24T19:30'), 'evening'), context)).toBe('We will call you this evening before 8 PM.');
    expect(callbackPromise(request(mst('2026-11-24T19:31'), 'evening'), context)).toBe('We will call you tomorrow evening between 5 and 8 PM.');
    expect(callbackPromise(request(mst('2026-11-24T17:00'), 'evening'), context)).toBe('We will call you this evening between 5 and 8 PM.');
    expect(callbackPromise(request(mst('2026-11-24T06:00'), 'morning'), context)).toBe('We will call you this morning between 8 AM and 12 PM.');
  });

  it('says tomorrow across the end of a month', () => {
    expect(callbackPromise(request(mst('2026-11-30T19:45'), 'evening'), context)).toBe('We will call you tomorrow evening between 5 and 8 PM.');
  });

  it('ignores a preferred time without the call-back box ticked', () => {
    expect(callbackPromise({ createdAt: mst('2026-11-24T09:05'), service: 'residential', requestCallback: false, preferredTime: 'evening' }, context)).toBe(
      'We will call you by 10:15 AM today.',
    );
  });

  it('tells an emergency to call the 24/7 line now', () => {
    expect(callbackPromise(request(mst('2026-11-24T23:00'), 'morning', 'emergency'), context)).toBe(
      'For an emergency, please do not wait for our call: call us now at (406) 555-0142, we answer 24/7.',
    );
  });
});
