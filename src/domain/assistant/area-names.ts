/**
 * The place names of the service area: the towns and counties we serve (from the business profile,
 * the landing page's service areas, and the places of our counties in assistant-places.json) and
 * the places visitors ask about that lie outside them (assistant-places.json).
 * Reads the content JSON directly (no zod), so the chat widget's router can use it.
 */
import profile from '../../content/business.json' with { type: 'json' };
import serviceAreas from '../../content/service-areas.json' with { type: 'json' };
import places from '../../content/assistant-places.json' with { type: 'json' };
import { findNames, nameMatchers } from './place-names.ts';

const outsideByCounty = places.outside as Record<string, string[]>;
const servedByCounty = places.served as Record<string, string[]>;

/** Places outside Missoula, Ravalli and Lake counties that visitors ask about: the counties, their towns, and places beyond Montana. */
export const OUTSIDE_SERVICE_AREA: readonly string[] = [
  ...new Set([...Object.keys(outsideByCounty).filter((county) => / County$/.test(county)), ...Object.values(outsideByCounty).flat()]),
];

/**
 * What must not follow a place outside the area for it to be one: "Lincoln" is also a make of
 * welder ("my Lincoln welder", "Lincoln Electric").
 */
export const OUTSIDE_NAME_SUFFIX = String.raw`(?![\p{L}])(?!\s+(?:electric\w*|welders?|mig|tig|arc)\b)`;

/** The county of a town of our counties that the profile does not list ("Corvallis" -> "Ravalli County"); undefined for the profile's own towns and for counties. */
export function servedCountyOf(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (profile.towns.some((town) => town.toLowerCase() === lower)) return undefined;
  if (AREA_PAGE_PLACES.some((place) => place.toLowerCase() === lower.replace(/^saint\b|^st\b(?!\.)/, 'st.'))) return undefined;
  // The short name of a town the site names ("Seeley" for Seeley Lake and the Seeley-Swan) is named too.
  if ([...profile.towns, ...(serviceAreas as { name: string }[]).map((area) => area.name)].some((town) => town.toLowerCase().startsWith(`${lower} `))) return undefined;
  return Object.entries(servedByCounty).find(([, towns]) => towns.some((town) => town.toLowerCase() === lower))?.[0];
}

/** The county of any place of our counties, the profile's towns included ("Lolo" -> "Missoula County"); a county is its own. */
export function countyOfServedPlace(name: string): string | undefined {
  const lower = name.toLowerCase();
  const county = profile.counties.find((item) => item.toLowerCase() === lower || item.replace(/ County$/, '').toLowerCase() === lower);
  if (county) return county;
  return Object.entries(servedByCounty).find(([, towns]) => towns.some((town) => town.toLowerCase() === lower))?.[0];
}

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

/** Every name we serve: counties (with and without "County"), towns, the landing page's area names, the places the area pages name, and the places of our counties. */
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
  // Towns of our counties that the profile does not list: only of the counties the profile names.
  for (const [county, towns] of Object.entries(servedByCounty)) if (profile.counties.includes(county)) for (const town of towns) names.add(town);
  return [...names];
}

