/**
 * The rules an AI reply must pass before a visitor sees it (docs/assistant-guard.md). Plain
 * functions of the reply text and the business's facts: each returns the first breach it finds,
 * or undefined. The server's guard (src/server/assistant/guard.ts) runs them in order and replaces
 * a reply that breaks any of them with the offline answer.
 */
import { fallbackRange, isNonResidential } from '../../domain/assistant/estimator.ts';
import { FALLBACK_PRICES, PER_ITEM_SERVICES, isServiceType } from '../../domain/assistant/prices.ts';
import { OUTSIDE_SERVICE_AREA, servedCountyOf, servedPlaces } from '../../domain/assistant/area-names.ts';

export const GUARD_RULES = ['contact', 'area', 'credentials', 'price', 'link', 'arrival', 'safety'] as const;
export type GuardRule = (typeof GUARD_RULES)[number];

export interface GuardBreach {
  rule: GuardRule;
  /** The words of the reply that broke the rule (for the log and the tests). */
  evidence: string;
}

/** What the rules compare a reply with. */
export interface GuardFacts {
  phoneDigits: string;
  email: string;
  /** The site's origin; links under it are allowed. */
  siteUrl: string;
  /** Other links the business publishes (its social profiles). */
  ownLinks: string[];
}

/** What the visitor asked about, for the price rule. */
export interface PriceContext {
  serviceType: string;
  /** A BuildingType, or whatever the visitor's request said. */
  buildingType?: string;
  quantity?: number;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim());

// ---- contact: phone numbers and e-mail addresses ----------------------------------------------

