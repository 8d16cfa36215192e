import { describe, expect, it } from 'vitest';
import { business } from '../../src/domain/business.ts';
import { AVERAGE_SPEED_MPH, ROAD_FACTOR, durationPhrase, estimateDrive, nearest, straightLineMiles } from '../../src/domain/areas/drive-time.ts';
import { byKindThenOrder, pageForName, type AreaRef } from '../../src/domain/areas/pages.ts';
import { electricianJsonLd } from '../../src/domain/seo.ts';
import { sharedShare, mainText, words } from '../helpers/text-overlap.ts';

const bonner = { latitude: 46.8766, longitude: -113.8712 };
const polson = { latitude: 47.6933, longitude: -114.1632 };

describe('drive time from Bonner', () => {
  it('measures the great-circle distance', () => {
    // One degree of latitude is 69.1 miles.
    expect(straightLineMiles({ latitude: 46, longitude: -114 }, { latitude: 47, longitude: -114 })).toBeCloseTo(69.09, 1);
    // Bonner to Polson: 58.1 miles as the crow flies.
    expect(straightLineMiles(bonner, polson)).toBeCloseTo(58.1, 0);
    expect(straightLineMiles(bonner, bonner)).toBe(0);
  });

  it('adds the road factor and drives at the average speed, rounding up to 5 minutes', () => {
    expect(ROAD_FACTOR).toBe(1.3);
    expect(AVERAGE_SPEED_MPH).toBe(50);
    // 69.09 × 1.3 = 89.8 road miles; at 50 mph 107.8 minutes → 110.
    expect(estimateDrive({ latitude: 46, longitude: -114 }, { latitude: 47, longitude: -114 })).toEqual({ miles: 90, minutes: 110 });
    // Bonner to Polson: 75.3 road miles, 90.4 minutes → 95.
    expect(estimateDrive(bonner, polson)).toEqual({ miles: 75, minutes: 95 });
  });

  it("is zero for the shop's own town, and never zero for a place a few miles off", () => {
    expect(estimateDrive(bonner, bonner)).toEqual({ miles: 0, minutes: 0 });
    // Missoula: 5.8 miles straight, 7.5 by road, 9 minutes → 10.
    expect(estimateDrive(bonner, { latitude: 46.8721, longitude: -113.994 })).toEqual({ miles: 8, minutes: 10 });
  });

  it('words the duration', () => {
    expect(durationPhrase(25)).toBe('about 25 minutes');
    expect(durationPhrase(60)).toBe('about 1 hour');
    expect(durationPhrase(95)).toBe('about 1 hour 35 minutes');
    expect(durationPhrase(120)).toBe('about 2 hours');
  });

  it('orders places by distance', () => {
    const places = [
      { id: 'polson', coordinates: polson },
      { id: 'hamilton', coordinates: { latitude: 46.2466, longitude: -114.1594 } },
      { id: 'missoula', coordinates: { latitude: 46.8721, longitude: -113.994 } },
    ];
    expect(nearest(bonner, places, 2).map((place) => place.id)).toEqual(['missoula', 'hamilton']);
  });
});

describe('area links', () => {
  const areas: AreaRef[] = [
    { id: 'ravalli-county', name: 'Ravalli County', kind: 'county', towns: ['Hamilton', 'Victor'] },
    { id: 'hamilton', name: 'Hamilton', kind: 'town', county: 'ravalli-county', towns: [] },
  ];

  it('links a name to its own page, else to its county, else nowhere', () => {
    expect(pageForName('Hamilton', areas)?.id).toBe('hamilton');
    expect(pageForName('ravalli county', areas)?.id).toBe('ravalli-county');
    expect(pageForName('Victor', areas)?.id).toBe('ravalli-county');
    expect(pageForName('Kalispell', areas)).toBeUndefined();
  });

  it('lists counties before towns, each in order', () => {
    const sorted = byKindThenOrder([
      { id: 'b', kind: 'town' as const, order: 2 },
      { id: 'c', kind: 'county' as const, order: 9 },
      { id: 'a', kind: 'town' as const, order: 1 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it("gives each area page's address in the Electrician data's areaServed", () => {
    const site = 'https://example.test';
    const data = electricianJsonLd(business, site, undefined, [
      { name: 'Lake County', path: '/service-areas/lake-county' },
      { name: 'Polson', path: '/service-areas/polson' },
    ]);
    expect(data.areaServed).toContainEqual({ '@type': 'AdministrativeArea', name: 'Lake County, Montana', url: `${site}/service-areas/lake-county` });
    expect(data.areaServed).toContainEqual({ '@type': 'City', name: 'Polson, MT', url: `${site}/service-areas/polson` });
    expect(data.areaServed).toContainEqual({ '@type': 'City', name: 'Victor, MT' });
  });
});

describe('page text overlap', () => {
  it("counts the shorter text's 4-word sequences found in the other", () => {
    // 5 words → 2 shingles; "b c d e" is shared, "a b c d" is not.
    expect(sharedShare('a b c d e', 'x b c d e y z w')).toBe(0.5);
    expect(sharedShare('one two three four', 'five six seven eight')).toBe(0);
    expect(sharedShare('The same, words here!', 'the same words HERE')).toBe(1);
  });

  it('reads the text inside <main> only, without scripts', () => {
    const html = '<header>Menu words</header><main id="main"><h1>Title &amp; more</h1><script>var x = 1</script><p>Body text</p></main><footer>Foot</footer>';
    expect(mainText(html)).toBe('Title & more Body text');
    expect(words(mainText(html))).toEqual(['title', 'more', 'body', 'text']);
  });
});
