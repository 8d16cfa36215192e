import { describe, expect, it } from 'vitest';
import { cardGrid, columnsWithoutOrphan, leavesOrphan } from '../../src/domain/grid.ts';

describe('card grids without an orphan', () => {
  it('puts four cards in two columns rather than three (the generator page)', () => {
    expect(leavesOrphan(4, 3)).toBe(true);
    expect(columnsWithoutOrphan(4, [3, 2, 4])).toBe(2);
    expect(cardGrid(4).large).toBe('lg:grid-cols-2');
  });

  it('keeps three columns where the last row holds two or three', () => {
    expect(columnsWithoutOrphan(5, [3, 2, 4])).toBe(3);
    expect(columnsWithoutOrphan(6, [3, 2, 4])).toBe(3);
    expect(columnsWithoutOrphan(3, [3, 2, 4])).toBe(3);
  });

  it('goes to four columns when both three and two leave one alone', () => {
    expect(columnsWithoutOrphan(7, [3, 2, 4])).toBe(4);
    expect(leavesOrphan(7, 4)).toBe(false);
  });

  it('lets an odd last card span the two-column layout', () => {
    expect(cardGrid(5).lastCard).toBe('sm:max-lg:col-span-2');
    expect(cardGrid(6).lastCard).toBe('');
    expect(cardGrid(1).lastCard).toBe('');
  });

  it('goes past the preferred counts when all of them leave one alone (13 cards)', () => {
    expect(columnsWithoutOrphan(13, [3, 2, 4])).toBe(5);
    expect(cardGrid(13).large).toBe('lg:grid-cols-5');
  });

  it('never leaves an orphan for any grid the site could hold', () => {
    for (let count = 1; count <= 24; count++) {
      const columns = columnsWithoutOrphan(count, [3, 2, 4]);
      expect(leavesOrphan(count, columns), `${count} cards in ${columns} columns`).toBe(false);
    }
  });

  it('gives a single card the first preferred count: one card alone in its row is no orphan', () => {
    expect(columnsWithoutOrphan(1, [2, 1])).toBe(2);
  });

  it('uses three columns on large screens for a column count it has no class for', () => {
    expect(cardGrid(3, [7]).large).toBe('lg:grid-cols-3');
  });
});