const PHONE = /(?<![\d-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)|(?<![\d-])\d{3}-\d{4}(?![\d-])|(?<!\d)\+?1?\d{10}(?!\d)/g;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/gu;

export function contactRule(reply: string, facts: GuardFacts): GuardBreach | undefined {
  const own = facts.phoneDigits.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  for (const match of reply.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    // A seven-digit number is ours only when it is our number without the area code.
    if (digits !== own && !(digits.length === 7 && own.endsWith(digits))) return { rule: 'contact', evidence: match[0] };
  }
  for (const match of reply.matchAll(EMAIL)) {
    const address = match[0].replace(/[.]+$/, '');
    if (address.toLowerCase() !== facts.email.toLowerCase()) return { rule: 'contact', evidence: address };
  }
  return undefined;
}

// ---- area: towns and counties claimed as served ----------------------------------------------

/**
 * The places a reply may say we serve: the site's own (profile, area pages, counties). A town of our
 * counties that the site never names (Corvallis, Darby) is not among them: the offline answer says
 * "I'm not sure" about it, and an AI reply may not say more.
 */
const SERVED = servedPlaces()
  .filter((name) => servedCountyOf(name) === undefined)
  .map((name) => name.toLowerCase());
const CLAIM =
  /\b(serve[sd]?|serving|service\s+area|cover(s|ed|ing)?|come\s+(out\s+)?to|travel(s|ing)?\s+to|work(s|ing)?\s+in|available\s+in|service\s+calls?\s+(in|to)|do\s+work\s+in)\b/i;
const NEGATION = /\b(not|n't|no|outside|beyond|unable|only|except)\b/i;
/** Capitalised words that are not places. */
const NOT_PLACES = new Set([
  'we',
  'our',
  'yes',
  'no',
  'you',
  'your',
  'i',
  'the',
  'a',
  'an',
  'and',
  'or',
  'for',
  'in',
  'to',
  'of',
  'at',
  'all',
  'call',
  'as',
  'if',
  'with',
  'from',
  'please',
  'montana',
  'mt',
  'western',
  'blackfoot',
  'river',
  'electric',
  'county',
  'counties',
  'areas',
  'area',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'am',
  'pm',
]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Places outside the area, matched as whole words with their capital (so "superior work" is not Superior). */
const OUTSIDE = OUTSIDE_SERVICE_AREA.map((name) => ({ name, pattern: new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'u') }));

function isServedName(name: string): boolean {
  const lower = name.toLowerCase().replace(/\s+/g, ' ').trim();
  if (SERVED.includes(lower)) return true;
  // "Lake counties", "Missoula County", "Ravalli Counties".
  const bare = lower.replace(/\s+count(y|ies)$/, '');
  return SERVED.includes(bare) || SERVED.includes(`${bare} county`);
}

export function areaRule(reply: string): GuardBreach | undefined {
  for (const sentence of sentences(reply)) {
    if (!CLAIM.test(sentence) || NEGATION.test(sentence)) continue;
    for (const { name, pattern } of OUTSIDE) if (pattern.test(sentence)) return { rule: 'area', evidence: name };
    // A capitalised name listed after the claim ("we serve Lolo, Florence and Kalispell").
    const claim = CLAIM.exec(sentence)!;
    const after = sentence.slice(claim.index + claim[0].length);
    for (const match of after.matchAll(/(?<![\p{L}'])\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*)*/gu)) {
      const words = match[0]
        .replace(/[.,]+$/, '')
        .split(/\s+/)
        .filter((word) => !NOT_PLACES.has(word.toLowerCase().replace(/[.,]$/, '')) || /^count(y|ies)$/i.test(word));
      const name = words
        .join(' ')
        .replace(/^(County|Counties)\s*/i, '')
        .trim();
      if (!name || /^count(y|ies)$/i.test(name)) continue;
      if (!isServedName(name)) return { rule: 'area', evidence: name };
    }
  }
  return undefined;
}

// ---- credentials: licence, certification, insurance and warranty claims ------------------------

/** Claims that are never in the profile or the terms: a licence or policy number, a rating, a certification, bonding, a guarantee beyond the warranty. */
const INVENTED_CLAIMS: RegExp[] = [
  /\blicen[cs]e\s*(?:number|no\.?|num\.?|#)\s*:?\s*[A-Z]*[-\s]?\d/i,
  /\blicen[cs]e[ds]?\b[^.!?\n]{0,30}#\s*[A-Z]*-?\d/i,
  /\b(?:EL|ECL|EC|ME|LIC)[-\s]?#?\d{3,}\b/,
  /\bpolicy\s*(?:number|no\.?|#)/i,
  /\bbonded\b/i,
  /\bcertified\b|\bcertification\b|\baccredited\b|\baccreditation\b/i,
  /\bmaster\s+electricians?\b/i,
  /\b(?:BBB|Better\s+Business\s+Bureau)\b|\bA\+\s+rat(?:ed|ing)\b/i,
  /\baward[-\s]winning\b/i,
  /\blifetime\s+(?:warranty|guarantee)\b/i,
  /\b(?:satisfaction|money[-\s]back|price)\s+guarantee/i,
  /\b100\s*%\s+guarantee/i,
  /\binsured\s+(?:for|up\s+to)\s+\$?\d/i,
  /\$\s?\d[\d,.]*\s*(?:million|m)?\s+(?:in\s+)?(?:liability|insurance)\b/i,
];
const LENGTH = /\b(\d+|one|two|three|four|five|ten|twenty)[-\s](years?|yrs?|months?)\b/gi;
const WARRANTY_WORD = /\b(?:warrant\w*|guarantee\w*)\b/i;

/** The warranty the profile and the terms give: one year on workmanship. */
export function credentialsRule(reply: string, warrantyYears: number): GuardBreach | undefined {
  for (const pattern of INVENTED_CLAIMS) {
    const match = pattern.exec(reply);
    if (match) return { rule: 'credentials', evidence: match[0] };
  }
  const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10, twenty: 20 };
  for (const sentence of sentences(reply)) {
    // "Manufacturers' warranties" on materials are passed on as they are: a length for them is theirs, not ours.
    if (!WARRANTY_WORD.test(sentence) || /manufacturer/i.test(sentence)) continue;
    for (const match of sentence.matchAll(LENGTH)) {
      // "15 years of experience" is not a warranty length.
      if (/^\s*(?:of\s+)?(?:experience|in\s+business|old)/i.test(sentence.slice(match.index + match[0].length))) continue;
      const value = numbers[match[1].toLowerCase()] ?? Number(match[1]);
      const years = /^m/i.test(match[2]) ? value / 12 : value;
      if (years !== warrantyYears) return { rule: 'credentials', evidence: match[0] };
    }
  }
  return undefined;
}

// ---- price: amounts outside the table's sanity bounds ------------------------------------------

/** How far an amount may stray from the table: below half its minimum, or above three times its maximum, fails. */
export const PRICE_LOWER_FACTOR = 0.5;
export const PRICE_UPPER_FACTOR = 3;

/**
 * The bounds for a service: half the table's minimum for one item (commercial-scaled as the spec
 * scales it), three times the maximum for the quantity. An unknown service gets the whole table's
 * envelope (the lowest minimum and highest maximum of any service).
 */
export function priceBounds(context: PriceContext): { lower: number; upper: number } {
  if (!isServiceType(context.serviceType) || context.serviceType === 'other') {
    const known = Object.entries(FALLBACK_PRICES).filter(([key]) => key !== 'unknown' && key !== 'other');
    const quantity = Math.max(1, Math.floor(context.quantity ?? 1));
    const factor = isNonResidential(context.buildingType) ? 1.5 : 1;
    const lower = Math.min(...known.map(([, range]) => range.min));
    const upper = Math.max(...known.map(([key, range]) => range.max * (PER_ITEM_SERVICES.has(key) ? quantity : factor)));
    return { lower: lower * PRICE_LOWER_FACTOR, upper: upper * PRICE_UPPER_FACTOR };
  }
  const one = fallbackRange(context.serviceType, context.buildingType, 1);
  const all = fallbackRange(context.serviceType, context.buildingType, context.quantity ?? 1);
  return { lower: one.min * PRICE_LOWER_FACTOR, upper: all.max * PRICE_UPPER_FACTOR };
}

const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(k\b|thousand\b)?/gi;

/** Dollar amounts written in the text. */
export function amountsIn(text: string): { text: string; value: number }[] {
  return [...text.matchAll(AMOUNT)].map((match) => ({ text: match[0].trim(), value: Number(match[1].replace(/,/g, '')) * (match[2] ? 1000 : 1) }));
}

export function priceRule(reply: string, context: PriceContext): GuardBreach | undefined {
  const { lower, upper } = priceBounds(context);
  for (const amount of amountsIn(reply)) {
    if (amount.value < lower || amount.value > upper) return { rule: 'price', evidence: amount.text };
  }
  return undefined;
}

// ---- link: links outside the site -------------------------------------------------------------

const URL = /\b(?:https?:\/\/|www\.)[^\s<>()"'\]]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|gov|us|co|info|biz|app|dev|example)\b(?:\/[^\s<>()"'\]]*)?/gi;

function hostOf(link: string): string | undefined {
  try {
    return new globalThis.URL(/^https?:\/\//i.test(link) ? link : `https://${link}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

export function linkRule(reply: string, facts: GuardFacts): GuardBreach | undefined {
  const allowed = new Set([facts.siteUrl, ...facts.ownLinks].map((link) => hostOf(link)).filter(Boolean));
  const withoutEmails = reply.replace(EMAIL, ' ');
  for (const match of withoutEmails.matchAll(URL)) {
    const link = match[0].replace(/[.,;:!?]+$/, '');
    const host = hostOf(link);
    if (!host || !allowed.has(host)) return { rule: 'link', evidence: link };
    // Our social profiles are allowed only at the paths we publish.
    // Compared without scheme and "www." ("www.facebook.com/…" written without https:// is ours too).
    const bare = (address: string) =>
      address
        .replace(/^(?:https?:\/\/)?(?:www\.)?/i, '')
        .replace(/\/$/, '')
        .toLowerCase();
    if (host !== hostOf(facts.siteUrl) && !facts.ownLinks.some((own) => bare(link) === bare(own))) {
      return { rule: 'link', evidence: link };
    }
  }
  return undefined;
}

// ---- arrival: promises of a time of arrival ---------------------------------------------------

const ARRIVAL_VERB =
  /\b(be\s+(?:there|at\s+your|on\s+site|out)|arriv\w*|get\s+(?:someone|an?\s+\w+|one\s+of\s+our\s+\w+)\s+(?:there|out|over|to\s+you)|send\s+(?:someone|an?\s+\w+)|dispatch\w*|on\s+(?:our|the|their|his|her)\s+way|reach\s+you|at\s+your\s+(?:door|home|house|place|business)|respon(?:d|se\s+time))\b/i;
const ARRIVAL_TIME =
  /\b(?:within|in|under|less\s+than)\s+(?:(?:the|an?|one|two|three|half\s+an?|\d+(?:\s*(?:-|to)\s*\d+)?)\s*)?(?:minutes?|mins?|hours?|hrs?)\b|\bwithin\s+the\s+hour\b|\b(?:right\s+away|immediately|asap|today|tonight|this\s+(?:morning|afternoon|evening)|same[-\s]day|in\s+no\s+time)\b/i;

export function arrivalRule(reply: string): GuardBreach | undefined {
  const hour = /\bwithin\s+the\s+hour\b/i.exec(reply);
  if (hour) return { rule: 'arrival', evidence: hour[0] };
  for (const sentence of sentences(reply)) {
    const verb = ARRIVAL_VERB.exec(sentence);
    const time = ARRIVAL_TIME.exec(sentence);
    if (verb && time) return { rule: 'arrival', evidence: sentence.trim() };
  }
  return undefined;
}

// ---- safety: a hazard talked down --------------------------------------------------------------

const HAZARD =
  /\b(spark\w*|arc\w*|burn\w*|smok\w*|scorch\w*|melt\w*|shock\w*|tingl\w*|hot\s+(?:outlet|switch|panel|breaker|cord|plug|wire)|buzz\w*|crackl\w*|flicker\w*|tripp?\w*|water|flood\w*|downed|down\s+line|fire)\b/i;
const DISMISSAL =
  /\b(?:(?:is|are|it's|that's|totally|perfectly|completely|quite)\s+(?:normal|fine|harmless|nothing\s+to\s+worry\s+about)|no\s+need\s+to\s+(?:call|worry|panic|bother)|nothing\s+to\s+worry\s+about|safe\s+to\s+(?:ignore|keep\s+using|use|touch)|(?:you\s+)?(?:can|may)\s+(?:safely\s+)?ignore|not\s+(?:a\s+)?(?:problem|concern|dangerous)|don'?t\s+(?:need\s+to\s+)?worry)\b/i;

/** A reply that tells the visitor a sign of danger is harmless. */
export function safetyRule(reply: string): GuardBreach | undefined {
  for (const sentence of sentences(reply)) {
    const dismissal = DISMISSAL.exec(sentence);
    if (dismissal && HAZARD.test(sentence)) return { rule: 'safety', evidence: sentence.trim() };
  }
  return undefined;
}

/** Every rule, in order; the first breach, or undefined when the reply may be shown. */
export function checkReply(reply: string, facts: GuardFacts & { warrantyYears: number }, price: PriceContext): GuardBreach | undefined {
  return (
    safetyRule(reply) ??
    contactRule(reply, facts) ??
    linkRule(reply, facts) ??
    areaRule(reply) ??
    credentialsRule(reply, facts.warrantyYears) ??
    priceRule(reply, price) ??
    arrivalRule(reply)
  );
}
