import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, formatCsvDateTime, formatLocalDateTime } from '../../src/domain/local-time.ts';

describe('the business local time', () => {
  it('is Mountain time, from the business profile', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Denver');
  });

  it('writes CSV times in Mountain time with their offset, standard and daylight', () => {
    expect(formatCsvDateTime('2026-11-23T16:15:00Z')).toBe('2026-11-23 09:15 -07:00');
    expect(formatCsvDateTime(new Date('2026-07-04T18:05:00Z'))).toBe('2026-07-04 12:05 -06:00');
    // Late evening in Montana is the next day in UTC: the local date is kept.
    expect(formatCsvDateTime('2026-03-04T05:06:07Z')).toBe('2026-03-03 22:06 -07:00');
    expect(formatCsvDateTime('2026-03-04T05:06:07Z', 'UTC')).toBe('2026-03-04 05:06 +00:00');
  });

  it('shows the dashboard time with the zone name', () => {
    expect(formatLocalDateTime('2026-11-23T16:15:00Z')).toBe('Nov 23, 2026, 9:15 AM MST');
    expect(formatLocalDateTime('2026-07-04T18:05:00Z')).toBe('Jul 4, 2026, 12:05 PM MDT');
  });

  it('leaves a missing or invalid time empty', () => {
    expect(formatCsvDateTime(null)).toBe('');
    expect(formatCsvDateTime('not a date')).toBe('');
    expect(formatLocalDateTime(undefined)).toBe('');
  });
});
