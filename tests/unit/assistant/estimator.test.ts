import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DETAILS,
  DEFAULT_EXPLANATION,
  averageOf,
  fallbackBreakdown,
  fallbackEstimate,
  fallbackRange,
  fallbackTimeEstimate,
} from '../../../src/domain/assistant/estimator.ts';
import { outletPriceGuidanceText } from '../../../src/domain/assistant/prices.ts';

describe('fallback price ranges (spec section 9)', () => {
  it.each([
    // service, building, quantity, min, max
    ['outlets', 'residential', 1, 150, 300],
    ['outlets', 'residential', 4, 600, 1200],
    ['outlets', 'commercial', 2, 300, 600], // quantity services are not multiplied by 1.5
    ['lighting', 'residential', 1, 100, 400],
    ['lighting', 'industrial', 3, 300, 1200],
    ['panel', 'residential', 1, 1200, 4000],
    ['panel', 'commercial', 1, 1800, 6000],
    ['panel', 'industrial', 5, 1800, 6000], // quantity ignored for panels
    ['circuits', 'residential', 1, 400, 1200],
    ['circuits', 'commercial', 1, 600, 1800],
    ['troubleshoot', 'residential', 1, 150, 500],
    ['troubleshoot', 'industrial', 1, 225, 750],
    ['fan', 'residential', 1, 200, 500],
    ['fan', 'residential', 3, 200, 500],
    ['fan', 'commercial', 1, 300, 750],
    ['generator', 'residential', 1, 4000, 15000],
    ['generator', 'commercial', 1, 6000, 22500],
    ['smarthome', 'residential', 1, 500, 5000],
    ['smarthome', 'industrial', 1, 750, 7500],
    ['other', 'residential', 1, 300, 1500],
    ['unknown', 'residential', 1, 300, 1500],
    ['something-else', 'commercial', 1, 450, 2250],
  ])('%s, %s, quantity %i: $%i-$%i', (service, building, quantity, min, max) => {
    expect(fallbackRange(service, building, quantity)).toEqual({ min, max });
  });

  it('treats a missing or invalid quantity as 1', () => {
    expect(fallbackRange('outlets', 'residential', 0)).toEqual({ min: 150, max: 300 });
    expect(fallbackRange('lighting', 'residential', Number.NaN)).toEqual({ min: 100, max: 400 });
  });
});

describe('fallback breakdown: labour 60% and materials 40% of the minimum', () => {
  it.each([
    [150, 90, 60],
    [1200, 720, 480],
    [1800, 1080, 720],
    [4000, 2400, 1600],
    [225, 135, 90],
  ])('minimum %i gives labour %i and materials %i', (min, labor, materials) => {
    expect(fallbackBreakdown(min)).toEqual({ labor, materials });
  });
});

describe('fallback time estimates', () => {
  it.each([
    ['outlets', 1, '2-3 hours'],
    ['outlets', 2, '2-3 hours'],
    ['outlets', 3, '4-6 hours'],
    ['outlets', 5, '4-6 hours'],
    ['outlets', 6, '1-2 days'],
    ['lighting', 2, '1-3 hours'],
    ['lighting', 4, '4-8 hours'],
    ['lighting', 12, '1-2 days'],
    ['panel', 1, '1-2 days'],
    ['circuits', 1, '4-8 hours'],
    ['troubleshoot', 1, '1-4 hours'],
    ['fan', 2, '2-4 hours per fan'],
    ['generator', 1, '1-3 days'],
    ['smarthome', 1, '4 hours to 2 days'],
    ['other', 1, 'Varies based on project details'],
    ['unknown', 1, 'Varies based on project details'],
  ])('%s x%i: %s', (service, quantity, time) => {
    expect(fallbackTimeEstimate(service, quantity)).toBe(time);
  });
});

describe('the local preliminary estimate', () => {
  it('combines range, breakdown, time and a preliminary explanation with the phone number', () => {
    const estimate = fallbackEstimate({ serviceType: 'outlets', buildingType: 'residential', quantity: 3 }, '(406) 555-0142');
    expect(estimate).toMatchObject({
      minPrice: 450,
      maxPrice: 900,
      breakdown: { labor: 270, materials: 180 },
      timeEstimate: '4-6 hours',
    });
    expect(estimate.explanation).toMatch(/preliminary/i);
    expect(estimate.explanation).toContain('(406) 555-0142');
  });
});

describe('average and texts', () => {
  it.each([
    [150, 300, 225],
    [1200, 4000, 2600],
    [undefined, 300, 150],
    [null, undefined, 0],
    ['x', 100, 50],
  ])('average of %s and %s is %s', (min, max, average) => {
    expect(averageOf(min, max)).toBe(average);
  });

  it('keeps the spec default texts', () => {
    expect(DEFAULT_EXPLANATION).toBe('Based on your description, this is our estimated price range.');
    expect(DEFAULT_DETAILS).toBe('Please contact us for more detailed information about this service.');
  });

  it('states the outlet price guidance of the spec', () => {
    const text = outletPriceGuidanceText();
    for (const range of ['$100-200', '$120-250', '$150-275', '$150-300']) expect(text).toContain(range);
  });
});
