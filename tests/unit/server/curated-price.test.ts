import { describe, expect, it } from 'vitest';
import { curatedPrice, curatedPriceUpdate, fromCurated, type PricedCuratedEntry } from '../../../src/server/assistant/curated-price.ts';

const entry = (fields: Partial<PricedCuratedEntry> = {}): PricedCuratedEntry => ({
  id: 9,
  question: 'How much for a hot tub circuit?',
  answer: 'A hot tub circuit is usually $800 to $1,500.',
  category: 'pricing',
  priceMin: 800,
  priceMax: 1500,
  priceService: 'circuits',
  ...fields,
});
const match = (fields: Partial<PricedCuratedEntry> = {}) => ({ entry: entry(fields), similarity: 0.9 });

describe('curated prices', () => {
  it("estimate from the entry's range, with the table's split and time", () => {
    expect(curatedPrice(match())).toEqual({
      entryId: 9,
      serviceType: 'circuits',
      min: 800,
      max: 1500,
      breakdown: { labor: 480, materials: 320, permits: 0, other: 0 },
      timeEstimate: '4-8 hours',
      explanation: 'A hot tub circuit is usually $800 to $1,500.',
    });
    expect(curatedPrice(match({ priceMin: 0, priceMax: 0 }))).toMatchObject({ min: 0, max: 0 });
    expect(curatedPrice(match({ priceMin: 500, priceMax: 500 }))).toMatchObject({ min: 500, max: 500 });
  });

  it('give nothing without a match, a whole range, a known service, or with an impossible range', () => {
    expect(curatedPrice(undefined)).toBeUndefined();
    expect(curatedPrice(match({ priceMin: null }))).toBeUndefined();
    expect(curatedPrice(match({ priceMax: undefined }))).toBeUndefined();
    expect(curatedPrice(match({ priceService: 'hot-tubs' }))).toBeUndefined();
    expect(curatedPrice(match({ priceService: null }))).toBeUndefined();
    expect(curatedPrice(match({ priceMin: 1600, priceMax: 1500 }))).toBeUndefined();
    expect(curatedPrice(match({ priceMin: -1, priceMax: 1500 }))).toBeUndefined();
    expect(curatedPrice(match({ priceMin: Number.NaN }))).toBeUndefined();
    expect(curatedPrice(match({ priceMax: Number.POSITIVE_INFINITY }))).toBeUndefined();
  });

  it('read as the direct estimate, with the details or else the answer', () => {
    const price = curatedPrice(match())!;
    expect(fromCurated(price, '  Hot tub on the deck  ')).toEqual({
      estimate: { min: 800, max: 1500, average: 1150, breakdown: { labor: 480, materials: 320, permits: 0, other: 0 } },
      serviceType: 'circuits',
      explanation: 'A hot tub circuit is usually $800 to $1,500.',
      serviceDetails: 'Hot tub on the deck',
      timeEstimate: '4-8 hours',
      source: 'curated',
    });
    expect(fromCurated(price, '   ').serviceDetails).toBe('A hot tub circuit is usually $800 to $1,500.');
    expect(fromCurated(price, 'd'.repeat(400)).serviceDetails).toHaveLength(300);
    expect(fromCurated({ ...price, explanation: 'e'.repeat(400) }, '').serviceDetails).toHaveLength(300);
  });

  it('update only the price fields an edit carried, clearing all three when the range is cleared', () => {
    expect(curatedPriceUpdate({})).toEqual({});
    expect(curatedPriceUpdate({ priceMin: 100, priceMax: 200, priceService: 'fan' })).toEqual({ priceMin: 100, priceMax: 200, priceService: 'fan' });
    expect(curatedPriceUpdate({ priceMin: 100, priceMax: 200 })).toEqual({ priceMin: 100, priceMax: 200, priceService: null });
    expect(curatedPriceUpdate({ priceMin: null, priceMax: 200, priceService: 'fan' })).toEqual({ priceMin: null, priceMax: null, priceService: null });
    expect(curatedPriceUpdate({ priceMax: 200 })).toEqual({ priceMin: null, priceMax: null, priceService: null });
    expect(curatedPriceUpdate({ priceService: 'fan' })).toEqual({ priceMin: null, priceMax: null, priceService: null });
  });
});
