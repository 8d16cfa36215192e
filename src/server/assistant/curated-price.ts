/**
 * Curated prices: an owner's curated entry may carry a price range (min, max, service), set in the
 * admin's edit dialog. A question that matches the entry (the curated matcher, as for answers) is
 * estimated from that range, before the AI and the price table.
 */
import { fallbackBreakdown, fallbackTimeEstimate } from '../../domain/assistant/estimator.ts';
import { isServiceType } from '../../domain/assistant/prices.ts';
import type { CuratedEntry } from './answerer.ts';
import type { CuratedMatch } from './curated.ts';

export interface PricedCuratedEntry extends CuratedEntry {
  priceMin?: number | null;
  priceMax?: number | null;
  priceService?: string | null;
}

export interface CuratedPrice {
  entryId: number;
  serviceType: string;
  min: number;
  max: number;
  breakdown: { labor: number; materials: number; permits: number; other: number };
  timeEstimate: string;
  explanation: string;
}

/** The matched entry's price range, when it has one. */
export function curatedPrice(match: CuratedMatch | undefined): CuratedPrice | undefined {
  // The matcher was given the entries with their prices (logs.ts curatedEntries); CuratedEntry does not name them.
  const entry: PricedCuratedEntry | undefined = match?.entry;
  if (!entry || entry.priceMin == null || entry.priceMax == null || !isServiceType(entry.priceService)) return undefined;
  const min = Number(entry.priceMin);
  const max = Number(entry.priceMax);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || min > max) return undefined;
  const split = fallbackBreakdown(min);
  return {
    entryId: entry.id,
    serviceType: entry.priceService,
    min,
    max,
    breakdown: { labor: split.labor, materials: split.materials, permits: 0, other: 0 },
    timeEstimate: fallbackTimeEstimate(entry.priceService),
    explanation: entry.answer,
  };
}

/** The columns an edit sets: only the price fields the request carried (absent ones are left as stored). */
export function curatedPriceUpdate(input: { priceMin?: number | null; priceMax?: number | null; priceService?: string | null }) {
  if (input.priceMin === undefined && input.priceMax === undefined && input.priceService === undefined) return {};
  const cleared = input.priceMin == null || input.priceMax == null;
  return cleared ? { priceMin: null, priceMax: null, priceService: null } : { priceMin: input.priceMin!, priceMax: input.priceMax!, priceService: input.priceService ?? null };
}

/** The direct-estimate shape of a curated price. */
export function fromCurated(price: CuratedPrice, details: string) {
  return {
    estimate: { min: price.min, max: price.max, average: (price.min + price.max) / 2, breakdown: price.breakdown },
    serviceType: price.serviceType,
    explanation: price.explanation,
    serviceDetails: details.trim().slice(0, 300) || price.explanation.slice(0, 300),
    timeEstimate: price.timeEstimate,
    source: 'curated' as const,
  };
}
