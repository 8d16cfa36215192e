/**
 * The price range a curated entry may carry (docs/decisions/0016-curated-prices.md): a minimum,
 * a maximum and the service it prices, all three or none. Part of the edit-conversation schema.
 */
import { z } from 'zod';
import { SERVICE_TYPES } from '../assistant/prices.ts';

export const PRICE_LIMIT = 1_000_000;
export const CURATED_PRICE_MESSAGES = {
  amount: `Prices must be whole dollars from 0 to ${PRICE_LIMIT.toLocaleString('en-US')}`,
  both: 'Enter both a minimum and a maximum price, or neither',
  order: 'The minimum price must not be above the maximum',
  service: 'Choose the service the price is for',
} as const;

const price = z
  .number({ error: CURATED_PRICE_MESSAGES.amount })
  .int(CURATED_PRICE_MESSAGES.amount)
  .min(0, CURATED_PRICE_MESSAGES.amount)
  .max(PRICE_LIMIT, CURATED_PRICE_MESSAGES.amount)
  .nullable()
  .optional();

/** Absent: leave the stored range as it is; null: no range. */
export const curatedPriceFields = {
  priceMin: price,
  priceMax: price,
  priceService: z.enum(SERVICE_TYPES, { error: CURATED_PRICE_MESSAGES.service }).nullable().optional(),
};

type PriceFields = { priceMin?: number | null; priceMax?: number | null; priceService?: string | null };

export function checkCuratedPrice(value: PriceFields, context: z.RefinementCtx): void {
  const { priceMin, priceMax, priceService } = value;
  if (priceMin === undefined && priceMax === undefined && priceService === undefined) return;
  const hasMin = priceMin !== undefined && priceMin !== null;
  const hasMax = priceMax !== undefined && priceMax !== null;
  if (hasMin !== hasMax) return void context.addIssue({ code: 'custom', message: CURATED_PRICE_MESSAGES.both, path: [hasMin ? 'priceMax' : 'priceMin'] });
  if (hasMin && hasMax && priceMin > priceMax) return void context.addIssue({ code: 'custom', message: CURATED_PRICE_MESSAGES.order, path: ['priceMin'] });
  if (hasMin && !priceService) return void context.addIssue({ code: 'custom', message: CURATED_PRICE_MESSAGES.service, path: ['priceService'] });
}
