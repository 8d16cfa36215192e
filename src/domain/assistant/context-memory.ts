/**
 * The assistant's conversation memory (spec: assistant-and-admin, sections 3, 4 and 9): context
 * elements learnt from the visitor's messages, the estimator and the troubleshooter, a summary
 * sent along with chat questions, and the extraction rules. Pure functions over an immutable
 * list, so the island can keep the list in a store and the tests can call them directly.
 */
import { findNames, nameMatchers } from './place-names.ts';
import { SERVICE_TOPICS } from './intent.ts';

export const CONTEXT_TYPES = ['location', 'service', 'property', 'issue', 'equipment', 'recommendation'] as const;
export type ContextType = (typeof CONTEXT_TYPES)[number];

/** Where an element was learnt. */
export type ContextSource = 'chat' | 'estimate' | 'troubleshooter' | 'user';

export interface ContextElement {
  source: ContextSource;
  type: ContextType;
  key: string;
  value: string;
  /** 0 to 1 */
  confidence: number;
  /** milliseconds since the epoch */
  timestamp: number;
}

/** Confidences of the spec. */
export const CONFIDENCE = {
  /** explicit flags ([service: …] tags) */
  explicit: 1,
  /** estimate and troubleshooter results */
  result: 0.95,
  /** estimate figures and context recorded on a tab switch */
  tabSwitch: 0.9,
} as const;
/** Relevant context: from the asked source, or at least this confident. */
export const RELEVANT_CONFIDENCE = 0.8;
/** The summary holds elements at least this confident ... */
export const SUMMARY_CONFIDENCE = 0.7;
/** ... and at most this many values per type. */
export const SUMMARY_VALUES_PER_TYPE = 2;

export type ContextInput = Omit<ContextElement, 'timestamp' | 'confidence'> & { confidence?: number; timestamp?: number };

const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));

/** Adds an element; one with an existing key updates that element's value, confidence and timestamp. */
export function addContext(elements: readonly ContextElement[], input: ContextInput, now: number = Date.now()): ContextElement[] {
  const element: ContextElement = { ...input, confidence: clamp(input.confidence ?? 1), timestamp: input.timestamp ?? now };
  const index = elements.findIndex((item) => item.key === element.key);
  if (index === -1) return [...elements, element];
  return elements.map((item, at) => (at === index ? { ...item, value: element.value, confidence: element.confidence, timestamp: element.timestamp } : item));
}

export function removeContext(elements: readonly ContextElement[], key: string): ContextElement[] {
  return elements.filter((item) => item.key !== key);
}

/** Changes fields of the element with the key (its timestamp is refreshed); unknown keys change nothing. */
export function updateContext(elements: readonly ContextElement[], key: string, changes: Partial<Omit<ContextElement, 'key'>>, now: number = Date.now()): ContextElement[] {
  return elements.map((item) => (item.key === key ? { ...item, ...changes, confidence: clamp(changes.confidence ?? item.confidence), timestamp: changes.timestamp ?? now } : item));
}

export function clearContext(): ContextElement[] {
  return [];
}

/** Elements learnt from the source, or with confidence of at least 0.8. */
export function relevantContext(elements: readonly ContextElement[], source: ContextSource): ContextElement[] {
  return elements.filter((item) => item.source === source || item.confidence >= RELEVANT_CONFIDENCE);
}

const TYPE_LABELS: Record<ContextType, string> = {
  location: 'Location',
  service: 'Service',
  property: 'Property',
  issue: 'Issue',
  equipment: 'Equipment',
  recommendation: 'Recommendation',
};

/**
 * "Location: Missoula, 59802; Service: panel" from elements with confidence of at least 0.7,
 * the most confident (then newest) two values per type; '' when there is nothing to say.
 */
export function contextSummary(elements: readonly ContextElement[]): string {
  const parts: string[] = [];
  for (const type of CONTEXT_TYPES) {
    const values: string[] = [];
    const candidates = elements
      .filter((item) => item.type === type && item.confidence >= SUMMARY_CONFIDENCE)
      .sort((a, b) => b.confidence - a.confidence || b.timestamp - a.timestamp);
    for (const item of candidates) {
      if (values.length >= SUMMARY_VALUES_PER_TYPE) break;
      if (!values.some((value) => value.toLowerCase() === item.value.toLowerCase())) values.push(item.value);
    }
    if (values.length > 0) parts.push(`${TYPE_LABELS[type]}: ${values.join(', ')}`);
  }
  return parts.join('; ');
}

