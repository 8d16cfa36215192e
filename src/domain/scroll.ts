/** Scrolling rules of the site shell (spec: header and landing page). */

/** The header gains its shadow once the page has scrolled more than this many pixels. */
export const HEADER_SHADOW_THRESHOLD = 10;
/** Extra room left above a section when an anchor link scrolls to it. */
export const ANCHOR_GAP = 20;
/** Offset used when the header's height cannot be found. */
export const FALLBACK_ANCHOR_OFFSET = 100;
/** Delay before the page scrolls to the contact section after the scrollToContact flag. */
export const SCROLL_TO_CONTACT_DELAY_MS = 500;
export const SCROLL_TO_CONTACT_FLAG = 'scrollToContact';

export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SHADOW_THRESHOLD;
}

export function anchorOffset(headerHeight: number | null | undefined): number {
  return headerHeight && headerHeight > 0 ? headerHeight + ANCHOR_GAP : FALLBACK_ANCHOR_OFFSET;
}

/** Where to scroll so that an element whose top is `elementTop` (document coordinates) clears the header. */
export function anchorScrollTop(elementTop: number, headerHeight: number | null | undefined): number {
  return Math.max(0, elementTop - anchorOffset(headerHeight));
}

/**
 * How an on-page anchor link such as "/#contact" is followed: on the home page it scrolls to the
 * section; from any other path it navigates home with the hash.
 */
export function anchorAction(href: string, currentPath: string): { kind: 'scroll'; id: string } | { kind: 'navigate' } | null {
  const match = /^\/?#([A-Za-z][\w-]*)$/.exec(href);
  if (!match) return null;
  const onHome = currentPath === '/' || currentPath === '/index.html';
  return onHome || href.startsWith('#') ? { kind: 'scroll', id: match[1] } : { kind: 'navigate' };
}
