/**
 * Card grids without an orphan: a last row holding a single card under full rows looks like a
 * mistake (the generator page's four cards in three columns left one alone). Given how many
 * cards a grid holds, this picks the column count for large screens and says whether the last
 * card should span the row on two-column screens.
 */

/** Tried after the preferred counts: 13 cards leave one alone in 2, 3 and 4 columns, not in 5. */
const LAST_RESORT = [5, 6];

/** The first column count, in order of preference, that leaves no single card alone in the last row. */
export function columnsWithoutOrphan(count: number, preferred: readonly number[]): number {
  const fits = [...preferred, ...LAST_RESORT].find((columns) => count <= columns || count % columns !== 1);
  return fits ?? preferred[0];
}

/** Does the last card sit alone in the last row of a grid with this many columns? */
export function leavesOrphan(count: number, columns: number): boolean {
  return count > columns && count % columns === 1;
}

const LARGE_COLUMNS: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};

export interface GridPlan {
  /** Tailwind class of the large-screen column count. */
  large: string;
  /** Class for the last card: spans both columns of the two-column (small) layout when it would be alone. */
  lastCard: string;
}

/**
 * A grid of `count` cards: two columns from `sm` to `lg`, then the first of `preferred` that
 * leaves no orphan. On two columns an odd last card spans the row.
 */
export function cardGrid(count: number, preferred: readonly number[] = [3, 2, 4]): GridPlan {
  const columns = columnsWithoutOrphan(count, preferred);
  return {
    large: LARGE_COLUMNS[columns] ?? 'lg:grid-cols-3',
    lastCard: leavesOrphan(count, 2) ? 'sm:max-lg:col-span-2' : '',
  };
}
