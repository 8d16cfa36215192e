/** The place names of the service area (src/domain/assistant/area-names.ts) as the router finds them. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_PAGE_PLACES, EVERYDAY_PLACE_NAMES, OUTSIDE_SERVICE_AREA, placesAsked, servedPlaces, townsOfLandmarks } from '../../../src/domain/assistant/area-names.ts';
import { answerServiceArea } from '../../../src/server/assistant/service-area.ts';
import profile from '../../../src/content/business.json' with { type: 'json' };
import places from '../../../src/content/assistant-places.json' with { type: 'json' };
import { findNames, nameMatchers } from '../../../src/domain/assistant/place-names.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';

const areasDirectory = new URL('../../../src/content/areas/', import.meta.url);
const areaPages = readdirSync(areasDirectory)
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(new URL(name, areasDirectory), 'utf8'));

describe('places named only on an area page', () => {
  it.each(AREA_PAGE_PLACES)('%s is written on an area page of a served county, and is served', (place) => {
    const pages = areaPages.filter((page) => page.includes(place));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.some((page) => /^name: (?:Lake County|Ravalli County|Missoula County|Ronan|Polson|Hamilton|Stevensville|Missoula|Bonner)$/m.test(page))).toBe(true);
    expect(servedPlaces()).toContain(place);
  });

  it.each([
    ['what about pablo', 'Pablo'],
    ['do you come up to charlo', 'Charlo'],
    ['st ignatius, can yall come out', 'St. Ignatius'],
    ['saint ignatius?', 'St. Ignatius'],
    ['St. Ignatius MT', 'St. Ignatius'],
  ])('"%s" asks about %s, a served place: a business fact', (text, place) => {
    const route = routeMessage(text);
    expect(route.intent).toBe('business-fact');
    expect(route.places.served).toEqual([place]);
  });
});

describe('places outside that are also everyday words', () => {
  const outside = nameMatchers(OUTSIDE_SERVICE_AREA, undefined, EVERYDAY_PLACE_NAMES);

  it('are all on the list of places outside', () => {
    for (const name of EVERYDAY_PLACE_NAMES) expect(OUTSIDE_SERVICE_AREA).toContain(name);
  });

  it.each([
    ['lakeside on the west shore of flathead, need a panel looked at', ['Lakeside']],
    ['Lakeside MT, need an outlet fixed', ['Lakeside']],
    ['we live in lakeside', ['Lakeside']],
    ['superior, out past alberton. u come that far?', ['Alberton', 'Superior']],
    ['how about Superior MT', ['Superior']],
    ['we have a lakeside cabin near polson', []],
    ['you do superior work', []],
    ['paradise would be a panel that never trips', []],
  ])('"%s": %j', (text, names) => {
    expect(findNames(text, outside).found.sort()).toEqual(names);
  });

  it('a small town just outside the counties is out of the area', () => {
    expect(routeMessage('hey so um were in ovando, do yall ever come out this way').intent).toBe('out-of-area');
    expect(routeMessage('st regis mt').places.outside).toEqual(['St. Regis']);
  });
});

describe('streets and landmarks named instead of a town', () => {
  it('stand for the town they lie in', () => {
    expect(townsOfLandmarks('our house is off mullan rd out past reserve')).toEqual(['Missoula']);
    expect(townsOfLandmarks('we live out by the Daly Mansion')).toEqual(['Hamilton']);
    expect(townsOfLandmarks('no landmark here')).toEqual([]);
  });

  it("each lies in a town the site names, so the answer is that town's own yes", () => {
    // A region stands for its county, which the profile names too ("the Bitterroot" -> Ravalli County).
    const named = new Set([...profile.towns, ...profile.counties]);
    for (const [name, town] of Object.entries(places.landmarks)) expect(named.has(town), `${name} -> ${town}`).toBe(true);
  });

  it('give the router and the area answer the town', () => {
    expect(routeMessage('we live out by the daly mansion, do u come out that way').places.served).toEqual(['Hamilton']);
    expect(answerServiceArea('right by the lee metcalf refuge, u service that area?')!.text).toMatch(/^Yes! Stevensville is in our service area\./);
  });
});

describe('neighbourhoods of Missoula the area page names', () => {
  it.each(['Rattlesnake', 'University District', 'Northside', 'Westside'])('%s is written on the Missoula page and stands for Missoula', (name) => {
    expect(areaPages.some((page) => /^name: Missoula$/m.test(page) && page.includes(name))).toBe(true);
    expect(townsOfLandmarks(`we live in the ${name}`)).toEqual(['Missoula']);
  });
});

describe('the places a message asks about', () => {
  it('leaves out a town named as a landmark, lets a street stand for its town, and leaves out a place outside named as where', () => {
    expect(placesAsked('huson, out past frenchtown on 90?', ['Huson', 'Frenchtown'], [])).toEqual({ named: ['Huson', 'Frenchtown'], served: ['Huson'], outside: [] });
    expect(placesAsked('our house is off mullan rd', [], [])).toEqual({ named: ['Missoula'], served: ['Missoula'], outside: [] });
    expect(placesAsked('south of darby, nearly to the idaho line', ['Darby'], ['Idaho'])).toEqual({ named: ['Darby'], served: ['Darby'], outside: [] });
    expect(placesAsked('do you serve kalispell', [], ['Kalispell'])).toEqual({ named: [], served: [], outside: ['Kalispell'] });
  });
});