/** The most confident value of a type (newest on ties), if any. */
export function mostConfident(elements: readonly ContextElement[], type: ContextType): string | undefined {
  return [...elements].filter((item) => item.type === type).sort((a, b) => b.confidence - a.confidence || b.timestamp - a.timestamp)[0]?.value;
}

// Extraction rules ------------------------------------------------------------------------------

/** Western Montana counties: ours first, then the neighbouring ones. */
export const WESTERN_MONTANA_COUNTIES = ['Missoula', 'Ravalli', 'Lake', 'Flathead', 'Sanders', 'Mineral', 'Granite', 'Powell', 'Lincoln', 'Deer Lodge', 'Silver Bow'] as const;

/** Western Montana cities and towns, longest names matched first. */
export const WESTERN_MONTANA_PLACES = [
  'Missoula',
  'Bonner',
  'Milltown',
  'East Missoula',
  'Clinton',
  'Lolo',
  'Frenchtown',
  'Seeley Lake',
  'Condon',
  'Huson',
  'Alberton',
  'Hamilton',
  'Stevensville',
  'Corvallis',
  'Victor',
  'Florence',
  'Darby',
  'Pinesdale',
  'Conner',
  'Sula',
  'Polson',
  'Ronan',
  'St. Ignatius',
  'Saint Ignatius',
  'Charlo',
  'Arlee',
  'Pablo',
  'Big Arm',
  'Elmo',
  'Dayton',
  'Swan Lake',
  'Kalispell',
  'Whitefish',
  'Columbia Falls',
  'Bigfork',
  'Superior',
  'St. Regis',
  'Thompson Falls',
  'Plains',
  'Hot Springs',
  'Philipsburg',
  'Drummond',
  'Deer Lodge',
  'Anaconda',
  'Butte',
  'Libby',
  'Eureka',
] as const;

const countyMatchers = nameMatchers(WESTERN_MONTANA_COUNTIES, '\\s+county\\b');
const placeMatchers = nameMatchers(WESTERN_MONTANA_PLACES);

/** Local zip codes: western Montana's 598xx and 599xx. */
const ZIP_PATTERN = /\b59[89]\d{2}\b/g;

const PROPERTY_RULES: [string, string, RegExp][] = [
  ['building-type', 'commercial', /\bcommercial\b|\bbusiness\b|\boffice\b|\bstore\b|\brestaurant\b|\bretail\b/i],
  ['building-type', 'industrial', /\bindustrial\b|\bfactory\b|\bwarehouse\b|\bmanufactur\w*/i],
  ['building-type', 'residential', /\bresidential\b|\bmy\s+(home|house|cabin|condo|apartment)\b|\bhomeowner\b/i],
  ['construction-phase', 'new construction', /\bnew\s+(construction|build|home\s+build)\b|\bbuilding\s+a\s+(new\s+)?(home|house)\b/i],
  ['construction-phase', 'remodel', /\bremodel\w*|\brenovat\w*/i],
  ['construction-phase', 'addition', /\baddition\b/i],
];

