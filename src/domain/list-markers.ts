/**
 * Markers of the site's bullet lists. A green check mark says "you get this"; it must not sit
 * before a danger sign or a safety step, which get a warning sign, nor before a caveat, which
 * gets an info sign.
 */
export const LIST_MARKERS = ['check', 'warning', 'info'] as const;
export type ListMarker = (typeof LIST_MARKERS)[number];

export const MARKER_ICONS: Record<ListMarker, { name: 'check' | 'alert' | 'info'; colour: string }> = {
  check: { name: 'check', colour: 'text-green-700' },
  warning: { name: 'alert', colour: 'text-amber-700' },
  info: { name: 'info', colour: 'text-sky-700' },
};
