/**
 * The service-area pages: where each lives, and which page a place name links to. Plain data
 * functions, shared by the pages, the landing page, the footer, the structured data and the tests.
 */
export const AREA_PAGES_BASE = '/service-areas';

export const areaPath = (id: string) => `${AREA_PAGES_BASE}/${id}`;

export interface AreaRef {
  id: string;
  name: string;
  kind: 'town' | 'county';
  /** A town's county id. */
  county?: string;
  /** A county's places, by name (with or without their own page). */
  towns: string[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The page a place name links to: its own page when it has one ("Hamilton", "Ravalli County"),
 * else the page of the county that lists it ("Victor" → Ravalli County), else none.
 */
export function pageForName(name: string, areas: AreaRef[]): AreaRef | undefined {
  const own = areas.find((area) => key(area.name) === key(name));
  if (own) return own;
  return areas.find((area) => area.kind === 'county' && area.towns.some((town) => key(town) === key(name)));
}

/** Counties first, then towns, each in the content's order (the footer and the sitemap-facing lists). */
export function byKindThenOrder<T extends { kind: 'town' | 'county'; order: number }>(areas: T[]): T[] {
  return [...areas].sort((a, b) => (a.kind === b.kind ? a.order - b.order : a.kind === 'county' ? -1 : 1));
}