/** A place's name as a pattern: its special characters escaped, any run of spaces as one or more. */
function placeSource(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/** Someone else's town ("heard good things from my brother in Missoula"): where they are, not where the work is. */
const SOMEONE_ELSE_IN = String.raw`\b(?:my|our|a|his|her)\s+(?:brother|sister|mom|mother|dad|father|parents|son|daughter|cousin|uncle|aunt|friend|buddy|neighbou?r|family|folks|kids|grandma|grandpa|in-laws?|coworker|co-worker|boss)s?\s+(?:\w+\s+)?(?:in|from|over\s+in|up\s+in|down\s+in|out\s+in)\s+(?:the\s+)?`;

/** Whether a place is named only as a landmark: "an hour from Missoula", "past Missoula", "closer to Missoula than Kalispell", "nearly to the Idaho line". */
export function landmark(question: string, name: string): boolean {
  const place = placeSource(name);
  return new RegExp(
    `\\b(?:from|past|beyond|near|than|outside(?:\\s+of)?|of|by|between|closer\\s+to|nearer\\s+to|toward|towards)\\s+(?:the\\s+)?${place}(?![\\p{L}])|\\b${place}\\s+(?:state\\s+)?(?:line|border)\\b|${SOMEONE_ELSE_IN}${place}(?![\\p{L}])|\\b${place}\\s+(?:is|isn'?t|isnt|is\\s+not|ain'?t|'?s)\\s+(?:not\\s+)?(?:that\\s+|too\\s+|so\\s+|very\\s+|pretty\\s+)?(?:far|close|near)\\b`,
    'iu',
  ).test(question);
}

/** A landmark that only measures from a place ("farther south than Hamilton", "an hour past Missoula"), never where the visitor is ("just outside Darby", "near Lolo"). */
function measuredFrom(question: string, name: string): boolean {
  const place = placeSource(name);
  return new RegExp(`\\b(?:from|past|beyond|than|between|closer\\s+to|nearer\\s+to|toward|towards)\\s+(?:the\\s+)?${place}(?![\\p{L}])`, 'iu').test(question);
}

/** A town's name as the name of a school ("Big Sky High", "Hellgate High School", "Missoula College"). */
function schoolOf(text: string, name: string): boolean {
  const place = placeSource(name);
  return new RegExp(`\\b${place}\\s+(?:high(?:\\s+school)?|middle\\s+school|elementary|college|university|community\\s+college)\\b`, 'iu').test(text);
}

/** Whether a town is named as where we are ("you're based in Bonner", "your shop in Bonner"). */
function ourBase(question: string, name: string): boolean {
  const place = placeSource(name);
  return new RegExp(
    `\\b(?:you(?:'?re|\\s+are|\\s+guys\\s+are)|u\\s+r|ur|y'?all\\s+are|your\\s+(?:shop|office|company|business)\\s+is|your\\s+(?:shop|office))\\s+(?:based\\s+|located\\s+|headquartered\\s+)?(?:in|out\\s+of)\\s+${place}(?![\\p{L}])`,
    'iu',
  ).test(question);
}

/** Streets and landmarks visitors name instead of a town, with the town (assistant-places.json "landmarks"). */
const LANDMARKS = Object.entries((places as { landmarks?: Record<string, string> }).landmarks ?? {});
const landmarkMatchers = nameMatchers(LANDMARKS.map(([name]) => name));

/** A landmark said as where something else is measured from ("over the pass from the Bitterroot"); "out by the Daly Mansion" is where the visitor is. */
function fromLandmark(text: string, name: string): boolean {
  const place = placeSource(name);
  return new RegExp(`\\b(?:from|than|beyond|toward|towards)\\s+(?:the\\s+)?${place}(?![\\p{L}])`, 'iu').test(text);
}

/** The towns of the landmarks a text names ("off Mullan Rd past Reserve" -> ["Missoula"]), each once. */
export function townsOfLandmarks(text: string): string[] {
  // A landmark said only to place something else ("right over Lost Trail Pass from the Bitterroot") names no town asked about.
  const found = findNames(text, landmarkMatchers).found.filter((name) => !fromLandmark(text, name.replace(/^the\s+/i, '')));
  return [...new Set(found.map((name) => LANDMARKS.find(([landmark]) => landmark === name)![1]))];
}

/**
 * Of the places a message names, the ones it asks about (the router and the service-area answer
 * read them alike):
 * - a served town named only as a landmark ("Huson, out past Frenchtown?") is left out, unless every
 *   town is named so;
 * - a street or landmark ("off Mullan Rd", "by the Daly Mansion") stands for its town when no town
 *   is named;
 * - a place outside named only to say where a served one is ("south of Darby, nearly to the Idaho
 *   line") is left out.
 * `named` is every served town found, landmarks' towns included.
 */
export function placesAsked(text: string, townsAll: readonly string[], outsideAll: readonly string[]): { named: string[]; served: string[]; outside: string[] } {
  // "He went to Big Sky High with the owner": a school named after a town is not a place asked about.
  const townsFound = townsAll.filter((name) => !schoolOf(text, name));
  const outsideFound = outsideAll.filter((name) => !schoolOf(text, name));
  // "I know you're based in Bonner, but ... Bozeman?": our own base, said back to us, is not a town asked about.
  const found = townsFound.filter((name) => !ourBase(text, name));
  const named = found.length ? found : townsFound.length ? [] : townsOfLandmarks(text);
  const asked = named.filter((name) => !landmark(text, name));
  // Every town named as a landmark ("farther south than Hamilton ... we're just outside Darby"): the one the visitor is near, not the one measured from.
  const near = named.filter((name) => !measuredFrom(text, name));
  // A town outside asked, ours named only beside it ("we're in Helena ... my brother in Missoula", "Bigfork ... Polson isn't that far"): only the one asked.
  const outsideAsked = outsideFound.filter((name) => !landmark(text, name));
  const served = asked.length ? asked : outsideAsked.length && named.length ? [] : near.length ? near : named;
  return { named, served, outside: served.length ? outsideFound.filter((name) => !landmark(text, name)) : [...outsideFound] };
}
