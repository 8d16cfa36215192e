/** The markers of the site's bullet lists (src/domain/list-markers.ts). */
import { describe, expect, it } from 'vitest';
import { LIST_MARKERS, MARKER_ICONS } from '../../src/domain/list-markers.ts';

describe('list markers', () => {
  it('are a green check for what you get, an amber warning sign for danger and safety steps, a blue info sign for caveats', () => {
    expect(LIST_MARKERS).toEqual(['check', 'warning', 'info']);
    expect(MARKER_ICONS).toEqual({
      check: { name: 'check', colour: 'text-green-700' },
      warning: { name: 'alert', colour: 'text-amber-700' },
      info: { name: 'info', colour: 'text-sky-700' },
    });
  });
});
