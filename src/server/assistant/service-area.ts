/**
 * Answers "do you serve …?" from the service-area data: the profile's counties and towns and the
 * landing page's service-area names. Places known to lie outside those counties get a clear no.
 */
import { business, countiesSentence } from '../../domain/business.ts';
import { findNames, nameMatchers } from '../../domain/assistant/place-names.ts';
import {
  countyOfServedPlace,
  EVERYDAY_PLACE_NAMES,
  OUTSIDE_NAME_SUFFIX,
  OUTSIDE_SERVICE_AREA,
  landmark,
  servedCountyOf,
  servedPlaces,
  placesAsked,
} from '../../domain/assistant/area-names.ts';

export { OUTSIDE_SERVICE_AREA, servedPlaces };

const SERVED = servedPlaces();
const servedMatchers = nameMatchers(SERVED);
const outsideMatchers = nameMatchers(OUTSIDE_SERVICE_AREA, OUTSIDE_NAME_SUFFIX, EVERYDAY_PLACE_NAMES);

const AREA_INTENT =
  /\b(are\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:in|near|around|local\s+to|based\s+in)|serve[sd]?|serving|service\s+areas?|areas?\s+(do\s+you\s+)?(serve|cover|served)|cover(s|ed)?|come\s+(out\s+)?to|travel(s)?\s+to|work\s+in|available\s+in|service\s+(in|out)|where\s+(are\s+you|do\s+you\s+work)|located|near\s+me|my\s+(town|area)|areas?\s+covered|areas?\s+in\s+montana)\b/i;

const NOT_A_PLACE = new Set(['Montana', 'MT', 'Western', 'The', 'My', 'Your', 'Our', 'A', 'An', 'I', 'We', 'You', 'Yes', 'No', 'What', 'Which', 'Can', 'Do', 'Does']);

/** A capitalised name after "serve", "in", "to" … that is neither served nor known to be outside. */
function unknownPlace(text: string, known: string[]): string | undefined {
  const pattern = /\b(?:serve|service|cover|come\s+(?:out\s+)?to|travel\s+to|work\s+in|available\s+in|in|near|to)\s+((?:[A-Z][\p{L}'.-]+)(?:\s+[A-Z][\p{L}'.-]+){0,2})/gu;
  for (const match of text.matchAll(pattern)) {
    const words = match[1].split(/\s+/).filter((word) => !NOT_A_PLACE.has(word.replace(/[.,]$/, '')));
    const name = words.join(' ').replace(/[.,?!]+$/, '');
    if (name && !known.some((place) => place.toLowerCase() === name.toLowerCase())) return name;
  }
  return undefined;
}

/** A place named on an area page but not in the profile's list of towns, with its county: "Pablo (Lake County)". */
function withAreaCounty(name: string): string {
  if (business.towns.some((town) => town.toLowerCase() === name.toLowerCase())) return name;
  const county = countyOfServedPlace(name);
  return county && county.toLowerCase() !== name.toLowerCase() && !county.toLowerCase().startsWith(`${name.toLowerCase()} `) ? `${name} (${county})` : name;
}

export interface AreaAnswer {
  text: string;
  served: string[];
  notServed: string[];
  unknown?: string;
}

/** Answers a question about where we work, or returns undefined when the question is not one. */
export function answerServiceArea(question: string, phone: string = business.phone.display): AreaAnswer | undefined {
  // The places asked about, read as the router reads them (placesAsked): landmarks left out, a street standing for its town.
  // A place outside is looked for where no served name stands ("Lolo Hot Springs" is not Hot Springs).
  const served = findNames(question, servedMatchers, true);
  const { named: servedFound, served: asked, outside: notServed } = placesAsked(question, served.found, findNames(served.rest, outsideMatchers).found);
  // A town's name alone ("lolo mt?") asks whether we work there.
  const nameOnly = servedFound.length > 0 && /^[\s\p{P}]*(?:(?:in|at|near|around)\s+)?(?:mt|montana)?[\s\p{P}]*$/iu.test(served.rest);
  const intent =
    nameOnly || AREA_INTENT.test(question) || (servedFound.length > 0 && /\b(do|can|will)\s+you\s+(service|go|do\s+work)\b|\bservic(e|es|ing)\s+(the\s+)?\p{L}/iu.test(question));
  if (!notServed.length && !intent) return undefined;

  const counties = countiesSentence();
  const base = `We serve homes and businesses throughout ${counties} from our base in ${business.address.locality}`;
  const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]);

  if (notServed.length) {
    const outside = `${list(notServed)} ${notServed.length > 1 ? 'are' : 'is'} outside our service area`;
    // "Superior is an hour from Missoula": a town named only to say where the other one is was not asked about, even when it is the only one.
    const claimed = servedFound.filter((name) => !landmark(question, name));
    // Only towns the site names are said to be served; one of our counties it never names is "not sure", as when asked alone.
    const named = claimed.filter((name) => !servedCountyOf(name));
    const unnamed = claimed.filter((name) => servedCountyOf(name));
    const unsure = unnamed.length
      ? ` I'm not sure about ${list(unnamed)}: our website doesn't list ${unnamed.length > 1 ? 'them' : 'it'}, though ${unnamed.length > 1 ? 'they are' : "it's"} in ${list([...new Set(unnamed.map((name) => servedCountyOf(name) as string))])}.`
      : '';
    const opening = named.length
      ? `${list(named.map(withAreaCounty))} ${named.length > 1 ? 'are' : 'is'} in our service area, but ${outside}.${unsure}`
      : `I'm sorry, ${outside}.${unsure}`;
    return {
      text: `${opening} ${base}; we take work outside those counties only now and then, at our discretion. For a project in ${list(notServed)}, call us at ${phone} to ask, or contact a licensed electrician near you.`,
      served: servedFound,
      notServed,
    };
  }
  if (servedFound.length) {
    // Towns the site names get a yes; a town of our counties that the site never names is not
    // confirmed (record 0035): its county is said, and the office confirms.
    const listed = asked.filter((name) => !servedCountyOf(name));
    const unlisted = asked.filter((name) => servedCountyOf(name));
    const counties = [...new Set(unlisted.map((name) => servedCountyOf(name) as string))];
    const unsure = unlisted.length
      ? `I'm not sure about ${list(unlisted)}: ${unlisted.length > 1 ? "they aren't" : "it isn't"} among the towns our website lists, though ${unlisted.length > 1 ? 'they are' : "it's"} in ${list(counties)}. ${base}; please call us at ${phone} and we'll tell you right away whether we can come out.`
      : '';
    if (!listed.length) return { text: unsure, served: servedFound, notServed, unknown: list(unlisted) };
    // A place the area pages name beside the profile's towns (Pablo, Charlo) is said with its county.
    const yes = `Yes! ${list(listed.map(withAreaCounty))} ${listed.length > 1 ? 'are' : 'is'} in our service area.`;
    return {
      text: unsure ? `${yes} ${unsure}` : `${yes} ${base}. Call us at ${phone} to schedule service or a free estimate.`,
      served: servedFound,
      notServed,
    };
  }
  const other = unknownPlace(question, [...SERVED, ...OUTSIDE_SERVICE_AREA]);
  if (other) {
    return {
      text: `I can't confirm whether ${other} is in our service area. ${base}, including ${list(business.towns)}. Please call us at ${phone} and we'll tell you right away.`,
      served: [],
      notServed: [],
      unknown: other,
    };
  }
  return {
    text: `${base}, including ${list(business.towns)}. Not sure if you're in our area? Call us at ${phone}.`,
    served: [],
    notServed: [],
  };
}
