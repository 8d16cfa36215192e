/**
 * The place names of the service area: the towns and counties we serve (from the business profile
 * and the landing page's service areas) and places visitors ask about that lie outside them.
 * Reads the content JSON directly (no zod), so the chat widget's router can use it.
 */
import profile from '../../content/business.json' with { type: 'json' };
import serviceAreas from '../../content/service-areas.json' with { type: 'json' };

/** Montana (and nearby) places outside Missoula, Ravalli and Lake counties that visitors ask about. */
export const OUTSIDE_SERVICE_AREA = [
  'Billings',
  'Bozeman',
  'Helena',
  'Great Falls',
  'Butte',
  'Kalispell',
  'Whitefish',
  'Columbia Falls',
  'Bigfork',
  'Libby',
  'Havre',
  'Miles City',
  'Livingston',
  'Dillon',
  'Anaconda',
  'Deer Lodge',
  'Philipsburg',
  'Drummond',
  'Superior',
  'Thompson Falls',
  'Plains',
  'Lewistown',
  'Glendive',
  'Sidney',
  'Glasgow',
  'Big Sky',
  'Red Lodge',
  'Belgrade',
  'Laurel',
  'Shelby',
  'Cut Bank',
  'Eureka',
  'West Yellowstone',
  'Flathead County',
  'Gallatin County',
  'Yellowstone County',
  'Cascade County',
  'Lewis and Clark County',
  'Silver Bow County',
  'Sanders County',
  'Mineral County',
  'Granite County',
  'Powell County',
  'Lincoln County',
  'Deer Lodge County',
  'Beaverhead County',
  'Park County',
  'Spokane',
  "Coeur d'Alene",
  'Boise',
  'Idaho',
  'Wyoming',
  'North Dakota',
  'South Dakota',
  'Washington State',
  'Seattle',
  'Denver',
  // Small towns just over the line of the three counties, which the site never names.
  'Ovando',
  'Helmville',
  'Elliston',
  'Avon',
  'Alberton',
  'St. Regis',
  'Haugan',
  'De Borgia',
  'Dixon',
  'Hot Springs',
  'Paradise',
  'Lakeside',
  'Somers',
  'Kila',
  'Marion',
];

/** Names of OUTSIDE_SERVICE_AREA that are also everyday words ("a lakeside cabin", "superior work"): places only where they read as one. */
export const EVERYDAY_PLACE_NAMES = ['Superior', 'Plains', 'Eureka', 'Laurel', 'Avon', 'Hot Springs', 'Paradise', 'Lakeside', 'Marion'];

/**
 * Places the area pages name inside a served county, which the profile's list of towns leaves
 * out: the Mission Valley towns of the Lake County and Ronan pages ("Ronan, Pablo, Charlo and St.
 * Ignatius"), the Mission Valley itself (the Lake County page: "Polson, Ronan and the Mission
 * Valley"). tests/unit/assistant/area-names.test.ts
 * checks that each is written on an area page.
 */
export const AREA_PAGE_PLACES = ['Pablo', 'Charlo', 'St. Ignatius', 'Mission Valley'];

/** Every name we serve: counties (with and without "County"), towns, the landing page's area names and the places the area pages name. */
export function servedPlaces(): string[] {
  const names = new Set<string>();
  for (const county of profile.counties) {
    names.add(county);
  }
  for (const town of profile.towns) names.add(town);
  for (const area of serviceAreas as { name: string }[]) names.add(area.name);
  for (const place of AREA_PAGE_PLACES) names.add(place);
  // "Ravalli" and "Missoula" alone name the counties as well as towns; "Lake" alone does not.
  for (const county of profile.counties) {
    const bare = county.replace(/ County$/, '');
    if (bare !== 'Lake') names.add(bare);
  }
  return [...names];
}