const ISSUE_RULES: [string, RegExp][] = [
  ['breaker tripping', /\bbreakers?\b.*\btrip\w*|\btrip\w*\b.*\bbreakers?\b|\bkeeps?\s+tripping\b/i],
  ['power loss', /\bno\s+(power|electricity)\b|\bpower\s+(is\s+|went\s+)?(out|off)\b|\blost\s+power\b|\boutage\b/i],
  ['flickering lights', /\bflicker\w*|\blights?\b.*\bdim(s|ming|med)?\b/i],
  ['outlet not working', /\b(outlets?|receptacles?|sockets?)\b.*\b(not|n't|stopped|dead)\b|\bdead\s+outlets?\b/i],
  ['burning smell', /\bburn(ing|t|ed)?\b.*\bsmell\w*|\bsmell\w*\b.*\bburn\w*/i],
  ['sparking', /\bspark\w*/i],
  ['electric shock', /\b(electric(al)?\s+)?shock(s|ed)?\b|\bzapped\b/i],
];

const EQUIPMENT_RULES: [RegExp, (match: RegExpExecArray) => [string, string]][] = [
  [/\b(\d{2,3})\s*-?\s*(?:a|amps?|ampere)\b/i, (m) => [`equipment-amps-${m[1]}`, `${m[1]} amp`]],
  [/\b(110|120|208|220|240|277|480)\s*-?\s*(?:v|volts?)\b/i, (m) => [`equipment-volts-${m[1]}`, `${m[1]} volt`]],
  [/\bgfci\b|\bgfi\b/i, () => ['equipment-gfci', 'GFCI']],
  [/\bafci\b/i, () => ['equipment-afci', 'AFCI']],
  [
    /\b(square\s*d|siemens|eaton|cutler[\s-]hammer|general\s+electric|ge|murray|zinsco|federal\s+pacific|fpe|challenger|westinghouse|leviton)\b/i,
    (m) => [
      `equipment-panel-brand`,
      m[1]
        .replace(/\s+/g, ' ')
        .replace(/\b\w/g, (c) => c.toUpperCase())
        .replace(/^Ge$/, 'GE')
        .replace(/^Fpe$/, 'FPE'),
    ],
  ],
];

/** Bracketed tags: [county: Ravalli], [service: panel], [issue: …], [recommendation: …], [severity: high]. */
const TAG_PATTERN = /\[(county|service|issue|recommendation|severity)\s*:\s*([^\]]{1,200})\]/gi;
const TAG_TYPES: Record<string, ContextType> = {
  county: 'location',
  service: 'service',
  issue: 'issue',
  recommendation: 'recommendation',
  severity: 'issue',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Context elements read out of a text, with the spec's confidences: 0.75 to 0.95 for what the
 * rules find (more specific finds are more confident), 1 for bracketed tags.
 */
export function extractContext(text: string, source: ContextSource = 'chat', now: number = Date.now()): ContextElement[] {
  const found: ContextElement[] = [];
  const push = (type: ContextType, key: string, value: string, confidence: number) => {
    if (!found.some((item) => item.key === key)) found.push({ source, type, key, value, confidence, timestamp: now });
  };

  for (const match of text.matchAll(TAG_PATTERN)) {
    const tag = match[1].toLowerCase();
    const value = match[2].trim();
    if (value) push(TAG_TYPES[tag], tag === 'county' ? `location-county-${slug(value.replace(/\s+county$/i, ''))}` : `${tag}-tag`, value, CONFIDENCE.explicit);
  }
  const untagged = text.replace(TAG_PATTERN, ' ');

  const counties = findNames(untagged, countyMatchers);
  for (const county of counties.found) push('location', `location-county-${slug(county)}`, `${county} County`, 0.95);
  for (const place of findNames(counties.rest, placeMatchers).found) push('location', `location-city-${slug(place)}`, place, 0.9);
  for (const zip of untagged.match(ZIP_PATTERN) ?? []) push('location', `location-zip-${zip}`, zip, 0.95);

  for (const { id, pattern } of SERVICE_TOPICS) if (pattern.test(untagged)) push('service', `service-${id}`, id, 0.85);

  for (const [key, value, pattern] of PROPERTY_RULES) if (pattern.test(untagged)) push('property', `property-${key}`, value, 0.8);

  for (const [issue, pattern] of ISSUE_RULES) if (pattern.test(untagged)) push('issue', `issue-${slug(issue)}`, issue, 0.85);

  for (const [pattern, read] of EQUIPMENT_RULES) {
    const match = pattern.exec(untagged);
    if (match) {
      const [key, value] = read(match);
      push('equipment', key, value, 0.75);
    }
  }
  return found;
}

/** Adds everything extracted from the text to the memory. */
export function rememberText(elements: readonly ContextElement[], text: string, source: ContextSource = 'chat', now: number = Date.now()): ContextElement[] {
  return extractContext(text, source, now).reduce<ContextElement[]>((memory, element) => addContext(memory, element, now), [...elements]);
}

/** The chat query: the visitor's text plus the context summary, when there is one. */
export function queryWithContext(text: string, elements: readonly ContextElement[]): string {
  const summary = contextSummary(elements);
  return summary ? `${text}\n\n[Context: ${summary}]` : text;
}
