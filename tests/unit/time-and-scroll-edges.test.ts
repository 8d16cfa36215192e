import { describe, expect, it } from 'vitest';
import { formatCsvDateTime, formatLocalDateTime } from '../../src/domain/local-time.ts';
import { anchorAction, anchorOffset, anchorScrollTop, isHeaderScrolled } from '../../src/domain/scroll.ts';

describe('local times, edges', () => {
  it('writes nothing for a missing or invalid time, in both forms', () => {
    for (const value of [null, undefined, 'not a date', new Date(Number.NaN)]) {
      expect(formatLocalDateTime(value)).toBe('');
      expect(formatCsvDateTime(value)).toBe('');
    }
  });

  it('writes the offset, +00:00 for UTC, and the zone name', () => {
    expect(formatCsvDateTime('2026-07-01T18:30:00Z')).toBe('2026-07-01 12:30 -06:00');
    expect(formatCsvDateTime('2026-07-01T18:30:00Z', 'UTC')).toBe('2026-07-01 18:30 +00:00');
    expect(formatCsvDateTime('2026-07-01T18:30:00Z', 'Asia/Kolkata')).toBe('2026-07-02 00:00 +05:30');
    expect(formatLocalDateTime('2026-07-01T18:30:00Z')).toMatch(/^Jul 1, 2026, 12:30\sPM MDT$/u);
    expect(formatLocalDateTime(new Date('2026-11-23T16:15:00Z'))).toMatch(/^Nov 23, 2026, 9:15\sAM MST$/u);
  });
});

describe('scrolling, edges', () => {
  it('shadows the header after more than 10 pixels', () => {
    expect(isHeaderScrolled(10)).toBe(false);
    expect(isHeaderScrolled(11)).toBe(true);
  });

  it('leaves the header height and 20 pixels above a section, 100 without a header, never above the page', () => {
    expect(anchorOffset(64)).toBe(84);
    expect(anchorOffset(0)).toBe(100);
    expect(anchorOffset(-5)).toBe(100);
    expect(anchorOffset(null)).toBe(100);
    expect(anchorScrollTop(500, 64)).toBe(416);
    expect(anchorScrollTop(50, 64)).toBe(0);
  });

  it('scrolls on the home page, navigates from another page, ignores other links', () => {
    expect(anchorAction('/#contact', '/')).toEqual({ kind: 'scroll', id: 'contact' });
    expect(anchorAction('/#contact', '/index.html')).toEqual({ kind: 'scroll', id: 'contact' });
    expect(anchorAction('#services', '/services/residential')).toEqual({ kind: 'scroll', id: 'services' });
    expect(anchorAction('/#contact', '/services/residential')).toEqual({ kind: 'navigate' });
    expect(anchorAction('/contact', '/')).toBeNull();
    expect(anchorAction('/#1st', '/')).toBeNull();
    expect(anchorAction('x/#contact', '/')).toBeNull();
    expect(anchorAction('/#contact-us extra', '/')).toBeNull();
  });
});
