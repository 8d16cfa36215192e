import { describe, expect, it } from 'vitest';
import { anchorAction, anchorOffset, anchorScrollTop, isHeaderScrolled } from '../../src/domain/scroll.ts';

describe('header shadow', () => {
  it('appears only once the page has scrolled more than 10 px', () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(10)).toBe(false);
    expect(isHeaderScrolled(11)).toBe(true);
  });
});

describe('anchor offset', () => {
  it('is the header height plus 20 px', () => {
    expect(anchorOffset(96)).toBe(116);
    expect(anchorScrollTop(1000, 96)).toBe(884);
  });

  it('falls back to 100 px when the header height is unknown', () => {
    expect(anchorOffset(null)).toBe(100);
    expect(anchorOffset(0)).toBe(100);
    expect(anchorScrollTop(1000, undefined)).toBe(900);
  });

  it('never scrolls above the top of the page', () => {
    expect(anchorScrollTop(30, 96)).toBe(0);
  });
});

describe('anchor links', () => {
  it('scroll on the home page', () => {
    expect(anchorAction('/#contact', '/')).toEqual({ kind: 'scroll', id: 'contact' });
    expect(anchorAction('#about', '/')).toEqual({ kind: 'scroll', id: 'about' });
  });

  it('go home with the hash from any other path', () => {
    expect(anchorAction('/#contact', '/services/residential')).toEqual({ kind: 'navigate' });
    expect(anchorAction('/#about', '/residential.html')).toEqual({ kind: 'navigate' });
  });

  it('leave other links alone', () => {
    expect(anchorAction('/panel.html', '/')).toBeNull();
    expect(anchorAction('https://example.com/#x', '/')).toBeNull();
  });
});
