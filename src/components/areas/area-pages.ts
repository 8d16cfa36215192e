/**
 * Everything an area page shows that is computed rather than written: the drive from Bonner (from
 * the coordinates in the content), the nearest other areas, the county, the testimonials from the
 * place. Read at build time from the areas collection.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { business } from '../../domain/business.ts';
import { estimateDrive, nearest, type DriveEstimate } from '../../domain/areas/drive-time.ts';
import { areaPath, byKindThenOrder, type AreaRef } from '../../domain/areas/pages.ts';

export type AreaEntry = CollectionEntry<'areas'>;

export interface AreaLink {
  id: string;
  name: string;
  path: string;
  kind: 'town' | 'county';
  drive: DriveEstimate;
}

const shop = business.geo;

export async function areaEntries(): Promise<AreaEntry[]> {
  return byKindThenOrder((await getCollection('areas')).map((entry) => ({ entry, kind: entry.data.kind, order: entry.data.order }))).map((item) => item.entry);
}

export const areaRef = (entry: AreaEntry): AreaRef => ({
  id: entry.id,
  name: entry.data.name,
  kind: entry.data.kind,
  county: entry.data.county,
  towns: entry.data.towns,
});

export const areaLink = (entry: AreaEntry): AreaLink => ({
  id: entry.id,
  name: entry.data.name,
  path: areaPath(entry.id),
  kind: entry.data.kind,
  drive: estimateDrive(shop, entry.data.coordinates),
});

/** The area pages' names and addresses, for the site-wide Electrician data. */
export async function areaPageLinks() {
  return (await areaEntries()).map((entry) => ({ name: entry.data.name, path: areaPath(entry.id) }));
}

/**
 * The nearest other areas of the same kind (towns near a town, the other counties for a county),
 * plus a town's own county, which is always worth a link.
 */
export function nearestAreas(entry: AreaEntry, all: AreaEntry[], count = 3): AreaLink[] {
  const others = all.filter((other) => other.id !== entry.id && other.data.kind === entry.data.kind).map((other) => ({ other, coordinates: other.data.coordinates }));
  return nearest(entry.data.coordinates, others, count).map(({ other }) => areaLink(other));
}
