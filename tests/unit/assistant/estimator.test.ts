import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DETAILS,
  DEFAULT_EXPLANATION,
  ERROR_SERVICE_DETAILS,
  PANEL_FIGURES_TEXT,
  averageOf,
  describeRequest,
  estimateErrorText,
  isNonResidential,
  unparseableEstimateText,
  fallbackBreakdown,
  fallbackEstimate,
  fallbackRange,
  fallbackTimeEstimate,
} from '../../../src/domain/assistant/estimator.ts';
import { FALLBACK_PRICES, SERVICE_LABELS, formatUsd, isServiceType, outletPriceGuidanceText } from '../../../src/domain/assistant/prices.ts';

const PHONE = '(406) 555-0142';

describe('the price table (spec section 9)', () => {
  it('holds the spec figures, each range with its minimum below its maximum', () => {
    expect(FALLBACK_PRICES).toEqual({
      outlets: { min: 150, max: 300 },
      lighting: { min: 100, max: 400 },
      panel: { min: 1200, max: 4000 },
      circuits: { min: 400, max: 1200 },
      troubleshoot: { min: 150, max: 500 },
      fan: { min: 200, max: 500 },
      generator: { min: 4000, max: 15000 },
      smarthome: { min: 500, max: 5000 },
      other: { min: 300, max: 1500 },
      unknown: { min: 300, max: 1500 },
    });
    for (const service of [...Object.keys(FALLBACK_PRICES), 'not-a-service']) {
      for (const building of ['residential', 'commercial', 'industrial']) {
        for (const quantity of [1, 2, 7]) {
          const { min, max } = fallbackRange(service, building, quantity);
          expect(min, `${service} ${building} x${quantity}`).toBeGreaterThan(0);
          expect(min, `${service} ${building} x${quantity}`).toBeLessThan(max);
        }
      }
    }
  });

  it('labels the services as the spec lists them', () => {
    expect(SERVICE_LABELS).toEqual({
      outlets: 'Outlet Installation',
      panel: 'Panel Upgrade/Replacement',
      lighting: 'Lighting Installation',
      circuits: 'Circuit Installation/Repair',
      troubleshoot: 'Electrical Troubleshooting',
      fan: 'Ceiling Fan Installation',
      generator: 'Generator Installation',
      smarthome: 'Smart Home Setup',
      other: 'Other Service',
    });
    expect(isServiceType('panel')).toBe(true);
    expect(isServiceType('unknown')).toBe(false);
    expect(isServiceType(3)).toBe(false);
  });

  it('writes dollar amounts rounded, with thousands separators', () => {
    expect(formatUsd(15000)).toBe('$15,000');
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(90)).toBe('$90');
  });
});

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

  it('counts a fractional quantity down to whole items', () => {
    expect(fallbackRange('outlets', 'residential', 2.9)).toEqual({ min: 300, max: 600 });
    expect(fallbackTimeEstimate('lighting', 5.5)).toBe('4-8 hours');
    expect(fallbackTimeEstimate('outlets', 2.5)).toBe('2-3 hours');
  });

  it('treats a missing or invalid quantity as 1', () => {
    expect(fallbackRange('outlets', 'residential', -3)).toEqual({ min: 150, max: 300 });
    expect(fallbackRange('outlets', 'residential', 0.5)).toEqual({ min: 150, max: 300 });
    expect(fallbackRange('lighting')).toEqual({ min: 100, max: 400 });
    expect(fallbackTimeEstimate('outlets', Number.NaN)).toBe('2-3 hours');
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
    ['lighting', 1, '1-3 hours'],
    ['lighting', 2, '1-3 hours'],
    ['lighting', 3, '4-8 hours'],
    ['lighting', 4, '4-8 hours'],
    ['lighting', 5, '4-8 hours'],
    ['lighting', 6, '1-2 days'],
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

describe('building types', () => {
  it('counts commercial and industrial as non-residential, anything else as residential', () => {
    expect(isNonResidential('commercial')).toBe(true);
    expect(isNonResidential('industrial')).toBe(true);
    expect(isNonResidential('residential')).toBe(false);
    expect(isNonResidential(undefined)).toBe(false);
    expect(fallbackRange('panel')).toEqual({ min: 1200, max: 4000 });
    expect(fallbackRange('panel', 'farm')).toEqual({ min: 1200, max: 4000 });
  });
});

describe('the request summary', () => {
  it.each([
    [{ serviceType: 'outlets', quantity: 3, buildingType: 'commercial' as const }, 'Outlet Installation (quantity 3, commercial building)'],
    [{ serviceType: 'lighting', quantity: 0 }, 'Lighting Installation (quantity 1, residential building)'],
    [{ serviceType: 'fan', quantity: 2, buildingType: 'residential' as const }, 'Ceiling Fan Installation (quantity 2, residential building)'],
    [{ serviceType: 'panel', quantity: 4, buildingType: 'industrial' as const }, 'Panel Upgrade/Replacement (industrial building)'],
    [{ serviceType: 'hot tub' }, 'Other Service (residential building)'],
  ])('%j reads "%s"', (request, text) => {
    expect(describeRequest(request)).toBe(text);
  });
});

describe('the local preliminary estimate', () => {
  it('explains a preliminary estimate and, for a panel, both panel figures', () => {
    const preliminary =
      'This is a preliminary estimate based on typical projects of this kind. Prices vary with the details of your project, so please contact us at (406) 555-0142 for a detailed quote after an on-site assessment. Estimates are free.';
    expect(fallbackEstimate({ serviceType: 'fan' }, PHONE).explanation).toBe(preliminary);
    const panel = fallbackEstimate({ serviceType: 'panel', buildingType: 'commercial' }, PHONE);
    expect(panel).toMatchObject({ minPrice: 1800, maxPrice: 6000, breakdown: { labor: 1080, materials: 720 }, timeEstimate: '1-2 days' });
    expect(panel.explanation).toBe(`${preliminary} ${PANEL_FIGURES_TEXT}`);
    expect(PANEL_FIGURES_TEXT).toContain('about $1,500 to $4,000');
    expect(PANEL_FIGURES_TEXT).toContain('$1,200 - $4,000');
  });

  it('gives, for outlets, the price the site gives each kind of outlet', () => {
    const outlets = fallbackEstimate({ serviceType: 'outlets', quantity: 2 }, PHONE).explanation;
    expect(outlets).toMatch(/Estimates are free\. Typical outlet prices: /);
    expect(outlets).toContain('GFCI outlet: $120-250 per outlet');
    expect(outlets).toContain('USB outlet: $150-275 per outlet');
  });

  it('gives the spec failure texts with the phone number', () => {
    expect(unparseableEstimateText(PHONE)).toMatch(/^I couldn't generate a precise estimate from your description\. /);
    expect(unparseableEstimateText(PHONE)).toContain(PHONE);
    expect(estimateErrorText(PHONE)).toMatch(/^I encountered an error while trying to generate an estimate\. /);
    expect(estimateErrorText(PHONE)).toContain(PHONE);
    expect(ERROR_SERVICE_DETAILS).toBe('Error processing service details. Please try again with more information.');
  });

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
