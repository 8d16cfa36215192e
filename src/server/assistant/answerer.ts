/**
 * The offline answerer: answers from the knowledge base only. It never writes a fact of its own:
 * every sentence is a curated answer, an indexed passage, a service-area answer built from the
 * profile, the profile's phone number and hours, or a fixed sentence about what the assistant can do.
 *
 * An answer puts the direct answer first (the passage's own answer, or "Yes, ... is in our service
 * area."), then the fact, then the next step (call, estimate, troubleshooter), with citations.
 */
import { business, countiesSentence } from '../../domain/business.ts';
import { tidyMessage } from '../../domain/assistant/message-text.ts';
import { countyOfServedPlace } from '../../domain/assistant/area-names.ts';
import { answerServiceArea } from './service-area.ts';
import { namePattern } from '../../domain/assistant/place-names.ts';
import { categorize } from '../../domain/assistant/categories.ts';
import { callAction, type ReplyAction } from '../../domain/assistant/emergency.ts';
import {
  SERVICE_TOPICS,
  THREE_PHASE,
  YOUR_PEOPLE,
  factWords,
  questionClauses,
  routeMessage,
  serviceTopics,
  setSiteCoverage,
  withoutFactWords,
  type Route,
} from '../../domain/assistant/intent.ts';
import { isElectricalProblem } from './problems.ts';
import { projectAsked } from '../../domain/assistant/projects.ts';
import { knowHowFor, knowHowPassages } from './know-how.ts';
import { PROBLEM_ANSWERS } from './problem-answers.ts';
import { PANEL_FIGURES_TEXT, fallbackRange, fallbackTimeEstimate } from '../../domain/assistant/estimator.ts';
import { detectBuildingType, detectQuantity } from './service-detection.ts';
import { PER_ITEM_SERVICES, SERVICE_LABELS, formatUsd, outletPriceGuidanceText, type ServiceType } from '../../domain/assistant/prices.ts';
import {
  GENERIC_TERMS,
  getKnowledgeBase,
  isAreaPagePassage,
  searchPassages,
  siteUrl,
  type KnowledgeBase,
  type Passage,
  type PassageKind,
  type PassageResult,
} from './knowledge.ts';
import { addKeywords, editDistance, setKnownWords } from '../../domain/assistant/spelling.ts';
import { STOP_WORDS, SYNONYM_WORDS, contentTerms, processTerm, termSimilarity } from './text.ts';

/** A curated question-and-answer pair the owner marked includedInFallback. */
export interface CuratedEntry {
  id: number;
  question: string;
  answer: string;
  category: string;
}

export interface OfflineAnswer {
  text: string;
  citations: string[];
  /** A Category, or the category the owner gave a curated entry. */
  category: string;
  /** How close the question was to what answered it, 0 to 1. */
  similarityScore: number;
  /** What answered: a curated entry, the service-area data, indexed passages, the out-of-table job text, a problem's answer, or nothing. */
  source: 'curated' | 'area' | 'knowledge' | 'price' | 'job' | 'problem' | 'unknown';
  passages: PassageResult[];
  /** Next steps offered beside the text: the call link, the estimator. */
  actions: ReplyAction[];
}

/**
 * Below this weighted share of the question's subject words found in the best passage, we say we
 * don't know (see docs/decisions/0007-retrieval-threshold.md for how it was set).
 */
export const MIN_COVERAGE = 0.51;
/**
 * The threshold when the question names one of our services (the router's service topics: a
 * generator, a panel, lights ...): the subject is known to be our work, so fewer of its other
 * words need to be found (see the decision record).
 */
export const MIN_COVERAGE_NAMED_SERVICE = 0.4;
/** Weight of an unknown word (times UNKNOWN_TERM_WEIGHT) that is the last word of the subject, the thing asked about. */
export const HEAD_UNKNOWN_WEIGHT = 2;
/** Weight of an unknown word (times UNKNOWN_TERM_WEIGHT) when the question names one of our services. */
export const NAMED_UNKNOWN_WEIGHT = 0.5;
/** Minimum MiniSearch score of the best passage. */
export const MIN_SCORE = 3;
/** Weight of a word of place or of doing ("warehouse", "swap"), against 1 for a word of the subject. */
export const CONTEXT_WEIGHT = 0.25;
/** Weight of a subject word the index has never seen, against 1 for a known word: it lowers the share, it cannot veto. */
export const UNKNOWN_TERM_WEIGHT = 1;

const ESTIMATE_ACTION: ReplyAction = { type: 'estimate', label: 'Get a cost estimate' };

/** The honest "the site does not say" answer, which still helps: who to call, when, and what the assistant can do. */
export function unknownAnswerText(phone: string = business.phone.display): string {
  return `I'm not sure about that: our website doesn't say, and I won't guess. Please call us at ${phone} (${business.hours.long}; emergencies 24/7) or e-mail ${business.email}, and we'll be glad to help. Here I can answer questions about our electrical services, service area, hours and prices, give a rough cost estimate, or help you troubleshoot a problem.`;
}

/** The licence number, which the site does not publish: said so, with what the profile does say, and who can give it. */
export function licenceNumberText(): string {
  return `I'm not sure of our licence number: our website doesn't show it, and I won't guess. What it does say: ${business.name} is a licensed and insured electrical contractor with ${business.experienceYears}+ years of experience. For the number (for a form or a permit), call us at ${business.phone.display} (${business.hours.long}) or e-mail ${business.email}.`;
}

/** Ways to pay, which the site does not name: said so, with the payment terms it does state, and who can tell. */
export function paymentMethodsText(): string {
  return `I'm not sure which ways of paying we accept: our website doesn't list them, and I won't guess. What it does say: payment is due when the work is complete, unless your written estimate sets another schedule, and financing is available for larger projects, subject to credit approval. To ask how you can pay, call us at ${business.phone.display} (${business.hours.long}) or e-mail ${business.email}.`;
}

/** The reply to what is not ours to do (another trade, a phone, sports): we are electricians, who does it (when a trade is named), what the assistant can do, and the phone. */
export function notOursText(phone: string = business.phone.display, referral?: string): string {
  return `That isn't something we do: ${business.name} is an electrical contractor, serving homes and businesses in ${countiesSentence()}.${referral ? ` For that, ${referral} is the one to call.` : ''} Here I can answer questions about our electrical services, service area, hours and prices, give a rough cost estimate, or help you troubleshoot an electrical problem. For anything electrical, call us at ${phone} (${business.hours.long}; emergencies 24/7).`;
}

/** Whether a question names the town before the other fact it asks ("do u go to polson and what are ur hours"). */
function townAskedFirst(question: string, route: Route, topic: string): boolean {
  const town = Math.min(...route.places.served.map((name) => namePattern(name).exec(question)?.index ?? Infinity));
  const words = factWords(question, topic);
  const fact = words.length ? question.toLowerCase().indexOf(words[0].toLowerCase()) : -1;
  return town !== Infinity && (fact < 0 || town < fact);
}

/** The reply to an electrical problem the site does not describe. */
export function problemAnswerText(phone: string = business.phone.display): string {
  return `I can't see your wiring from here, so I won't guess at the cause. For a service visit, call us at ${phone} (${business.hours.long}; emergencies 24/7). If you smell burning, see sparks or smoke, or anything feels hot, switch that circuit off at the panel if you safely can and call right away.`;
}

function nextStepLine(text: string, route: Route): string {
  const phone = business.phone.display;
  // After-hours rates: the number that answers after hours, not an estimate.
  if (route.fact === 'rates') return text.includes(phone) ? '' : ` Emergency service is available 24/7: call us at ${phone}.`;
  if (route.intent === 'price' || route.intent === 'service') {
    return text.includes(phone) ? ' Estimates are free.' : ` For a free estimate, call us at ${phone}.`;
  }
  return text.includes(phone) ? '' : ` Questions? Call us at ${phone}.`;
}

/** The question's subject words the knowledge base has never seen ("plumbing", "roof"). */
export function unknownTerms(question: string, base: KnowledgeBase = getKnowledgeBase()): string[] {
  return contentTerms(question).filter((term) => !isKnownTerm(term, base));
}

/**
 * Whether one word is another form of the other ("builder" of "build"): one begins the other, and
 * what the longer adds is no word of its own ("powerwall" is no form of "power", "wall" being a word).
 */
function isFormOf(a: string, b: string, base: KnowledgeBase): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!long.startsWith(short)) return false;
  const rest = long.slice(short.length);
  return rest.length < 3 || !base.vocabulary.has(rest);
}

const knownCache = new WeakMap<KnowledgeBase, Map<string, boolean>>();

function isKnownTerm(term: string, base: KnowledgeBase): boolean {
  if (term.length < 4 || /^\d+$/.test(term)) return true;
  if (base.vocabulary.has(term)) return true;
  let cache = knownCache.get(base);
  if (!cache) knownCache.set(base, (cache = new Map<string, boolean>()));
  const cached = cache.get(term);
  if (cached !== undefined) return cached;
  // Another form of a known word (one begins the other, both of five letters or more), or a
  // misspelling of one (one edit, same first letter, five letters or more) is not unknown;
  // "camera" is not "came".
  let known = false;
  for (const word of base.vocabulary) {
    if (word.length < 5 || term.length < 5 || word[0] !== term[0]) continue;
    if (isFormOf(word, term, base) || editDistance(word, term, 1) <= 1) {
      known = true;
      break;
    }
  }
  cache.set(term, known);
  return known;
}

/**
 * How much a subject word says about what the question is about: its inverse document frequency
 * over the passages. A word many passages use ("need", "install", "power") weighs little; a word
 * few use ("sauna", "afci") weighs much; a word the site never uses weighs most, so a question
 * mostly about something the site does not cover stays under the threshold.
 */
const weightCache = new WeakMap<KnowledgeBase, Map<string, number>>();

export function termWeight(term: string, base: KnowledgeBase = getKnowledgeBase()): number {
  let cache = weightCache.get(base);
  if (!cache) weightCache.set(base, (cache = new Map<string, number>()));
  const cached = cache.get(term);
  if (cached !== undefined) return cached;
  if (cache.size > 5000) cache.clear();
  const weight = computeTermWeight(term, base);
  cache.set(term, weight);
  return weight;
}

function computeTermWeight(term: string, base: KnowledgeBase): number {
  const total = base.passages.length + 1;
  let frequency = base.documentFrequency.get(term);
  if (frequency === undefined) {
    // Another form of a known word ("connector" for "connection"): the frequency of the words it begins, or that begin it.
    frequency = 0;
    for (const [word, count] of base.documentFrequency) {
      // A stub of four letters ("comp", "came") is no form of a longer word ("complete", "camera").
      if (word.length >= 5 && term.length >= 5 && isFormOf(word, term, base)) frequency = Math.max(frequency, count);
    }
  }
  return Math.log(total / (frequency + 1));
}

/**
 * Confidence of a passage: the share of the question's subject words it matched, each weighed by
 * how specific it is (termWeight). A word the index has never seen counts against the share
 * (UNKNOWN_TERM_WEIGHT times its weight), so one unknown word among known ones cannot veto a
 * match, but a question that is mostly about something the site never mentions is not answered;
 * a word matched only through a misspelling counts half.
 */
export function coverage(question: string, result: PassageResult, base: KnowledgeBase = getKnowledgeBase(), unknownWeight = UNKNOWN_TERM_WEIGHT): number {
  const terms = contentTerms(question);
  if (!terms.length) return 0;
  const matched = new Set(result.queryTerms);
  const indexed = result.terms ?? [];
  // Where the work is and words of doing weigh little beside the subject ("LED" in "swap the old
  // lights in our warehouse for LED"); beside wiring or work in general, the place is the subject ("wire my new shop").
  const place = placeTerms(question);
  const isContextTerm = (term: string) => isContextWord(term) || place.has(term);
  const hasSubject = terms.some((term) => !isContextTerm(term) && !GENERIC_TERMS.has(term));
  // The last word of the subject names the thing asked about ("security cameras", "pool lights"):
  // when the site never uses it, it weighs double, so a known word in front of it cannot answer for it.
  const head = [...terms].reverse().find((term) => !isContextTerm(term) && !GENERIC_TERMS.has(term));
  let total = 0;
  let found = 0;
  for (const term of terms) {
    // A place the site never names ("server closet", "clinic") says nothing about whether it answers the subject.
    const context = hasSubject && isContextTerm(term) ? (base.vocabulary.has(term) ? CONTEXT_WEIGHT : 0) : 1;
    const known = isKnownTerm(term, base);
    const weight = termWeight(term, base) * (known ? 1 : unknownWeight * (term === head ? HEAD_UNKNOWN_WEIGHT : 1)) * context;
    total += weight;
    if (!matched.has(term)) continue;
    // Found as written (or as the start of a longer word) counts fully; found only through a
    // one-letter difference counts half: "bonded" is not "bonner".
    const exact = indexed.some((word) => word === term || word.startsWith(term) || term.startsWith(word));
    found += exact ? weight : weight / 2;
  }
  return total ? found / total : 0;
}

/**
 * The candidates reordered so that the passage holding the question's most specific words comes
 * first: among passages scoring at least a quarter of the best, the highest coverage wins (in
 * steps of 0.05), and the search score breaks ties. The search score alone favours passages that
 * repeat common words ("need", "install") over the one that names the subject ("sauna"). A town's
 * page answers a question that names no town only when nothing else covers it as well: those
 * pages mention a little of everything.
 */
export function bySpecificity(question: string, results: PassageResult[], route: Route, base: KnowledgeBase = getKnowledgeBase()): PassageResult[] {
  if (results.length < 2) return results;
  const floor = results[0].score * 0.25;
  const namesPlace = route.places.served.length > 0 || route.places.outside.length > 0;
  // A place named: its own area pages and its county's count fully, other towns' pages less.
  const named = new Set(route.places.served.flatMap((place) => [place, countyOfServedPlace(place) ?? place]).map((place) => place.toLowerCase()));
  const elsewhere = (result: PassageResult) => Boolean(result.place) && (!namesPlace || !named.has(String(result.place).toLowerCase()));
  // Work for a business: among passages that cover the question as well, the commercial page's come first.
  const forBusiness = NAMES_COMMERCIAL_SETTING.test(question) && !/\b(?:my|our)\s+(?:home|house|place|apartment|condo|cabin)\b/i.test(question);
  const rated = results.map((result, order) => {
    const penalty = (!namesPlace && (result.kind === 'area' || result.kind === 'testimonial')) || elsewhere(result) ? 0.6 : 1;
    const bonus = forBusiness && String(result.id).startsWith('service:commercial:') ? 0.05 : 0;
    const share = result.score >= floor ? Math.round((coverage(question, result, base) * penalty + bonus) * 20) / 20 : -1;
    return { result, order, share };
  });
  rated.sort((a, b) => b.share - a.share || a.order - b.order);
  return rated.map((item) => item.result);
}

function compose(question: string, results: PassageResult[], base: KnowledgeBase, job?: string): { text: string; citations: string[] } {
  const [top, ...rest] = results;
  const chosen = [top];
  const topCoverage = coverage(question, top, base);
  const second = rest.find(
    (result) =>
      result.score >= top.score * 0.6 &&
      result.url !== top.url &&
      result.kind !== top.kind &&
      result.kind !== 'faq' &&
      result.kind !== 'testimonial' &&
      coverage(question, result, base) >= topCoverage,
  );
  // A page's opening paragraph ("Many homes still run on 60A or 100A panels ...") says why, not
  // what we do about it: a list of what we do that covers the question as well comes after it.
  const list = /:body:\d+$/.test(String(top.id))
    ? rest.slice(0, 4).find((result) => saysWhatWeDo(result) && result.kind !== 'area' && coverage(question, result, base) >= topCoverage)
    : undefined;
  if (list && top.text.length < 400) chosen.push(list);
  else if (second && top.kind !== 'faq' && top.kind !== 'profile' && top.text.length < 400) chosen.push(second);
  const text = chosen.map((passage) => passageText(question, passage, base, [], job)).join(' ');
  const citations = [...new Set(chosen.map((passage) => siteUrl(passage.url)))];
  return { text, citations };
}

/**
 * A question-and-answer passage found through a different question keeps its own question in
 * front, so an answer such as "Yes. ..." is read as the answer to that question.
 */
function passageText(question: string, passage: PassageResult, base: KnowledgeBase = getKnowledgeBase(), asked: readonly string[] = [], job?: string): string {
  const text = passage.text.trim();
  if (!passage.question) return text;
  // The words that made it a question about this business fact ("insurance", "permit", "free
  // estimate") are in the answer: its "Yes" answers the visitor's question as asked; asked as
  // "how long is your warranty?", the answer goes without it.
  if (asked.length && asked.every((term) => passageTerms(passage, true).has(term)))
    return YES_NO.test(question) || (passage.kind === 'profile' && YES_NO_LATER.test(question)) ? text : text.replace(/^Yes\.\s+/, '');
  if (passage.kind === 'faq') {
    if (termSimilarity(question, passage.question) >= 0.7) return text;
    // Its "Yes" answers the visitor's own yes-or-no question too when it holds every specific word of it
    // ("is an inspection needed after a panel upgrade?": "Yes. A panel upgrade requires an electrical permit and an inspection.").
    const asksYesOrNo = YES_NO.test(question) || DO_YOU.test(question) || REQUEST.test(question);
    if (asksYesOrNo && /^yes\b/i.test(text) && holdsSubject(question, passage, base)) return text;
    // Its "Yes" answers a request for the job it names, whatever the job is for ("an outdoor outlet for christmas lights": "Yes. We install outdoor lighting and outlets").
    if (job && /^yes\b/i.test(text) && answersJob(job, passage, base)) return text;
    return `"${passage.question}" ${text}`;
  }
  // A profile or terms answer that starts with "Yes." answers its own question: when the visitor's
  // specific words are not in it ("are you bonded?"), that question goes in front, so the "Yes"
  // is not read as the answer to something the site does not say.
  if ((passage.kind === 'profile' || passage.kind === 'terms') && /^yes\b/i.test(text) && !holdsSubject(question, passage, base)) return `"${passage.question}" ${text}`;
  return text;
}

/** The content terms of a passage's question and answer (and, with `all`, its title and keywords). */
function passageTerms(passage: Passage, all = false): Set<string> {
  return new Set(contentTerms(`${passage.question ?? ''} ${passage.text}${all ? ` ${passage.title} ${passage.keywords ?? ''}` : ''}`));
}

/** Whether a passage holds every specific subject word of the question (where the work is and words of asking aside). */
function holdsSubject(question: string, passage: PassageResult, base: KnowledgeBase, named?: RegExp): boolean {
  const all = contentTerms(question.replace(DO_YOU, ' ').replace(REQUEST, ' '));
  const place = new Set([...placeTerms(question), ...trailingPlaceTerms(question)]);
  const isContextTerm = (term: string) => isContextWord(term) || place.has(term);
  // Where the work is counts only when nothing else is asked ("do you do barns?").
  let subject = all.some((term) => !isContextTerm(term)) ? all.filter((term) => !isContextTerm(term)) : all;
  // Work in general ("residential work", "electrical job") names no job of its own beside a word that does.
  if (subject.some((term) => !GENERIC_TERMS.has(term))) subject = subject.filter((term) => !GENERIC_TERMS.has(term));
  // With one of our services named ("backup power for our server closet and walk-in cooler"),
  // words the site never uses say where or what for, unless one stands right before the service
  // and so says which kind of it is ("pool lights").
  const phrase = named ? question.match(named) : null;
  if (phrase && phrase.index !== undefined) {
    const kind = contentTerms(question.slice(0, phrase.index).trim().split(/\s+/).pop() ?? '');
    subject = subject.filter((term) => base.vocabulary.has(term) || kind.includes(term));
  }
  if (!subject.length) return true;
  const weights = subject.map((term) => termWeight(term, base));
  const strongest = Math.max(...weights);
  // Held as written (after stemming and synonyms), or as another form of the word ("build" in
  // "builder"; both five letters or more), not through a near spelling: "heated" is not "heat".
  const own = passageTerms(passage, true);
  const holds = (term: string) => own.has(term) || (term.length >= 5 && [...own].some((word) => word.length >= 5 && isFormOf(word, term, base)));
  return subject.every((term, index) => holds(term) || weights[index] < strongest * 0.5);
}

/** Jobs outside the price table: what the site knows, and the free on-site estimate. */
/** How long a job takes, or how long the power is off: "how many days to rewire a house?", "how long would the power be off if you change out my panel?". */
const HOW_LONG = /\bhow\s+(?:long|many\s+(?:days|hours|weeks))\b|\bhow\s+much\s+time\b|\b(?:many|what)\s+days\b|\bdowntime\b/i;

/**
 * The time a job takes, where the site states it: whole-house rewiring (3 to 10 days, the FAQ), a
 * panel swap (one to two days, the power off for part of it; the panel page's FAQ) and a standby
 * generator (1 to 3 days on site; the generator page's FAQ). A price
 * question is answered as one; the time then comes with the price.
 */
function durationAnswer(question: string, route: Route, base: KnowledgeBase): { text: string; citations: string[]; passage: KnowledgeBase['passages'][number] } | undefined {
  if (route.intent === 'price' || route.intent === 'emergency' || !HOW_LONG.test(question)) return undefined;
  const byId = (id: string) => base.passages.find((passage) => passage.id === id);
  const rewiring = route.service === 'rewiring' || /\brewir\w*|\bknob[\s-]+(?:and|&|n)[\s-]+tube\b/i.test(question);
  const panel =
    !rewiring &&
    (route.service === 'panel' || route.service === 'service-upgrade' || /\bpanels?\b|\bfuse\s*box\w*|\bbreaker\s+box\w*|\b(?:100|150|200|400)\s*a(?:mps?)?\b/i.test(question)) &&
    /\b(?:chang|swap|replac|upgrad|install|put\w*\s+in|new)\w*/i.test(question);
  // A standby generator: 1 to 3 days on site, after the permit (the generator page's FAQ).
  const generator =
    !rewiring && !panel && route.service === 'generator' && /\b(?:install\w*|put\w*\s+in|hook\w*\s+up|set\s+up|job|project|start\s+to\s+finish|take)\b/i.test(question);
  const faq = rewiring
    ? byId('faq:rewiring-time')
    : panel
      ? byId('service:panel-upgrade:faq:2')
      : generator
        ? base.passages.find((passage) => passage.question && /how long/i.test(passage.question) && /generator/i.test(passage.question))
        : undefined;
  if (!faq) return undefined;
  return { text: `${faq.text}${nextStepLine(faq.text, { ...route, intent: 'service' })}`, citations: [siteUrl(faq.url)], passage: faq };
}

function jobAnswer(route: Route, base: KnowledgeBase): { text: string; citations: string[] } | undefined {
  const phone = business.phone.display;
  const byId = (id: string) => base.passages.find((passage) => passage.id === id);
  const visit = `A price for this needs a look at the house, so it isn't in our online estimator: we give you a free on-site estimate with a written price and schedule. Call us at ${phone} to book it.`;
  switch (route.service) {
    case 'rewiring': {
      const faq = byId('faq:rewiring-time');
      return {
        text: `Whole-house rewiring is priced after a visit, not from a table. ${faq ? faq.text : ''} The cost depends on the size of the home, how easy the walls, attic and crawlspace are to reach, and whether the panel is replaced at the same time. ${visit}`.replace(
          /\s+/g,
          ' ',
        ),
        citations: [siteUrl(faq?.url ?? '/services/residential')],
      };
    }
    case 'service-upgrade': {
      const faq = byId('faq:panel-upgrade-cost');
      return {
        text: `A service upgrade is priced after a visit. ${PANEL_FIGURES_TEXT} What drives the cost: the amperage you need (for example 100A to 200A), whether the meter base or service entrance must be replaced, and the permit required. ${visit}`,
        citations: [siteUrl(faq?.url ?? '/services/panel-upgrade')],
      };
    }
    case 'new-construction': {
      return {
        text: `Wiring for new construction is priced from your plans, not from a table: the cost depends on the size of the building, the number of circuits, fixtures and outlets, the service size and the permit. We work in step with your builder or general contractor. ${visit}`,
        citations: [siteUrl('/services/residential')],
      };
    }
  }
  return undefined;
}

/** "Do you install ...?", "can u guys fix ...", "um so like do y'all do ...", "any chance yall could wire ...", "is X something you do?", "ever wired a hot tub?" */
const DO_YOU = new RegExp(
  String.raw`\b(?:(?:do|can|will|would|could)\s+(?:you|u|y'?all|ya'?ll|yall|ya|${YOUR_PEOPLE})\b(?:\s+guys)?|(?:you|u|y'?all|ya'?ll|yall)(?:\s+guys)?\s+(?:could|can|would)|(?:are|r)\s+(?:you|u|y'?all|ya'?ll|yall)(?:\s+guys)?\s+able\s+to)(?:\s+(?:also|ever|even|still))?(?:\s+be\s+able\s+to)?\s+(?:do|install|put|handle|work|wire|rewir\w*|re-wir\w*|replace|upgrade|fix|repair|offer|add|hook|set|build|service|hang|mount|run|swap|change|move|take\s+care|come|help|get\s+rid\s+of)|\bsomething\s+(?:that\s+)?(?:you|u|y'?all|ya'?ll|yall)(?:\s+guys)?\s+(?:can\s+|could\s+|would\s+)?(?:do|offer|install|handle|provide|work\s+on)\b|\b(?:have\s+(?:you|u|y'?all)(?:\s+guys)?\s+)?ever\s+(?:wired|installed|done|put\s+in|worked\s+on|hooked\s+up|replaced|built|upgraded)\b`,
  'i',
);

/** "need a sauna wired", "looking for someone to ...", "can you set me up ...": a request for work, which asks "do you do that?". */
const REQUEST =
  /\b(?:i|we)\s+(?:need|want|would\s+like|'?d\s+like)\b|\b(?:need|needs|want|looking\s+for)\b|\blooking\s+for\s+(?:someone|somebody|an?\s+electrician)|\binterested\s+in\b|\b(?:can|could)\s+(?:you|u|y'?all|ya'?ll|yall|someone|somebody)\b|\bis\s+it\s+possible\s+(?:for\s+(?:you|u)\s+)?to\b|\b(?:can|could)\s+(?:i|we)\s+(?:get|have)\b.{0,60}\b(?:installed|put\s+in|wired|added|replaced|upgraded|hooked\s+up|moved)\b/i;
const QUESTION_WORD = /\b(?:how|hows|how's|what|whats|what's|wat|wats|why|when|where|wheres|which|who|whose|should|was|did|do\s+i|can\s+i|difference|mean|means)\b/i;
/** Asked to put something in: "can your crew wire it up", "could you hook that up". */
const INSTALL_ASKED = new RegExp(
  String.raw`\b(?:can|could|would|will)\s+(?:you|u|y'?all|yall|ya'?ll|${YOUR_PEOPLE}|someone|somebody)\s+(?:\w+\s+)?(?:wire|install|hook|put|hang|mount|connect|run|set)\b`,
  'i',
);
/** "Who wires that up, you guys?", "hot tub coming in May, who wires that": whether we do it, asked as who does. */
const WHO_DOES_IT = new RegExp(
  String.raw`\bwho\s+(?:\w+\s+)?(?:wires?|installs?|hooks?|puts?|does|handles?|sets?)\b(?:\s+(?:that|it|this|them|those))?(?:\s+(?:up|in))?\b.{0,30}\b(?:you|u|y'?all|yall|${YOUR_PEOPLE})\b|\bwho\s+(?:wires?|installs?|hooks?)\s+(?:that|it|this|them|those)(?:\s+(?:up|in))?\W*$`,
  'i',
);
/** The work asked as "that" after the thing is named: "who wires that", "who hooks it up". */
const WHO_WIRES_THAT = /\bwho\s+(?:\w+\s+)?(?:wires?|installs?|hooks?|puts?|handles?|sets?)\s+(?:that|it|this|them|those)\b/i;
/** "the cabin bedroom where there's just a bare bulb", "the shop which has no power": a relative clause after a thing named, not a question. */
const RELATIVE_CLAUSE = /\b((?:the|a|an|my|our|this|that|his|her|their|your)\s+(?:[a-z'-]+\s+){0,3}?[a-z'-]+)\s+(?:where|which|who|whose)\b/gi;
/** Whether a question word asks something, once relative clauses ("the room where ...") are set aside. */
function asksQuestionWord(text: string): boolean {
  return QUESTION_WORD.test(text.replace(RELATIVE_CLAUSE, '$1 '));
}

/** "backup power for our server closet", "motion security lights on the barn": one of our services named, with where or what for, and nothing asked about it: a request for the work. */
function namesWork(question: string, route: Route): boolean {
  if (!route.service || route.problem || route.intent !== 'service' || ABOUT_THE_THING.test(question)) return false;
  return !QUESTION_WORD.test(question) && !/\b(?:is|are|was|were|does|did|has|have|had|my|mine)\b/i.test(question);
}

/** "well pump circuit?", "GENERATORS??", "occupancy sensors?": a service named in a few words, which asks "do you do that?". */
function terseServiceQuestion(question: string, route: Route): boolean {
  if (route.pricedService === null && route.intent !== 'service') return false;
  // "my outlet?" tells of something of one's own; "for my shop?" says where the work is. "Can a
  // portable generator start automatically?" asks about the thing, not whether we do it.
  if (ABOUT_THE_THING.test(question)) return false;
  if (QUESTION_WORD.test(question) || /\b(?:is|are|does|mine)\b|(?<!\b(?:for|in|at|on|to|into|by|around)\s+)\bmy\b/i.test(question)) return false;
  // "three-phase" counts once, not also as "three" and "phase".
  const all = contentTerms(question);
  const terms = all.filter((term) => !all.some((other) => other.includes('-') && other.split('-').includes(term)));
  return terms.length > 0 && terms.length <= 4;
}

/**
 * Where the work is, and words of asking: they do not change whether we do it ("a sauna in the
 * basement" is a sauna), so a "yes" does not wait for the page to name them.
 */
const CONTEXT_TERMS = new Set(
  contentTerms(
    'need want looking someone somebody set new old our my house home basement garage carport driveway porch patio deck kitchen bathroom bedroom attic crawlspace yard backyard barn shop building office store space room rooms wall walls ceiling floor outside inside outdoor indoor property place cabin downtown few couple some more whole plant mill warehouse restaurant factory farm ranch church school business parking lot farmhouse bungalow cottage condo apartment duplex townhouse townhome trailer lakehouse closet closets build building built next spring summer fall autumn winter soon uncle aunt mom mother dad father parents wife husband son daughter kids kid children family friend friends neighbor neighbour neighbors neighbours grandma grandpa grandmother grandfather brother sister boss employee employees staff customer customers guests clients people folks',
  ),
);

/**
 * Words of doing ("put in", "swap", "move", "hook up", "run"): what is done to the subject, not
 * the subject, so a page need not use the same verb ("outlets moved" is "relocated outlets").
 */
const WORK_TERMS = new Set(
  contentTerms(
    'install put ran hung add added adding move moved moving swap swapped change changed hook run running set fix fixed repair replace replaced redo redone update get make mount hang pull handle take care come help provide offer do out off over down back away',
  ),
);

/**
 * In the search, words of where and of doing ("install", "new", "my house") count for less than the
 * subject ("range"), when the question has one ("do you do barns?" is about barns).
 */
function searchBoostFor(question: string): ((term: string) => number) | undefined {
  const terms = contentTerms(question);
  if (!terms.some((term) => !isContextWord(term) && !GENERIC_TERMS.has(term))) return undefined;
  return (term) => (isContextWord(term) ? 0.5 : 1);
}

/** A word of where the work is, or of doing it (whatever the question). */
function isContextWord(term: string): boolean {
  return CONTEXT_TERMS.has(term) || WORK_TERMS.has(term);
}

const PLACE_PHRASE = /\b(?:for|in|at|on|inside|around|near|by|to)\s+(?:our|my|the|a|an|his|her|their|your|some|all\s+(?:our|the|my))\b/i;
const placeCache = new Map<string, Set<string>>();

/**
 * The words of where or what for, after one of our services is named: "backup power for our
 * server closet and walk-in cooler", "new outlets in my living room". A service named in that part
 * ("power for the hot tub") is still the subject.
 */
function placeTerms(question: string): Set<string> {
  const cached = placeCache.get(question);
  if (cached) return cached;
  const terms = new Set<string>();
  const first = SERVICE_TOPICS.map((topic) => question.match(topic.pattern))
    .filter((match): match is RegExpMatchArray => match?.index !== undefined)
    .sort((a, b) => a.index! - b.index!)[0];
  if (first) {
    const after = question.slice(first.index! + first[0].length);
    const phrase = after.match(PLACE_PHRASE);
    if (phrase?.index !== undefined) {
      let tail = after.slice(phrase.index);
      for (const topic of SERVICE_TOPICS) tail = tail.replace(new RegExp(topic.pattern.source, 'gi'), ' ');
      for (const term of contentTerms(tail)) terms.add(term);
    }
  }
  if (placeCache.size > 500) placeCache.clear();
  placeCache.set(question, terms);
  return terms;
}

/**
 * Where the work is, when the question names none of the router's services: what follows "for our",
 * "in my", "at the" ... after the subject ("three phase power for our sawmill"). Only for whether a
 * page says we do it; the share of words found (coverage) keeps every word.
 */
function trailingPlaceTerms(question: string): string[] {
  if (SERVICE_TOPICS.some((topic) => topic.pattern.test(question))) return [];
  const phrase = question.match(PLACE_PHRASE);
  if (phrase?.index === undefined || contentTerms(question.slice(0, phrase.index)).length < 2) return [];
  return contentTerms(question.slice(phrase.index));
}

/**
 * "Yes, we do." in front of a service page's answer to "do you install ...?", to a request for
 * work, or to a service named alone: only when the page holds every specific subject word of the
 * question (where the work is and words of asking aside). A "yes" is never a guess.
 */
/** A page's overview or one of its lists of what we do: only these say that we do something. */
function saysWhatWeDo(passage: PassageResult): boolean {
  return (
    (passage.kind === 'service' && /:(?:overview|services:\d+|covers:\d+|industrial(?::\d+)?|who-we-serve(?::\d+)?|maintenance(?::\d+)?)$/.test(String(passage.id))) ||
    passage.kind === 'area' ||
    // The company's own description: "... with residential, commercial, industrial and 24/7 emergency electrical service".
    passage.id === 'profile:about'
  );
}

/** "What does a transfer switch do?", "what is an interlock for?", "what's a subpanel?": the thing asked about. */
const WHAT_IS =
  /^\W*(?:what|wat|whats|what's)\s*(?:does|do|is|are|'s|s)?\s+(?:a|an|the|my|your)?\s*([\p{L}\s-]+?)\s+(?:actually\s+|really\s+|even\s+)?(?:do|does|for|mean|used\s+for)?\W*$/iu;

/**
 * For a question of what a thing is or does, a passage in which the thing does something or is
 * said to be something ("... the transfer switch starts the generator ...", "A surge protector at
 * the panel guards the whole house"), among the given ones; undefined when none.
 */
function definingPassage(question: string, passages: readonly PassageResult[]): PassageResult | undefined {
  const thing = question.match(WHAT_IS)?.[1]?.trim();
  if (!thing || thing.split(/\s+/).length > 4) return undefined;
  const name = thing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const acts = new RegExp(`\\b(?:the|a|an)\\s+${name}(?:es|s)?\\s+(?:(?:at|in|on)\\s+the\\s+\\w+\\s+)?(?:is|are|means|\\w+s)\\b`, 'iu');
  return passages.find((passage) => acts.test(passage.text));
}

/** "what is a gfci ...", "whats an interlock and ...", "what does a gfci outlet do": the thing the question opens by asking about. */
const WHAT_IS_OPENING =
  /^\W*(?:so\s+|ok\s+|hey\s+)?(?:what|wat)(?:'?s|\s+is|\s+are|\s+does|\s+do)\s+(?:a|an|the|those|these)?\s*([\w-]+(?:\s+(?!and\b|do\b|does\b|for\b|mean\b|actually\b|really\b)[\w-]+)?)/i;

/**
 * The FAQ whose own question asks what that thing is ("What is a GFCI outlet and where do I need
 * one?"), when the visitor's question opens by asking what it is; undefined when none.
 */
function definitionFaq(question: string, base: KnowledgeBase): Passage | undefined {
  const thing = question.match(WHAT_IS_OPENING)?.[1];
  const terms = thing ? contentTerms(thing).filter((term) => !GENERIC_TERMS.has(term) && !isContextWord(term)) : [];
  if (!terms.length) return undefined;
  return base.passages.find(
    (passage) =>
      passage.kind === 'faq' &&
      passage.question &&
      /^\W*what\s+(?:is|are|does)\b/i.test(passage.question) &&
      terms.every((term) => contentTerms(passage.question ?? '').includes(term)),
  );
}

/**
 * Whether a FAQ's question asks about something the visitor did not: it names a word at least as
 * specific as the visitor's own most specific word ("Are you licensed and insured for commercial
 * work?" for "do you do commercial work?").
 */
function faqAsksOtherThing(question: string, faqQuestion: string, base: KnowledgeBase): boolean {
  // The visitor's words the site uses: a word it never uses says nothing about which of its questions this is.
  const asked = contentTerms(question).filter((term) => !isContextWord(term) && !GENERIC_TERMS.has(term) && base.vocabulary.has(term));
  if (!asked.length) return false;
  const strongest = Math.max(...asked.map((term) => termWeight(term, base)));
  return contentTerms(faqQuestion).some((term) => !asked.includes(term) && !isContextWord(term) && !GENERIC_TERMS.has(term) && termWeight(term, base) >= strongest * 0.8);
}

/** Something that stopped working or works wrongly: "won't start", "stopped working", "keeps running", "is broken". */
const MALFUNCTION =
  /\b(?:won'?t|wont|will\s+not|doesn'?t|doesnt|does\s+not|didn'?t|isn'?t|not|no\s+longer|stopped|quit|keeps?|kept)\s+(?:\w+\s+)?(?:start\w*|work\w*|run\w*|turn\w*\s+(?:on|off)|com\w*\s+on|spin\w*|shut\w*\s+(?:off|down)|stop\w*|switch\w*\s+(?:over|back))\b|\b(?:is|are|went|just)\s+(?:broken|dead)\b|\bbroke(?:\s+down)?\b|\bdied\b/i;

/** The answer about the work after the one about the town: its own "Yes" reads as a second one. */
function andYes(text: string): string {
  return text.replace(/^Yes(?:, we do)?[.!:]\s+/, 'And yes, we do that: ');
}

/** Work asked for, not only a visit: "can you wire ...", "could you put in ...", "need a panel swapped ...". */
const WORK_ASKED = new RegExp(
  String.raw`\b(?:can|could|would|will|do)\s+(?:you|u|y'?all|yall|ya|${YOUR_PEOPLE})(?:\s+guys)?\s+(?:also\s+)?(?:wire|install|put|replace|upgrade|fix|repair|add|hook|build|hang|mount|run|swap|change|move|set\s+up|inspect|check|look\s+at)\b|\b(?:need|want)\s+(?:a|an|some|my|our|the|to\s+(?:get|have))\b`,
  'i',
);

/** "Do I need an electrician to ...?", "should we get ...": asks whether it is needed, not for the work. */
const ASKS_IF_NEEDED = /\b(?:do|does|did|should|would|will|must)\s+(?:i|we|you|u)\s+(?:really\s+|actually\s+)?(?:need|want|have\s+to|get)\b/i;

/** "Does the generator run on propane?", "is the standby generator automatic?": a yes-or-no question about the thing itself, not about us. */
const ABOUT_THE_THING = /^\W*(?:does|do|will|would|can|could|is|are)\s+(?:the|a|an|your|ur|these|those|this|that)\s+(?!(?:\w+\s+){0,3}(?:not|n't|never)\b)/i;

/**
 * "Yes." in front of a page's own list of what something does or what we do ("Runs on natural gas
 * or propane", "Starts automatically") when it holds every specific word of a yes-or-no question
 * about that thing. A FAQ or a passage that mentions the words in passing says no such thing.
 */
function featureYes(question: string, top: PassageResult, base: KnowledgeBase): string {
  if (!ABOUT_THE_THING.test(question) || /^\W*no\b/i.test(top.text)) return '';
  const asked = question.replace(ABOUT_THE_THING, ' ');
  if (saysWhatWeDo(top) || /:features:\d+$/.test(String(top.id))) return holdsSubject(asked, top, base) ? 'Yes. ' : '';
  // A FAQ answer that says it in one sentence, with no "not", "never" or "only" in it: "A standby
  // generator ... starts automatically when the power goes out" answers "does the standby generator
  // turn on by itself when the power goes out?".
  if (top.kind !== 'faq') return '';
  const terms = contentTerms(asked).filter((term) => !isContextWord(term));
  const says = top.text.split(/(?<=[.!?])\s+/).some((sentence) => {
    if (/\b(?:not|no|never|only|unless|without|cannot)\b|n't\b/i.test(sentence)) return false;
    const own = new Set(contentTerms(sentence));
    return terms.length > 0 && terms.every((term) => own.has(term));
  });
  return says ? 'Yes. ' : '';
}

/**
 * The clauses of a message that ask for the work ("do you do storm damage repair? nothing is
 * damaged right now, just want to know for this winter"): a clause that asks with no subject of its
 * own ("an EV charger in the garage. do you install those") asks about the clause before it.
 */
function askingClauses(question: string): string[] {
  const clauses = question
    .split(/[.?!;:]+\s*|,\s+|\s+-+\s+/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  const asking: string[] = [];
  // "Do you ...?" asks; "need ..." and "want ..." ask only where no clause says "do you".
  const asks = clauses.some((clause) => DO_YOU.test(clause)) ? DO_YOU : REQUEST;
  clauses.forEach((clause, index) => {
    if (!asks.test(clause)) return;
    const own = contentTerms(clause.replace(DO_YOU, ' ').replace(REQUEST, ' ')).filter((term) => !isContextWord(term));
    asking.push(own.length || index === 0 ? clause : `${clauses[index - 1]} ${clause}`);
  });
  return asking;
}

/**
 * Whether a page holds what the message asks us to do: every subject word of the whole message, or,
 * in a message that also tells a story, every subject word of each clause that asks.
 */
function holdsAsked(question: string, passage: PassageResult, base: KnowledgeBase, named?: RegExp): boolean {
  if (holdsSubject(question, passage, base, named)) return true;
  const asking = askingClauses(question);
  if (!asking.length || (asking.length === 1 && asking[0] === question.trim())) return false;
  return asking.every((clause) => contentTerms(clause.replace(DO_YOU, ' ').replace(REQUEST, ' ')).length > 0 && holdsSubject(clause, passage, base, named));
}

/**
 * "Is rewiring an old house something you guys take on?", "is that work your company does?",
 * "is this something your company replaces": whether we do the thing named before it.
 */
const SOMETHING_YOU_DO =
  /\b(?:something|work|a\s+job|the\s+kind\s+of\s+(?:work|job|thing))\s+(?:that\s+)?(?:you|u|y'?all|ya'?ll|yall|your\s+(?:company|business|team|crew|shop|outfit|guys|folks|electricians)|you\s+(?:guys|folks|all))\s+(?:can\s+|could\s+|would\s+|will\s+)?(?:do|does|offer|offers|fix|fixes|repair|repairs|swap|swaps|switch|switches|change|changes|install|installs|handle|handles|provide|provides|replace|replaces|take\s+on|takes\s+on|work\s+on|works\s+on|wire|wires|upgrade|upgrades)\b/i;

/** Where the job named in a request ends and its purpose, its place or the story begins: "an outlet | for christmas lights". */
const JOB_END =
  /\s*(?:[,.;:!?()]|\s-+\s|\b(?:so|for|because|cause|cuz|since|as|when|whenever|while|before|after|once|that|which|who|where|if|in\s+case|to|in|on|at|by|around|over|along|near|inside|outside|under|with|and\s+(?:we|i|it|they|she|he|the|my|our)|we|i|it'?s|its|my|our|me|us)\b)/i;

/** A request's object that names nothing itself: "can you hang it", "can you add one", "can u do that". */
const PRONOUN_JOB = /^\s*(?:it|one|them|those|these|that|this|some|one\s+of\s+(?:those|these|them)|that\s+(?:work|job|for\s+\w+))?\s*$/i;

/**
 * The job a request names, without its purpose, its place or the story around it: "can u put in a
 * generator hookup so i can run my portable" asks for "a generator hookup"; "need 3 phase ran to my
 * shop for the machines", for "3 phase ran"; "is rewiring an old house something you take on?", for
 * "rewiring an old house". A request whose object is a pronoun ("can you hang it") names the job
 * with the service the router found ("chandelier"). Undefined when the message asks for no work,
 * or names the job only in words of work in general ("can you do the wiring for it").
 */
export function askedJob(question: string, route: Route): string | undefined {
  return askedJobParts(question, route)?.job;
}

/** The job a request names (askedJob), the verb that asks for it, and whether the request named it only with a pronoun. */
function askedJobParts(question: string, route: Route): { job: string; verb: string; pronoun: boolean } | undefined {
  // "can you run power out to the barn? we want lights and outlets": when the "can you" names only work in general, the other request names the job.
  return askedJobFrom(question, route, false) ?? askedJobFrom(question, route, true);
}

function askedJobFrom(question: string, route: Route, requestOnly: boolean): { job: string; verb: string; pronoun: boolean } | undefined {
  const something = requestOnly ? null : question.match(SOMETHING_YOU_DO);
  let object: string | undefined;
  let verb: string;
  let requestStart: number;
  if (something?.index !== undefined) {
    const before = question.slice(0, something.index);
    // The last "is" before it: "hot tub is being delivered in april and needs wiring, is that something u do" asks about "that".
    const from = Math.max(before.search(/\b(?:is|are|was|would\s+be|'s)\s+(?:(?!(?:is|are|was)\s)\S+\s+){0,10}$/i), 0);
    object = before.slice(from).replace(/^\s*(?:is|are|was|would\s+be|'s)\s+/i, '');
    verb = something[0];
    requestStart = from;
  } else {
    // "can you wire a sauna, it needs a 240 circuit": a "can you ...?" asks; "needs" beside it tells of the thing.
    const matches = (pattern: RegExp) =>
      [...question.matchAll(new RegExp(pattern.source, 'gi'))].filter(
        (match) => match.index !== undefined && !ASKS_IF_NEEDED.test(question.slice(Math.max(0, match.index - 12), match.index + match[0].length)),
      );
    const doYou = requestOnly ? [] : matches(DO_YOU);
    const asks = doYou.length ? doYou : matches(REQUEST);
    if (!asks.length) return undefined;
    // The last request of the message: the story comes before it ("we had a fire last year ... but now we want the old panel replaced").
    const last = asks.sort((a, b) => a.index + a[0].length - (b.index + b[0].length)).pop()!;
    verb = `${last[0]} ${question.slice(last.index + last[0].length).match(/^\s*(?:to\s+)?(\w+)/)?.[1] ?? ''}`;
    requestStart = last.index!;
    object = question
      .slice(last.index + last[0].length)
      .replace(/^\s*(?:(?:to|be\s+able\s+to|someone\s+to|somebody\s+to|an?\s+electrician\s+to|us\s+to|me\s+to|you\s+to|u\s+to)\s+)?/i, '')
      .replace(/^\s*(?:install|put|add|hook|set|run|wire|hang|mount|swap|change|move|replace|upgrade|build|do|get|have|take\s+care\s+of)?\s*(?:in|up|out|on)?\b/i, '');
  }
  if (object === undefined) return undefined;
  // The first word belongs to the job whatever it is ("it for me" is "it").
  const first = object.match(/^\s*[^\s,.;:!?]+/)?.[0] ?? '';
  const end = object.slice(first.length).search(JOB_END);
  let job = (end < 0 ? object : object.slice(0, first.length + end)).trim();
  // "need it hooked up", "want them wired": the thing is said as a pronoun, the rest is the work.
  job = job.replace(/^(it|them|that|this|those|these|one)\s+(?:hooked|wired|installed|put|set|connected|done|fixed|replaced|moved|added|run|ran)(?:\s+(?:up|in|out|on))?$/i, '$1');
  // "swap the shop fluorescents for led", "replace the fuse box with breakers": the job is what goes in.
  const swapped = /\b(?:swap|switch|replac|chang|convert|trad|upgrad)\w*\b/i.test(verb)
    ? object
        .slice(job.length)
        .match(/^[^,.;:!?]*?\b(?:for|with|to)\s+(?!(?:handle|run|power|support|fit|add|make|get|be|have|allow|accommodate|keep|use|save)\b)([^,.;:!?]+)/i)?.[1]
    : undefined;
  if (swapped) {
    const end2 = swapped.slice((swapped.match(/^\s*\S+/)?.[0] ?? '').length).search(JOB_END);
    const into = (end2 < 0 ? swapped : swapped.slice(0, (swapped.match(/^\s*\S+/)?.[0] ?? '').length + end2)).trim();
    if (jobTerms(into).length) job = into;
  }
  let pronoun = PRONOUN_JOB.test(job);
  // "want lighting around it, landscape lights, is that something you do": the clause before the request names the job.
  const before = pronoun
    ? question
        .slice(0, requestStart)
        .split(/[,.;:!?]+/)
        .map((clause) => clause.trim())
        .filter(Boolean)
        .pop()
    : undefined;
  // Not a clause about another service than the message's own ("... a charger put in the garage. panel is like 100 amp. is that something you do").
  const beforeTopics = before ? serviceTopics(before) : [];
  const otherService = route.service !== undefined && beforeTopics.length > 0 && !beforeTopics.some((topic) => topic.id === route.service);
  if (pronoun && before && !otherService && jobTerms(before).length && jobTerms(before).length <= 3 && jobLists(before, getKnowledgeBase()).length) {
    job = before;
    pronoun = false;
  } else if (pronoun) {
    const topic = SERVICE_TOPICS.find((item) => item.id === route.service);
    const named = topic ? question.match(topic.pattern) : null;
    job = named?.[0] ?? '';
    // Named in words no list uses ("knob and tube ... is this something your company replaces"): the service in the site's words ("rewiring").
    const siteWords = route.service ? SITE_SERVICE_WORDS[route.service] : undefined;
    if (job && siteWords && !jobLists(job, getKnowledgeBase()).length) job = siteWords;
    // "we are planning to replace our old electrical panel ... Is that work your company does?": the work is named where the service is.
    // Or where the thing is said to need it ("hot tub is being delivered in april and needs wiring").
    if (
      named?.index !== undefined &&
      (/\b(?:replac|upgrad|install|add|put|swap|chang|wir|hang|mount|hook|run|ran|bring|brought)\w*\s+(?:\S+\s+){0,4}$/i.test(question.slice(0, named.index)) ||
        /^[^,.;:!?]{0,60}\b(?:needs?|wants?|requires?|to\s+be|getting|gets)\s+(?:\w+\s+)?(?:wir\w*|power\w*|hook\w*|install\w*|a\s+circuit|connected)\b/i.test(
          question.slice(named.index + named[0].length),
        ))
    )
      pronoun = false;
  }
  // "need power run out to a hot tub on the back deck": power brought to a thing, the thing is the job.
  const powerTo = POWER_ONLY.test(job) ? object.match(/\bto\s+((?:(?:a|an|the|my|our|his|her|their)\s+)?[^,.;:!?]+)/i)?.[1] : undefined;
  if (powerTo) {
    const head = powerTo.match(/^\s*(?:(?:a|an|the|my|our|his|her|their)\s+)?\S+/)?.[0] ?? '';
    const stop = powerTo.slice(head.length).search(JOB_END);
    const thing = (stop < 0 ? powerTo : powerTo.slice(0, head.length + stop)).trim();
    if (jobTerms(thing).length) job = thing;
  }
  const terms = jobTerms(job);
  if (!terms.length || terms.every((term) => GENERIC_TERMS.has(term))) return undefined;
  return { job, verb, pronoun };
}

/** A job that is only power brought somewhere: "power run out", "a line ran", "electricity". */
const POWER_ONLY =
  /^(?:(?:some|more|the|a)\s+)?(?:power|electric(?:ity)?|juice|wiring|(?:a\s+)?(?:line|feed|feeder))(?:\s+(?:run|ran|brought|put|pulled))?(?:\s+(?:out|over|in|down))?$/i;

/**
 * Whether a passage answers about the job: an answer that starts with "Yes." or "No." answers its
 * own question, so the job must be in that question or in the sentence after the "Yes." ("Is your
 * work guaranteed?" Yes ... "such as panels" is no answer about a panel); any other passage must
 * name the job.
 */
function answersJob(job: string, passage: Passage, base: KnowledgeBase): boolean {
  if (!/^\W*(?:yes|no)\b/i.test(passage.text)) return holdsJob(job, passage, base);
  const opening = passage.text
    .split(/(?<=[.!?])\s+/)
    .slice(0, 2)
    .join(' ');
  return (
    holdsJob(job, { ...passage, text: opening, title: '', keywords: '' }, base) ||
    (passage.question !== undefined && holdsJob(job, { ...passage, text: passage.question, question: undefined, title: '', keywords: '' }, base))
  );
}

/** The words that name a job: not where it is, not the doing, not work in general. */
function jobTerms(job: string): string[] {
  return contentTerms(job).filter((term) => !isContextWord(term) && !GENERIC_TERMS.has(term) && !VAGUE_TERMS.has(term) && !SIZE_TERM.test(term));
}

/** Words that name no job of their own: "the electrical side", "that stuff". */
const VAGUE_TERMS = new Set(contentTerms('side sides part parts stuff thing things end bit lot kind sort type whole rest same line lines'));
/** A size or a rating says which one, not what: "a 50 amp plug", "a 240 volt line", "200". */
const SIZE_TERM = /^(?:\d+[a-z]{0,2}|amps?|amperage|volts?|voltage|watts?|kw|kilowatts?|gauge|awg|ft|feet|foot)$/;

/** Whether a passage names every word of the job (as written, or another form of it: "hookups" for "hookup"). */
function holdsJob(job: string, passage: Passage, base: KnowledgeBase): boolean {
  const terms = jobTerms(job);
  if (!terms.length) return false;
  const own = passageTerms(passage, true);
  return terms.every((term) => own.has(term) || /^\d+$/.test(term) || (term.length >= 5 && [...own].some((word) => word.length >= 5 && isFormOf(word, term, base))));
}

/** Whether a list of what we do names the thing the job is about, its last word: "light bulbs" is not, "bulb" being on no list. */
function jobNamedByLists(job: string, base: KnowledgeBase, repair = false): boolean {
  // The emergency page lists what goes wrong ("Loose or corroded connections"): it names what we repair, not what we install.
  const lists = (base.passages as PassageResult[]).filter(
    (passage) => saysWhatWeDo(passage) && passage.id !== 'profile:about' && (repair || !/^service:emergency:/.test(String(passage.id))),
  );
  // The head of the job, its last word, names the thing ("light bulbs": bulbs); a word before it says which kind ("a zinsco panel"), which the answer's page may say.
  const head = jobTerms(job).pop();
  if (!head) return true;
  // A word of one of our services as the router knows them ("outlet", "panel") is ours whichever list names it.
  if (SERVICE_TOPICS.some((topic) => [...job.matchAll(new RegExp(topic.pattern.source, 'gi'))].some((match) => contentTerms(match[0]).includes(head)))) return true;
  // Named as written: "connected" does not name "the gas connection". An area page tells of a place
  // in prose as well ("outlets that get warm, and connections that smell hot"): only its short items name work.
  const named = (passage: PassageResult) =>
    passage.kind === 'area'
      ? passage.text.split(/[.;:]\s+/).some((item) => item.trim().split(/\s+/).length <= 8 && contentTerms(item).includes(head))
      : passageTerms(passage, true).has(head);
  return lists.some(named);
}

/**
 * Whether one item of a list names the whole job: "Generator transfer switches and hookups" names
 * "a generator hookup"; a page that says "stock tank heaters" in one item and "water" in another
 * does not name "the water heater". The title and the keywords count as one item each.
 */
function holdsJobInOneItem(job: string, passage: Passage, base: KnowledgeBase): boolean {
  const items = [passage.title, passage.keywords ?? '', ...passage.text.split(/[;:.!?]\s+|\s+-\s+/)];
  return items.some((item) => item.trim() && holdsJob(job, { ...passage, text: item, title: '', keywords: '', question: undefined }, base));
}

/** The page lists of what we do that hold the job asked for (askedJob): they say that we do it. */
function jobLists(job: string, base: KnowledgeBase): PassageResult[] {
  const lists = (base.passages as PassageResult[]).filter((passage) => saysWhatWeDo(passage) && !/^service:emergency:/.test(String(passage.id)) && passage.id !== 'profile:about');
  const whole = lists.filter((passage) => holdsJobInOneItem(job, passage, base));
  if (whole.length) return whole;
  // "lights and outlets": each part on a list of its own.
  const parts = job.split(/\s*(?:,|\band\b|&|\bplus\b)\s*/i).filter((part) => jobTerms(part).length > 0);
  if (parts.length < 2) return [];
  const found = parts.map((part) => lists.filter((passage) => holdsJobInOneItem(part, passage, base)));
  return found.every((holding) => holding.length > 0) ? [...new Set(found.flat())] : [];
}

/**
 * The lists that name the job, with how well each fits the message, best first: the service's own
 * page, then homes' or businesses', a list before a page's overview, a list of repairs, an area
 * page's prose and the financing page's list of what it covers last.
 */
function rateJobLists(question: string, job: string, route: Route, base: KnowledgeBase): { passage: PassageResult; share: number }[] {
  const lists = jobLists(job, base);
  const repairs = (passage: PassageResult) => /troubleshoot|fault\s+finding|repairs/i.test(passage.text.slice(0, 80));
  // The page of the service the router found first ("a transfer switch": the generator page), then the homes' page, or the businesses' page for work at a business.
  const pages: Record<string, string> = { generator: 'service:generator-installation:', panel: 'service:panel-upgrade:', 'service-upgrade': 'service:panel-upgrade:' };
  const own = pages[route.service ?? ''];
  const general = NAMES_COMMERCIAL_SETTING.test(question) ? 'service:commercial:' : 'service:residential:';
  const rank = (passage: PassageResult) => {
    const id = String(passage.id);
    return (
      (own && id.startsWith(own) ? 2 : 0) +
      (id.startsWith(general) ? 1 : 0) -
      (repairs(passage) ? 3 : 0) -
      (passage.kind === 'area' ? 2.5 : 0) -
      // The financing page names what financing covers; a page's overview names the work less closely than its lists.
      (id.startsWith('service:financing:') ? 2 : 0) -
      (id.endsWith(':overview') ? 0.5 : 0)
    );
  };
  const rated = lists.map((passage, order) => ({ passage, order, share: rank(passage) }));
  rated.sort((a, b) => b.share - a.share || a.order - b.order);
  return rated;
}

function directYes(question: string, route: Route, results: readonly PassageResult[], base: KnowledgeBase, original = question): string {
  const [top] = results;
  if (route.intent !== 'service' || !top) return '';
  // "Does the panel need to be replaced for an EV charger?" asks about the thing: its "need" is no request.
  const asks =
    DO_YOU.test(question) ||
    SOMETHING_YOU_DO.test(original) ||
    WHO_DOES_IT.test(original) ||
    (!ABOUT_THE_THING.test(question) && !ASKS_IF_NEEDED.test(question) && REQUEST.test(question) && !asksQuestionWord(question.replace(REQUEST, ' '))) ||
    terseServiceQuestion(question, route) ||
    namesWork(question, route);
  if (!asks) return featureYes(question, top, base);
  // The job asked for, without what it is for ("a generator hookup", not "so i can run my portable").
  const parts = askedJobParts(original, route);
  const job = parts?.job;
  const repair = /\b(?:fix|repair|restor|troubleshoot|diagnos|look\s+(?:at|into|over)|check)\w*/i.test(parts?.verb ?? '') || /\b(?:repair\w*|damage\w*|fix\w*)\b/i.test(job ?? '');
  // An answer that says "Yes." itself about the job needs no second one; about something else ("Is your work guaranteed?" Yes.), the list that names the job answers.
  if (/^\W*yes\b/i.test(top.text) && (!job || answersJob(job, top, base))) return '';
  // Every subject word that says much about the job (at least half as specific as the most specific one) must be on the page.
  if (!contentTerms(question.replace(DO_YOU, ' ').replace(REQUEST, ' ')).length) return '';
  // Only a page's overview or its list of what we do says that we do it; a passage that mentions
  // the words in passing does not. When the answer is another passage (a FAQ that explains the
  // job), a list of what we do found with it and holding the same words still says we do it.
  const topic = SERVICE_TOPICS.find((item) => item.id === route.service);
  // "Hot tub getting delivered in May. Can your crew wire it up?": the work asked for is said as "it"; the
  // thing named beside it is the job, and a list of what we do that names it says yes.
  if ((!parts || parts.pronoun || PRONOUN_JOB.test(parts.job.split(/\s+/)[0] ?? '')) && (INSTALL_ASKED.test(original) || WHO_DOES_IT.test(original)) && !repair && topic) {
    const thing = contentTerms(original.match(topic.pattern)?.[0] ?? '').filter((term) => !isContextWord(term));
    if (thing.length && results.some((passage) => saysWhatWeDo(passage) && thing.every((term) => passageTerms(passage).has(term)))) return 'Yes, we do. ';
  }
  // A job whose thing no list names ("change light bulbs", "hook up the gas line") gets no yes from a page that only mentions it.
  if (job && !jobNamedByLists(job, base, repair)) return '';
  const proof = results.find((passage) => saysWhatWeDo(passage) && holdsAsked(question, passage, base, topic?.pattern));
  if (proof) return 'Yes, we do. ';
  // A list of what we do that names the job says yes, whatever the job is for.
  if (job && jobLists(job, base).length) return 'Yes, we do. ';
  // The answer (a FAQ that explains the job) holds every subject word, and a list of what we do
  // names the service the router found in the question: "a dedicated circuit for my freezer" is
  // the FAQ on dedicated circuits, and "Dedicated circuits for large appliances" says we do it.
  const matched = topic ? contentTerms(question.match(topic.pattern)?.[0] ?? '').filter((term) => !isContextWord(term)) : [];
  if (!matched.length || !holdsSubject(question, top, base, topic?.pattern)) return '';
  const lists = (terms: string[]) => terms.length > 0 && results.some((passage) => saysWhatWeDo(passage) && terms.every((term) => passageTerms(passage).has(term)));
  // Named in other words than the lists use ("a 240 V outlet" for "dedicated circuits"): the lists name it in the site's words.
  const siteWords = route.service && SITE_SERVICE_WORDS[route.service] ? contentTerms(SITE_SERVICE_WORDS[route.service]) : [];
  return lists(matched) || lists(siteWords) ? 'Yes, we do. ' : '';
}

/** Where each business-fact topic is answered, and words that find it when the question's own words do not. */
const FACT_SEARCH: Record<string, { query: string; kinds: readonly PassageKind[]; take?: number; expandFirst?: boolean; ids?: RegExp; byId?: string | readonly string[] }> = {
  'free-estimate': { query: 'free estimate', kinds: ['faq', 'terms'], ids: /^(?:faq:costs-estimates|terms:estimates|service:[\w-]+:faq:\d+)/, expandFirst: true },
  financing: { query: 'financing credit approval', kinds: ['service', 'faq', 'terms'], ids: /^(?:service:financing:|faq:costs-estimates|terms:payment)/, expandFirst: true },
  payment: { query: 'payment due deposit emergency rates', kinds: ['terms'], expandFirst: true },
  warranty: { query: 'warranty workmanship', kinds: ['terms'], expandFirst: true },
  licence: { query: 'licensed insured', kinds: ['profile', 'faq'] },
  experience: { query: 'years experience', kinds: ['profile'] },
  hours: { query: 'hours open', kinds: ['profile'], ids: /^profile:(?:hours|emergency)/ },
  contact: { query: 'contact phone email', kinds: ['profile'] },
  address: { query: 'address located based', kinds: ['profile'], ids: /^profile:address/, expandFirst: true },
  reviews: { query: 'reviews customers say', kinds: ['testimonial'], take: 2 },
  scheduling: { query: 'cancel reschedule appointment notice', kinds: ['terms'], ids: /^terms:scheduling/, expandFirst: true },
  social: { query: 'social media facebook instagram linkedin', kinds: ['profile'], ids: /^profile:social/, expandFirst: true },
  permits: { query: 'permit inspection', kinds: ['terms', 'faq', 'service'], expandFirst: true },
  'price-changes': { query: 'estimate change scope cost approval', kinds: ['terms'], ids: /^terms:estimates/, expandFirst: true },
  rates: { query: 'emergency service cost more rates after hours weekends holidays', kinds: ['faq'], ids: /^service:emergency:faq:1$/, expandFirst: true },
  'work-hours': { query: 'work outside business hours early mornings evenings weekends', kinds: ['faq'], ids: /^service:commercial:faq:1/, expandFirst: true },
  texts: { query: 'text messages sms consent', kinds: ['terms'], ids: /^terms:text-messages/, expandFirst: true },
  // Passages found by their id (those kept out of the search index, factOnly, and the terms on the assistant's own figures).
  'assistant-estimate': { query: '', kinds: ['terms'], byId: 'terms:the-online-assistant-and-other-website-information:0' },
  privacy: { query: '', kinds: ['terms'], byId: 'privacy:sharing' },
  'chat-records': { query: '', kinds: ['terms'], byId: 'privacy:assistant' },
  'reply-time': { query: '', kinds: ['profile'], byId: 'profile:reply-time' },
  'response-time': { query: '', kinds: ['service', 'profile'], byId: ['service:emergency:response:1', 'profile:emergency-line'] },
  'who-answers': { query: 'who answers phone night real electrician', kinds: ['profile'], ids: /^profile:emergency-line/, expandFirst: true },
};

/** How much and when: "half now", "a third up front", "the rest when it's done", "split it", "percent". */
const SHARE_AND_TIME =
  /\b(?:half|halves|third|thirds|quarter|portion|part|parts|split(?:ting)?|percent|percentage|\d+\s*%|rest|remainder|balance|whole|full|amount|now|later|today|tomorrow|beginning|start(?:s|ed)?|end|done|finished|finish(?:es)?|complete[ds]?|completion|once|after(?:wards?)?|before|during|halfway|middle)\b/gi;

/** Business-fact topics whose rule words name the whole subject: other words of the question do not make it another question. */
const WHOLE_SUBJECT_TOPICS = new Set(['reviews', 'texts', 'who-answers', 'privacy', 'chat-records', 'reply-time']);

/** The passages that answer a business-fact topic: by the question's words, else by the topic's. */
function factPassages(question: string, topic: string, base: KnowledgeBase, service = ''): PassageResult[] {
  const search = FACT_SEARCH[topic];
  if (!search) return [];
  if (search.byId) {
    const ids = typeof search.byId === 'string' ? [search.byId] : search.byId;
    return ids.flatMap((id) => base.passages.filter((passage) => passage.id === id)).map(asResult);
  }
  const take = search.take ?? 1;
  const find = (query: string) =>
    searchPassages(query, search.ids ? 20 : take, base, { kinds: search.kinds, noPrices: true })
      .filter((passage) => (!search.ids || search.ids.test(String(passage.id))) && (topic !== 'free-estimate' || servicePageAsked(question, passage, service)))
      .slice(0, take);
  const own = search.expandFirst ? [] : find(question);
  if (own[0] && own[0].score >= MIN_SCORE && coverage(question, own[0], base) >= 0.34) return own;
  // The topic's own words help only when every word of the question is one the site uses: an
  // unknown subject ("are you bonded?") is not answered with the nearest fact.
  // (One unknown word among known ones does not stop it: "do you carry insurance in case something gets damaged".)
  // Shares and moments ("half now", "the rest when it's done") say how, not what: they are no subject.
  // "After the job's done": a word's "'s" makes no unknown word of it.
  const rest = withoutFactWords(question, topic)
    .replace(SHARE_AND_TIME, ' ')
    .replace(/['’]s\b/gi, '');
  // Reviews, texts, who answers at night: the topic's own words name the whole subject ("can i see some reviews before i hire u").
  if (!WHOLE_SUBJECT_TOPICS.has(topic) && unknownTerms(rest, base).length * 2 > contentTerms(rest).length) return [];
  // The service the question names, in the site's words ("200 amps" is a panel): its own FAQ ("Do I need a permit for a panel upgrade?") before the general terms.
  const expanded = find(`${question} ${search.query} ${service}`);
  return expanded[0] && expanded[0].score >= MIN_SCORE ? expanded : [];
}

/**
 * A service page's own FAQ answers a fact for that service: "Do you offer free estimates for
 * generators?" answers "do I pay for this visit?" only when the visitor asks about a generator, and
 * the commercial page's only for a business. Other passages always qualify.
 */
function servicePageAsked(question: string, passage: PassageResult, service: string): boolean {
  const page = String(passage.id).match(/^service:([\w-]+):faq:/)?.[1];
  if (!page) return true;
  if (page === 'commercial') return NAMES_COMMERCIAL_SETTING.test(question);
  const subject = page.split('-')[0];
  return new RegExp(`\\b${subject}`, 'i').test(`${question} ${service}`);
}

/** Work we did that failed since: "you guys redid some outlets ... one already quit", "the light u put in died". */
const OUR_WORK_FAILED =
  /\b(?:you|u|y'?all|yall|your\s+(?:guys|crew|electrician))\s+(?:guys\s+)?(?:\w+\s+){0,2}(?:put|installed|did|redid|wired|rewired|replaced|hung|added|fixed|repaired|upgraded|hooked)\b.{0,80}\b(?:quit|died|dead|stopped|broke|broken|failed|fails|went\s+(?:out|bad)|gave\s+out|doesn'?t\s+work|not\s+working|won'?t\s+work)\b/i;

/** "Is the estimate in writing or just a number over the phone?", "do i get a written quote": the terms' written estimate. */
const WRITTEN_ASKED = /\b(?:in\s+writing|written|on\s+paper|verbal(?:ly)?|writ(?:e|ten)\s+(?:it|that)\s+(?:up|down))\b/i;

function writtenEstimate(question: string, base: KnowledgeBase): { text: string; citations: string[]; passages: PassageResult[] } | undefined {
  if (!WRITTEN_ASKED.test(question) || !/\b(?:estimat\w*|quot\w*|bids?|numbers?|prices?)\b/i.test(question)) return undefined;
  const terms = base.passages.find((passage) => passage.kind === 'terms' && /written estimate/i.test(passage.text) && /valid/i.test(passage.text));
  if (!terms) return undefined;
  const sentences = terms.text.split(/(?<=\.)\s+/).filter((sentence) => /written estimate/i.test(sentence));
  // "Is the estimate free? and how long is the price good for after you write it up": the free asked too.
  const opening = /\bfree\b|\bpay\b|\bcharge\b/i.test(question) ? 'Estimates are free, and in writing.' : 'Yes, in writing.';
  return { text: `${opening} ${sentences.join(' ')}`, citations: [siteUrl(terms.url)], passages: [terms as PassageResult] };
}

/** Asked for a way to reach us other than the phone ("besides calling", "if I don't wanna call", "how else"). */
const NOT_BY_PHONE =
  /\b(?:besides|other\s+than|instead\s+of|except|apart\s+from|without)\s+(?:a\s+|the\s+)?(?:call\w*|phon\w*)|\b(?:don'?t|dont|do\s+not|rather\s+not|not|can'?t|cant|cannot)\s+(?:want\s+to\s+|wanna\s+|like\s+to\s+|do\s+|make\s+|take\s+|talk\s+on\s+the\s+)?(?:(?:tele)?phone\s+)?(?:call|calls|phone)\b|\bhow\s+else\b/i;

/** A business fact from what the site says: one topic, or two when the question asks two things. */
function factAnswer(question: string, route: Route, base: KnowledgeBase): { text: string; citations: string[]; passages: PassageResult[] } | undefined {
  // Work of ours that failed, asked as who pays ("one already quit. covered or do i pay again?"): the workmanship warranty, not when payment is due.
  const topics = (route.facts ?? (route.fact ? [route.fact] : []))
    .filter((topic) => topic !== 'area')
    .map((topic) => (topic === 'payment' && OUR_WORK_FAILED.test(question) ? 'warranty' : topic));
  // Paying a loan off early asks about the loan's terms, not whether financing covers the job
  // ("pay it off sooner", "pay off the financing early", "early pay-off", "prepay").
  const payoff = /\boff\s+(?:(?:the|my|our|your|this|that|it|loan|balance|financing)\s+){0,3}(?:early|sooner|ahead)|\bearly\s+pay\s*-?\s*off|\bprepay\w*/i.test(question);
  if (topics[0] === 'financing' && payoff) {
    const early = base.passages.find((passage) => passage.id.startsWith('service:financing:faq:') && /\bprepayment\b/i.test(passage.text));
    // "Is there a prepayment penalty?" is answered "No", "can I pay it off early?" "Yes": the same sentence after it.
    const penaltyAsked = /\b(?:is\s+there|are\s+there|any|a)\s+(?:\w+\s+)?(?:penalt(?:y|ies)|fees?|charges?)\b/i.test(question) && !/\bwithout\b/i.test(question);
    // "Financing?? and can I pay it off early": whether there is financing too, in the FAQ's own sentence.
    const costs = FINANCING_ASKED.test(question) ? base.passages.find((passage) => passage.id === 'faq:costs-estimates') : undefined;
    const available = costs?.text.match(/financing options are available[^.]*\./i)?.[0];
    const payoff = early ? (penaltyAsked ? early.text.replace(/^Yes\./, 'No.') : early.text) : '';
    if (early && available && costs)
      return {
        text: `${available.charAt(0).toUpperCase()}${available.slice(1)} ${payoff}`,
        citations: [siteUrl(costs.url), siteUrl(early.url)],
        passages: [costs, early] as PassageResult[],
      };
    if (early) return { text: payoff, citations: [siteUrl(early.url)], passages: [early as PassageResult] };
  }
  const written = writtenEstimate(question, base);
  if (written) return written;
  const comeOut = topics[0] === 'hours' || topics[0] === 'contact' ? emergencyComeOut(question, base) : undefined;
  if (comeOut) return comeOut;
  // "Any reviews? how do i know ur legit": a second question after the first one's question mark.
  // Whether we can be trusted is answered with both: licensed and insured, and what customers say.
  const asksTwo =
    /\band\b|&|\?\s*\S|,\s*(?:and\s+)?(?:are|do|is|can|what|how|when)\b|[.!]\s+(?:also\s+|and\s+)?(?:how|what|whats|when|where|are|do|does|is|can|will|would)\b/i.test(question) ||
    (topics[0] === 'licence' && topics.includes('reviews'));
  const chosen: PassageResult[] = [];
  const trust = topics[0] === 'licence' && topics.includes('reviews');
  const lookedUp = trust ? ['licence', 'reviews'] : topics.slice(0, asksTwo ? 2 : 1);
  lookedUp.forEach((topic, index) => {
    // "How else can I reach you, if I don't want to call?": the ways other than the phone.
    // "Whats your phone number and email", "i'd rather send pics than talk on the phone": every way to reach us.
    const notByPhone =
      topic === 'contact' && (NOT_BY_PHONE.test(question) || (/\b(?:tele)?phone\b|\bnumber\b|\bcall\b/i.test(question) && /\be-?mail\w*|\bemial\b/i.test(question)));
    // The second topic of a two-part question is looked up by its own words, not the whole question's; both topics of trust so.
    const found = notByPhone
      ? base.passages.filter((passage) => passage.id === 'profile:contact').map((passage) => passage as PassageResult)
      : index === 0 && !trust
        ? factPassages(question, topic, base, topic === 'permits' && route.service ? (SITE_SERVICE_WORDS[route.service] ?? '') : '')
        : factPassages(FACT_SEARCH[topic]?.query ?? topic, topic, base);
    for (const passage of found) if (!chosen.some((item) => item.id === passage.id)) chosen.push(passage);
  });
  if (!chosen.length) return undefined;
  // "How much notice if I push the appointment back?": the terms' sentence on cancelling and rescheduling, not the whole section.
  if (topics[0] === 'scheduling' && /\bcancel\w*|\breschedul\w*|\bnotice\b|\bpush\w*|\bmove\b|\bbump\b|\bback\b|\blater\b/i.test(question)) {
    const said = chosen[0].text.split(/(?<=\.)\s+/).filter((sentence) => /\bcancel|\breschedul/i.test(sentence));
    if (said.length) return { text: said.join(' '), citations: [siteUrl(chosen[0].url)], passages: [chosen[0]] };
  }
  const covered = topics[0] === 'financing' ? financingYes(question, base) : undefined;
  if (covered) return covered;
  const asked = contentTerms(factWords(question, topics[0] ?? '').join(' '));
  // "It quit after 3 years, is that covered?": the warranty terms as they stand, with no "Yes." in front (the workmanship year may be over).
  const failedAfter =
    topics[0] === 'warranty' &&
    /\b(?:after|in|within)\s+(?:\S+\s+){1,3}(?:days?|weeks?|months?|years?|yrs?|mos?)\b|\blast\s+(?:year|summer|winter|spring|fall|autumn)\b|\b(?:years?|months?)\s+ago\b/i.test(
      question,
    );
  return {
    text: chosen.map((passage) => (failedAfter && passage.kind === 'terms' ? passage.text.replace(/^Yes\.\s+/, '') : passageText(question, passage, base, asked))).join(' '),
    citations: [...new Set(chosen.map((passage) => siteUrl(passage.url)))],
    passages: chosen,
  };
}

/** What the assistant does, said the same way wherever it is asked (small talk, the chat's own figures). */
export const ASSISTANT_CAN =
  'I can answer questions about our electrical services, service area, hours and prices, give you a rough cost estimate, or help you troubleshoot a problem.';
/** "What can this chat thing even do", "what does this bot do". */
const WHAT_IT_DOES = /\bwhat\s+(?:can|does|do|will)\s+(?:this|the|you|u|it|your)\b(?:\s+(?:chat|bot|assistant|thing|ai))*(?:\s+(?:even|actually|really))?\s+do\b/i;

/** Whether there is financing at all, asked as a question of its own ("financing??", "do you offer financing and ..."). */
const FINANCING_ASKED =
  /\bis\s+there\s+(?:any\s+)?financ\w*|\bfinanc\w*\s*\?|\b(?:offer|have|do|got)\s+(?:any\s+)?financ\w*|\bfinanc\w*\s+(?:available|options?)\b|^\W*financ\w*\W*(?:and|&|,)/i;

/** Whether someone comes out at night, on a weekend or a holiday: "do u guys come out sunday night", "can someone come at 10pm". */
const COME_OUT =
  /\b(?:come|coming|send|get)\s+(?:\w+\s+)?(?:out|over|by)\b|\bcome\s+(?:to|fix|look)\b|\bavailable\b|\b(?:do|will|would|can)\s+(?:you|u|y'?all|someone|somebody|anyone)\s+(?:guys\s+)?(?:work|come|answer|respond)\b/i;
const OFF_HOURS =
  /\b(?:nights?|tonight|overnight|evenings?|weekends?|saturdays?|sundays?|holidays?|after[\s-]hours|midnight|(?:1[0-2]|[1-9])\s*(?:pm|am|p\.m\.|a\.m\.)|\d{1,2}\s+at\s+night|christmas|thanksgiving|new\s+years?)\b/i;

/**
 * "If my furnace quits Sunday night, do you come out?": yes, for an emergency, any time (the
 * profile's emergency answer), with the office hours after it. Undefined for other hours questions.
 */
function emergencyComeOut(question: string, base: KnowledgeBase): { text: string; citations: string[]; passages: PassageResult[] } | undefined {
  if (!COME_OUT.test(question) || !OFF_HOURS.test(question)) return undefined;
  const emergency = base.passages.find((passage) => passage.id === 'profile:emergency');
  if (!emergency) return undefined;
  return {
    text: `${emergency.text.replace(/^Yes\.\s*/, 'Yes, for an emergency. ')} Our office hours are ${business.hours.long}.`,
    citations: [siteUrl(emergency.url)],
    passages: [emergency as PassageResult],
  };
}

/**
 * "Can I finance a generator?": when the financing page's list of what it can cover names the
 * project, the answer is yes, that item, and who can apply. Otherwise the financing passages answer.
 */
function financingYes(question: string, base: KnowledgeBase): { text: string; citations: string[]; passages: PassageResult[] } | undefined {
  const subject = inSiteWords(withoutFactWords(question, 'financing'), base, 'name');
  // Words of paying ("instead of paying all at once") are how, not what is financed.
  const terms = contentTerms(subject.replace(DO_YOU, ' ').replace(REQUEST, ' ')).filter((term) => !CONTEXT_TERMS.has(term) && !WORK_TERMS.has(term) && !PAYING_TERMS.has(term));
  if (!terms.length) {
    // "Do you offer financing?", "do you do payment plans?": the FAQ's own sentence says it is available.
    const costs = base.passages.find((passage) => passage.id === 'faq:costs-estimates');
    const available = costs?.text.match(/financing options are available[^.]*\./)?.[0];
    const who = base.passages.find((passage) => passage.id === 'service:financing:faq:0');
    if (!available || !(YES_NO.test(question) || ASKS_IF_THERE_IS.test(question)) || !who) return undefined;
    const apply = who.text.split(/(?<=\.)\s/)[0];
    return { text: `Yes: ${available} ${apply}`, citations: [siteUrl(who.url)], passages: [costs, who] as PassageResult[] };
  }
  const items = searchPassages(subject, 20, base, { kinds: ['service'], noPrices: true }).filter((passage) => /^service:financing:covers:\d+$/.test(String(passage.id)));
  const item = items.find((passage) => terms.every((term) => passageTerms(passage).has(term) || passage.queryTerms.includes(term)));
  if (!item) return undefined;
  const [name, what] = item.text.split(/:\s*/, 2);
  const who = base.passages.find((passage) => passage.id === 'service:financing:faq:0');
  const text = `Yes: financing can cover ${inSentence(name)} (${inSentence(what.replace(/\.$/, ''))}). ${who?.text ?? ''}`.trim();
  return { text, citations: [siteUrl(item.url)], passages: (who ? [item, who] : [item]) as PassageResult[] };
}

const PAYING_TERMS = new Set(
  contentTerms('pay paying payment payments financing finance monthly cost costs price available availability avail option options offer offered plan plans program programs'),
);

/** "financing available??", "any financing options", "payment plans for a generator?": asks whether there is one, a yes or a no. */
const ASKS_IF_THERE_IS =
  /^\W*(?:do\s+(?:you|u)\s+(?:do|have|offer)\s+)?(?:financ\w*|payment\s+plans?)\W*$|\b(?:availab\w*|avail|offered|options?|programs?|plans?)\b|^\W*(?:any|got|u\s+got|you\s+got)\b/i;

/** A sentence that asks for a yes or a no, from its start: "do you ...", "can I ...", "are yall ...". */
const YES_NO_SENTENCE = String.raw`(?!\W*(?:how|what|whats|what's|when|where|why|which|who)\b)\W*(?:\w+\s+){0,2}(?:can|could|may|do|does|did|will|would|is|are|r|am|have|has)\s+(?:you|u|y'?all|i|we|ya|the|your|ur|it|there|this|that|a|an|my|our|these|those|any)\b`;
/** A question asked for a yes or a no ("do you ...?", "can I ...?", "is ... something I can ...?"). */
const YES_NO = new RegExp(String.raw`^${YES_NO_SENTENCE}|\bsomething\s+(?:i|we)\s+can\b`, 'i');
/** The same asked in a later sentence ("my last electrician wasn't even licensed lol. are yall licensed and insured"): read only for the profile's facts, which hold without conditions (a warranty asked after a story may not). */
const YES_NO_LATER = new RegExp(String.raw`[.!?;]\s*${YES_NO_SENTENCE}`, 'i');

/** A heading or list item inside a sentence: capitalised words in lower case, acronyms kept ("EV chargers and heat pumps"). */
function inSentence(title: string): string {
  return title.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

const UNITS: Partial<Record<ServiceType, [string, string]>> = { outlets: ['outlet', 'outlets'], lighting: ['fixture', 'fixtures'], fan: ['fan', 'fans'] };

/**
 * A price question about a job of the price table: the estimator's preliminary range for what
 * was asked (the same figures the estimate helper gives), the time it takes, and the free estimate.
 */
export function priceText(question: string, service: ServiceType): string {
  const quantity = detectQuantity(question);
  const building = detectBuildingType(question);
  const { min, max } = fallbackRange(service, building, quantity);
  const unit = UNITS[service];
  const what = unit && quantity > 1 ? ` for ${quantity} ${unit[1]}` : PER_ITEM_SERVICES.has(service) && unit ? ` per ${unit[0]}` : '';
  const where = building === 'residential' ? '' : ` in ${building === 'industrial' ? 'an' : 'a'} ${building} building`;
  const parts = [
    `${SERVICE_LABELS[service]}: our estimator's preliminary range${what}${where} is ${formatUsd(min)} - ${formatUsd(max)}, and the work takes about ${fallbackTimeEstimate(service, quantity)}.`,
  ];
  if (service === 'outlets') parts.push(`Typical outlet prices: ${outletPriceGuidanceText()}.`);
  if (service === 'panel') parts.push(PANEL_FIGURES_TEXT);
  parts.push(`The exact price depends on your project, and estimates are free: call us at ${business.phone.display}, or use the Estimate tab for a closer figure.`);
  return parts.join(' ');
}

/** The business's own name says nothing about what a question is about ("who owns Blackfoot River Electric?"). */
const BUSINESS_NAME = new RegExp(`\\b${business.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\b`, 'gi');

/** The question without the business's name, for weighing what it is about. */
function subjectOf(question: string): string {
  return question.replace(BUSINESS_NAME, ' ');
}

/** Services the router finds by a description of the job rather than its name ("building a cabin" is new construction). */
const JOBS_BY_DESCRIPTION = new Set(['new-construction', 'rewiring', 'service-upgrade']);

/** The words the site's pages use for each service the router knows. */
const SITE_SERVICE_WORDS: Record<string, string> = {
  generator: 'generator',
  smarthome: 'smart home',
  'new-construction': 'new construction',
  rewiring: 'rewiring',
  'service-upgrade': 'service upgrade',
  'ev-charger': 'EV charger',
  fan: 'fan',
  panel: 'panel',
  outlets: 'outlet',
  lighting: 'lighting',
  circuits: 'circuit',
};

/**
 * A service named in words the site never uses ("tesla wall connector", "generac") is searched
 * with the site's own name for it added ("EV charger", "generator"), so the question finds that
 * service's passages first instead of whatever shares its other words ("garage"). Only the
 * router's service patterns decide this; a phrase whose every word the site already uses ("hot
 * tub", "sauna") is left alone.
 */
function inSiteWords(question: string, base: KnowledgeBase, mode: 'add' | 'replace' | 'name' = 'add'): string {
  let text = question;
  for (const topic of SERVICE_TOPICS) {
    const words = SITE_SERVICE_WORDS[topic.id];
    if (!words) continue;
    const global = new RegExp(topic.pattern.source, topic.pattern.flags.includes('g') ? topic.pattern.flags : `${topic.pattern.flags}g`);
    const own = contentTerms(words);
    text = text.replace(global, (phrase) => {
      const terms = contentTerms(phrase);
      // A job named by what is being done ("build a cabin", "redo the wiring") is, for whether we do it, the job's own name.
      if (terms.every((term) => base.vocabulary.has(term)) && !(mode === 'name' && JOBS_BY_DESCRIPTION.has(topic.id))) return phrase;
      // Weighed, a brand or a nickname the site never uses is just the service's name.
      // Whether we do it: the service is what the page must name.
      if (mode === 'name') return ` ${words} `;
      return mode === 'add' ? `${phrase} ${words}` : ` ${[...terms.filter((term) => base.vocabulary.has(term) && !own.includes(term)), words].join(' ')} `;
    });
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Whether the knowledge base can answer a question it was not told the topic of: a passage holds
 * enough of its subject words, or it describes an electrical problem (answered with a service
 * visit and the troubleshooter). The router asks this before it calls a message a service question.
 */
export function siteCovers(question: string, base: KnowledgeBase = getKnowledgeBase()): boolean {
  if (isElectricalProblem(question)) return true;
  if (knowHowFor(question)) return true;
  if (commercialWork(question, base)) return true;
  const subject = subjectOf(question);
  if (!contentTerms(subject).length) return true;
  const doYou = DO_YOU.test(subject);
  const route: Route = { intent: 'service', places: { served: [], outside: [] } };
  return [false, true].some((areaPages) => {
    const [top] = bySpecificity(subject, searchPassages(subject, 10, base, { doYou, noPrices: true, areaPages }), route, base);
    return Boolean(top && top.score >= MIN_SCORE && coverage(subject, top, base) >= MIN_COVERAGE);
  });
}

setSiteCoverage((question) => siteCovers(question));
// A word the site uses (or a stop word, or a word of the synonym list) is never read as a misspelled keyword.
setKnownWords((word) => {
  const term = processTerm(word);
  return !term || getKnowledgeBase().vocabulary.has(term);
});
// Typos of the synonym list's words ("qoute", "insurence") and of long filler words ("acutally") are read as those words.
addKeywords([...SYNONYM_WORDS, ...[...STOP_WORDS].filter((word) => word.length >= 6)]);

/**
 * A question that names one of our services is answered from a passage that names it too, when
 * one was found: "a tesla wall connector in my garage" is about the EV charger, not about the
 * generator page's warning against running one in a garage. The order among them stays.
 */
function namedServiceFirst(question: string, route: Route, results: PassageResult[]): PassageResult[] {
  const words = route.service ? SITE_SERVICE_WORDS[route.service] : undefined;
  if (!words || !SERVICE_TOPICS.some((topic) => topic.id === route.service && topic.pattern.test(question))) return results;
  const own = contentTerms(words);
  const names = (result: PassageResult) => own.every((term) => result.queryTerms.includes(term) || (result.terms ?? []).includes(term));
  return [...results.filter(names), ...results.filter((result) => !names(result))];
}

/**
 * A question that names one of our services in the site's own words ("a new panel at our office")
 * is answered, among the passages that cover it as well as the best, by a section of a service page
 * whose title names that service, rather than by a passage that mentions it in passing ("your
 * panel's capacity").
 */
function aboutNamedServiceFirst(question: string, route: Route, results: PassageResult[], base: KnowledgeBase = getKnowledgeBase()): PassageResult[] {
  const words = route.service ? SITE_SERVICE_WORDS[route.service] : undefined;
  if (!words || results.length < 2 || route.intent !== 'service') return results;
  // Only a request for the work ("can you put in ..."): a question of know-how is the FAQ's.
  if (!DO_YOU.test(question) && !REQUEST.test(question) && !namesWork(question, route)) return results;
  if (QUESTION_WORD.test(question.replace(DO_YOU, ' ').replace(REQUEST, ' '))) return results;
  const own = contentTerms(words);
  const names = (result: PassageResult) => own.every((term) => contentTerms(result.title).includes(term));
  if (names(results[0])) return results;
  // Weighed on the subject alone: where the work is ("at our office") does not decide what it is about.
  const place = placeTerms(question);
  const subject = contentTerms(question)
    .filter((term) => !isContextWord(term) && !place.has(term))
    .join(' ');
  if (!subject) return results;
  const share = (result: PassageResult) => Math.round(coverage(subject, result, base) * 20) / 20;
  const best = share(results[0]);
  const titled = results.find((result) => result.kind === 'service' && share(result) >= best && names(result));
  return titled && titled !== results[0] ? [titled, ...results.filter((result) => result !== titled)] : results;
}

/** Money words: what a price question asks, not what it is about. */
const MONEY_WORDS =
  /\bhow\s+much\b|\bcost\w*|\bprice\w*|\bpricing\b|\bcharg\w*|\bfees?\b|\brates?\b|\bballpark\b|\bexpensive\b|\bcheap\w*|\bafford\w*|\bbudget\b|\bquot\w*|\bestimat\w*|\bhourly\b|\bper\s+hour\b|\btypical\w*|\baverage\b|\brun\b|\$+/gi;

/** Whether a question names anything beyond money and electrical work in general ("how much does an electrician cost?" names nothing). */
function specificSubject(question: string): boolean {
  return contentTerms(question.replace(MONEY_WORDS, ' ')).some((term) => !GENERIC_TERMS.has(term) && !isContextWord(term));
}

/**
 * How we price, for a price question the site gives no figure for: no hourly rate or general
 * figure is published; prices depend on the work, and every job gets a free written estimate.
 */
function pricingAnswer(route: Route, base: KnowledgeBase, about?: string): Omit<OfflineAnswer, 'category' | 'actions'> | undefined {
  const costs = base.passages.find((passage) => passage.id === 'faq:costs-estimates');
  if (!costs) return undefined;
  const [, ...rest] = costs.text.split(/(?<=\.)\s+/);
  // "about": what the site says of the job asked about, which names no price ("A surge protector at the panel guards the whole house ...").
  const opening =
    route.fact === 'hourly-rate'
      ? "I don't have an hourly rate to give you: our website doesn't list one. "
      : route.fact === 'set-fee'
        ? "I don't have a set fee to give you: our website doesn't list one. "
        : about !== undefined
          ? `${about ? `${about} ` : ''}Our website doesn't list a price for that. `
          : '';
  return {
    text: `${opening}${rest.join(' ')} Estimates are free: call us at ${business.phone.display}, or use the Estimate tab for a preliminary range.`,
    citations: [siteUrl(costs.url)],
    similarityScore: 1,
    source: 'knowledge',
    passages: [costs as PassageResult],
  };
}

/** A passage found by its id, as a search result. */
function asResult(passage: Passage): PassageResult {
  return { ...passage, score: 1, terms: [], queryTerms: [], match: {} };
}

/** The area answer's first sentence for the towns we serve that a message names beside its question ("Yes! Hamilton is in our service area."), or ''. */
function servedTownOpening(route: Route): string {
  if (!route.places.served.length || route.places.outside.length) return '';
  const town = answerServiceArea(`Do you serve ${route.places.served.join(' and ')}?`);
  return town && !town.notServed?.length && town.served.length ? town.text.split(/(?<=\.)\s/)[0] : '';
}

/** Problems a know-how entry still answers: power lost again and again asks what to do about it, not why it went out. */
const KNOW_HOW_PROBLEMS = new Set(['total-outage', 'dead-outlet']);
/** Know-how about power lost or a generator run for it: the outage told around it is the reason for asking, not a problem to troubleshoot ("power goes out alot, can i plug my genny into the dryer outlet"). */
const OUTAGE_KNOW_HOW = new Set(['power lost again and again', 'connecting a portable generator', 'a generator run indoors']);

/** The know-how entry that answers a question, in the pages' words, with its lead sentence. */
function knowHowAnswer(question: string, route: Route, base: KnowledgeBase): { text: string; citations: string[]; passages: PassageResult[] } | undefined {
  const entry = knowHowFor(question);
  if (!entry || (entry.onlyFor && route.service !== entry.onlyFor)) return undefined;
  if (route.problem && !(OUTAGE_KNOW_HOW.has(entry.name) && KNOW_HOW_PROBLEMS.has(route.problem)) && entry.name !== 'surge protection') return undefined;
  const passages = knowHowPassages(entry, base);
  if (!passages.length) return undefined;
  const lead = entry.lead?.(question, DO_YOU.test(question) || REQUEST.test(question) || SOMETHING_YOU_DO.test(question));
  // The lead says the "yes" (or what the passages don't): a passage's own "Yes." would say it twice.
  const own = passages.map((passage, index) => (lead || index > 0 ? passage.text.replace(/^Yes\.\s+/, '') : passage.text)).join(' ');
  const text = lead ? `${lead} ${own}` : own;
  return {
    text: `${text}${nextStepLine(text, route)}`,
    citations: [...new Set(passages.map((passage) => siteUrl(passage.url)))],
    passages: passages.map(asResult),
  };
}

/** The outlet prices written as a passage (knowledge.ts, profilePassages). */
const OUTLET_PRICES_ID = 'price:outlets-guidance';

/**
 * Outlets for a home ("a couple new outlets in my living room", "an outlet on the deck"): the only
 * lists of ours that name outlets are the offices' and the repairs'. The cost estimator's own job,
 * with its outlet prices, says we do it instead of a list written for offices.
 */
function homeOutletsList(question: string, job: string | undefined, route: Route, best: PassageResult | undefined, base: KnowledgeBase): PassageResult | undefined {
  if (route.problem || NAMES_COMMERCIAL_SETTING.test(question) || !best || !String(best.id).startsWith('service:commercial:')) return undefined;
  // The job is an outlet ("a plug on the porch for the string lights"), not lights too, a 50 amp plug (a circuit) or a faucet fixed "while you're here for the outlets".
  const topics = job ? serviceTopics(job).map((topic) => topic.id) : [];
  if (!job || !/\b(?:outlets?|plugs?|receptacles?|sockets?)\b/i.test(job) || topics.some((topic) => topic !== 'outlets')) return undefined;
  const guidance = base.passages.find((passage) => passage.id === OUTLET_PRICES_ID);
  return guidance && { ...asResult(guidance), text: `${SERVICE_LABELS.outlets} is one of the jobs our cost estimator prices. ${guidance.text}` };
}

/** The best-fitting list of what we do that names the thing the router found the service by ("hot tub" for circuits). */
function thingList(question: string, route: Route, base: KnowledgeBase): PassageResult | undefined {
  const thing = SERVICE_TOPICS.find((item) => item.id === route.service)?.pattern.exec(question)?.[0];
  return thing ? rateJobLists(question, thing, route, base)[0]?.passage : undefined;
}

/** Services a project may name beside it: the outlets and lights of a basement, not a hot tub or a generator by the shop. */
const PROJECT_SERVICES = new Set([undefined, 'outlets', 'lighting', 'circuits', 'panel']);

/**
 * Power out to an outbuilding (an area page's FAQ: "We run an underground feeder ..., install a
 * subpanel and wire the lights and outlets"), the town's own where it has one; a remodel or a
 * basement finish (the residential page's "Wiring for Remodels"). "Yes, we do." first.
 */
function projectAnswer(question: string, route: Route, base: KnowledgeBase): { text: string; citations: string[]; passages: PassageResult[] } | undefined {
  const project = projectAsked(question);
  if (!project || route.fact || !PROJECT_SERVICES.has(route.service) || HOW_LONG.test(question)) return undefined;
  let passage: Passage | undefined;
  if (project === 'outbuilding') {
    const faqs = base.passages.filter(
      (item) => /^area:[\w-]+:faq:\d+$/.test(item.id) && /\b(?:shop|barn|outbuilding|building)\b/i.test(item.question ?? '') && /\bfeeder\b/i.test(item.text),
    );
    passage =
      faqs.find((item) => item.place && route.places.served.includes(item.place)) ??
      faqs.find((item) => /\bsubpanel\b/.test(item.text) && /\bunderground\b/.test(item.text)) ??
      faqs[0];
  } else {
    passage = base.passages.find((item) => item.id === 'service:residential:services:1');
  }
  if (!passage) return undefined;
  const own = passage.text.replace(/^Yes\.\s+/, '');
  // Smoke alarms are on none of the site's lists: not part of the "yes".
  const smokeAlarms = /\bsmoke\s+(?:alarms?|detectors?)\b/i.test(question) ? ' Smoke alarms are not on our website, so please ask about them when you call.' : '';
  // The building asked about by its kind, as the area pages name them ("We wire homes, shops and barns").
  const text = `${project === 'outbuilding' ? 'Yes, we wire shops, garages, barns and outbuildings. ' : 'Yes, we do. '}${own}${smokeAlarms}`;
  return {
    text: `${text}${nextStepLine(text, route)}`,
    citations: [siteUrl(passage.url)],
    passages: [asResult(passage)],
  };
}

/** What is done to a thing, or what it costs, named without the thing: such a word alone finds no price ("replace a breaker" is not "outlet replacement"). */
const PRICE_VERB_TERMS: ReadonlySet<string> = new Set(
  contentTerms(
    'replace replacement replacing install installation installing installed new add adding repair repairing fix fixing change changing swap swapping put typical cost costs price prices much charge',
  ),
);

/** The content term of the word right before the first match of a pattern ("zq" in "my zq sauna"), if any. */
function wordBefore(text: string, pattern: RegExp): string | undefined {
  const match = text.match(pattern);
  if (!match || match.index === undefined) return undefined;
  return contentTerms(text.slice(0, match.index).trim().split(/\s+/).pop() ?? '')[0];
}

/** Where a business's work is: a store, an office, a restaurant, a clinic, a warehouse, a tenant space ... */
const COMMERCIAL_SETTING =
  /\b(?:commercial|business(?:es)?|retail|stores?|storefronts?|boutiques?|shops?\s+(?:floor|space)|offices?|restaurants?|caf[eé]s?|coffee\s+shops?|bars?|brewer(?:y|ies)|bakery|salons?|gyms?|clinics?|dental|dentists?|medical|doctor'?s?|veterinar\w*|vet\s+clinic|warehouses?|plants?|mills?|factor(?:y|ies)|manufactur\w*|industrial|tenants?|landlords?|property\s+manag\w*|rental\s+(?:units?|propert\w*)|apartment\s+(?:buildings?|complex(?:es)?)|hotels?|motels?|churche?s?|schools?|daycares?|facilit(?:y|ies)|build[\s-]?outs?|building\s+out|our\s+(?:shop|building|space|location|site)|(?:run|runs|own|owns|operate|operates)\s+(?:a|an|the|our|my)\s+(?:small\s+|little\s+)?(?:\w+\s+)?shop)\b/gi;
/** A room of any kind ("the new dining room", "the guest rooms") and words of when ("eventually", "next spring"): where and when, not what. */
const ROOM_OR_WHEN =
  /\b(?:\w+\s+)?(?:rooms?|areas?|spaces?|suites?|units?|wings?|floors?)\b|\bnext\s+door\b|\b(?:eventually|someday|sometime|soon|later|asap|next\s+(?:week|month|year|spring|summer|fall|winter)|this\s+(?:week|month|year|spring|summer|fall|winter))\b/gi;
/** Starting a business or a project: words of doing, not a subject. */
const PROJECT_WORDS = /\b(?:opening|open(?:ing)?\s+up|starting|launching|expanding|moving\s+into|taking\s+over|leasing|renting|building|build)\b/gi;
/** The same two patterns for a yes or a no (the global ones above are for replacing every match). */
const NAMES_COMMERCIAL_SETTING = new RegExp(COMMERCIAL_SETTING.source, 'i');
const NAMES_PROJECT_WORDS = new RegExp(PROJECT_WORDS.source, 'i');

/**
 * Work for a business the site covers at least in part: the message names a business's premises,
 * and what is asked of us is wiring or power in general, or work the commercial page lists; a
 * thing the site never names as the last word of it ("security cameras in our store") is not.
 * The passage of the commercial page that holds the most of it, or undefined.
 */
function commercialWork(question: string, base: KnowledgeBase): PassageResult | undefined {
  const rest = question.replace(COMMERCIAL_SETTING, ' ').replace(PROJECT_WORDS, ' ').replace(DO_YOU, ' ').replace(REQUEST, ' ').replace(ROOM_OR_WHEN, ' ');
  // Three-phase power, whatever machine it is for ("a used cnc machine for the cabinet shop"), business named or not: the list that names three-phase.
  if (THREE_PHASE.test(question)) {
    const named = searchPassages(`${rest} three-phase`, 30, base, { kinds: ['service'], noPrices: true }).find(
      (passage) => COMMERCIAL_LISTS.test(String(passage.id)) && /three-phase/i.test(passage.text),
    );
    if (named) return named;
  }
  if (!NAMES_COMMERCIAL_SETTING.test(question)) return undefined;
  const place = placeTerms(question);
  const subject = contentTerms(rest).filter((term) => !isContextWord(term) && !place.has(term));
  const specific = subject.filter((term) => !GENERIC_TERMS.has(term));
  // The thing asked about must be a word the site uses (or a form or typo of one), however short ("pos systems").
  const head = specific.at(-1);
  if (head && !base.vocabulary.has(head) && (head.length < 5 || !isKnownTerm(head, base))) return undefined;
  const known = specific.filter((term) => base.vocabulary.has(term));
  const candidates = searchPassages(`${rest} commercial`, 30, base, { kinds: ['service'], noPrices: true }).filter((passage) => COMMERCIAL_LISTS.test(String(passage.id)));
  const holding = candidates.filter((passage) => known.every((term) => passageTerms(passage, true).has(term)));
  // Wiring, or a business's own equipment (the ovens of a bakery, a walk-in cooler), that no list names in those words: the page's overview.
  if (known.length && !holding.length && !known.every((term) => BUSINESS_WIRING_TERMS.has(term))) return undefined;
  return holding[0] ?? (base.passages.find((passage) => passage.id === 'service:commercial:overview') as PassageResult | undefined);
}

/** Wiring in general and a business's equipment: work the commercial page covers without naming it ("Motor and equipment hookups"). */
const BUSINESS_WIRING_TERMS: ReadonlySet<string> = new Set(
  contentTerms(
    'rewire rewiring wiring wire wired circuit circuits outlet outlets plug plugs power lights lighting electrical oven ovens stove stoves range cooler coolers freezer freezers fryer fryers hood hoods mixer mixers compressor compressors machine machines equipment dishwasher dishwashers espresso kitchen appliances appliance',
  ),
);

/** The commercial page's lists of what we do, and the generator page's commercial generators. */
const COMMERCIAL_LISTS = /^service:commercial:(?:overview|services:\d+|industrial|who-we-serve)$|^service:generator-installation:services:1$/;

/** The answer to work for a business the site covers in part: yes, what the page lists, and the free estimate with a site visit. */
function commercialAnswer(question: string, base: KnowledgeBase): Omit<OfflineAnswer, 'category' | 'actions'> | undefined {
  const passage = commercialWork(question, base);
  if (!passage) return undefined;
  const estimates = base.passages.find((item) => item.id === 'service:commercial:faq:2');
  const offer = estimates ? estimates.text.replace(/^Yes\.\s*/, '') : 'We give you a clear, free estimate before we start.';
  return {
    text: `Yes, we do. ${passage.text} ${offer} Call us at ${business.phone.display} to book it.`,
    citations: [...new Set([passage.url, estimates?.url ?? passage.url].map(siteUrl))],
    similarityScore: 1,
    source: 'knowledge',
    passages: [passage, ...(estimates ? [estimates as PassageResult] : [])],
  };
}

/** Where each problem's answer is cited: the page that lists it among what we fix. */
const PROBLEM_PAGES: Record<string, string> = {
  'power-loss-1': '/services/emergency',
  'breaker-trips-1': '/services/emergency',
  'outlet-issues-1': '/services/residential',
  'flickering-lights-1': '/services/emergency',
};

/**
 * A problem described that is not an emergency: what the site says about it (the FAQ and the
 * troubleshooter: what to check first, what it usually means), then the next step, a service
 * visit by phone; the chat adds the troubleshooter. Asked as "can you fix ...?", the yes comes
 * first, from the troubleshooting service's own words.
 */
function problemReply(question: string, route: Route, base: KnowledgeBase): OfflineAnswer | undefined {
  const answer = route.problem ? PROBLEM_ANSWERS[route.problem] : undefined;
  if (!answer) return undefined;
  const phone = business.phone.display;
  const troubleshooting = base.passages.find((passage) => passage.id === 'service:residential:services:4');
  const fixes = troubleshooting?.text.match(/:\s*([^.]*\.)/)?.[1];
  // "Is that something you guys fix?" asks it too.
  const asks = DO_YOU.test(question) || SOMETHING_YOU_DO.test(question) || /\b(?:need|want|looking\s+for)\s+(?:someone|somebody|an?\s+electrician)\b/i.test(question);
  const yes = asks && fixes ? `Yes, we do. ${fixes} ` : '';
  const next = answer.text.includes(phone) || answer.callFirst ? '' : ` For a service visit, call us at ${phone} (emergencies 24/7).`;
  // The FAQ passages it draws on go to the AI prompt in AI mode, and are cited.
  const faqPassages = answer.sources.map((id) => base.passages.find((passage) => passage.id === id)).filter((passage): passage is Passage => Boolean(passage));
  const faqPages = faqPassages.map((passage) => passage.url);
  return {
    text: `${yes}${answer.callFirst ? answer.text.replace(/^([^.]*?)\./, `$1: ${phone} (24/7).`) : answer.text}${next}`,
    citations: [...new Set([...faqPages, PROBLEM_PAGES[answer.startNode] ?? '/services/residential'].map(siteUrl))],
    category: 'services',
    similarityScore: 1,
    source: 'problem',
    passages: faqPassages as PassageResult[],
    actions: [callAction(business.phone, `Call ${phone}`)],
  };
}

/** The clauses of a message of several ("stock tank heaters keep kicking the breaker every night, its below zero out here"), each of three words or more. */
function clausesOf(question: string): string[] {
  const parts = question.split(/[,.;:!?]+|\s+(?:and|but|so)\s+/i).map((part) => part.trim());
  return parts.length > 1 ? parts.filter((part) => part.split(/\s+/).length >= 3) : [];
}

/**
 * A question of an area page that tells the visitor's problem about the same thing: close in words
 * (term similarity 0.4 or more) and naming two of the visitor's three most specific words the site
 * uses ("tank" and "heater" in "the tank heater for the cows trips the gfci"), so a general FAQ on
 * tripping breakers does not stand in for the page that speaks of that very thing.
 */
function ownProblemQuestion(question: string, base: KnowledgeBase, drawnOn: readonly string[] = []): Passage | undefined {
  const terms = contentTerms(question).filter((term) => base.vocabulary.has(term) && !isContextWord(term) && !GENERIC_TERMS.has(term));
  if (terms.length < 2) return undefined;
  // The three most specific words, of which the page's question names two: one rare word alone ("morning") is chance.
  const rarest = terms
    .map((term, order) => ({ term, order, weight: termWeight(term, base) }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, 3)
    .map((item) => item.term);
  return base.passages.find((passage) => {
    // An area page's question, or any page's question when it is closer still (0.6): "can i just plug the portable generator into the dryer outlet" is the generator FAQ's own.
    // Asked as "can you fix ...?", the problem's own answer says yes; an area page's question asks it too ("Can you fix that?").
    // A FAQ the problem's own answer draws on is said there already.
    if (!passage.question || passage.kind !== 'faq' || drawnOn.includes(passage.id)) return false;
    if (!isAreaPagePassage(String(passage.id)) && (termSimilarity(question, passage.question) < 0.6 || DO_YOU.test(question) || REQUEST.test(question))) return false;
    const own = contentTerms(passage.question).filter((term) => !isContextWord(term) && !GENERIC_TERMS.has(term));
    // The page's own most specific word (or one of those that tie for it) is the visitor's too: "breaker keeps tripping" is not about stock tanks.
    const strongest = Math.max(...own.map((term) => termWeight(term, base)));
    const pageRarest = own.filter((term) => termWeight(term, base) >= strongest * 0.99);
    return pageRarest.some((term) => terms.includes(term)) && rarest.filter((term) => own.includes(term)).length >= 2 && termSimilarity(question, passage.question) >= 0.4;
  });
}

/** Answers from the knowledge base; curated entries (given by the caller) are not consulted here. */
export function answerFromKnowledge(
  question: string,
  base: KnowledgeBase = getKnowledgeBase(),
  route: Route = routeMessage(question),
  threshold?: { minCoverage: number; unknownWeight: number; namedService?: number },
  jobOnly = false,
): OfflineAnswer {
  question = tidyMessage(question);
  const whole = answerWhole(question, base, route, threshold, jobOnly);
  // A question told inside a story ("landlord with 4 older rentals here. how often should i be getting the
  // wiring checked in them"): when the whole message finds nothing, the clause that asks is answered alone.
  if (
    whole.source !== 'unknown' ||
    route.intent === 'out-of-scope' ||
    route.fact === 'licence-number' ||
    route.fact === 'payment-methods' ||
    route.fact === 'unstated' ||
    route.unlisted
  )
    return whole;
  // "Hot tub getting delivered in 3 weeks and it needs 240, who wires that": the work asked as "that" is the thing
  // named before it, and the list of what we do that names it says yes ("who wires that" alone asks nothing).
  const thing = route.intent === 'service' && !route.problem && WHO_WIRES_THAT.test(question) ? thingList(question, route, base) : undefined;
  if (thing) {
    const text = `Yes, we do. ${thing.text.trim()}`;
    return {
      text: `${text}${nextStepLine(text, route)}`,
      citations: [siteUrl(thing.url)],
      category: categorize(question),
      similarityScore: 1,
      source: 'knowledge',
      passages: [thing],
      actions: [callAction(business.phone, `Call ${business.phone.display}`), ESTIMATE_ACTION],
    };
  }
  for (const { clause } of questionClauses(question)) {
    // "Is that a battery thing or the wiring?" points back at the story: alone it asks nothing.
    if (POINTS_BACK.test(clause)) continue;
    const again = answerWhole(clause, base, routeMessage(clause), threshold, jobOnly);
    if (again.source !== 'unknown') return again;
  }
  return whole;
}

/** A clause whose subject is the story before it ("is that ...", "does it ...", "can they ..."). */
const POINTS_BACK =
  /^\W*(?:\w+\s+)?(?:is|are|was|were|does|do|did|can|could|will|would|should|has|have)\s+(?:that|it|this|they|those|these|he|she)\b|^\W*who\s+\w+\s+(?:that|it|this|them|those)\b/i;

function answerWhole(
  question: string,
  base: KnowledgeBase = getKnowledgeBase(),
  route: Route = routeMessage(question),
  /** The answer threshold; other values only for calibrating it. */
  threshold: { minCoverage: number; unknownWeight: number; namedService?: number } = {
    minCoverage: MIN_COVERAGE,
    unknownWeight: UNKNOWN_TERM_WEIGHT,
    namedService: MIN_COVERAGE_NAMED_SERVICE,
  },
  /** Answering the job part of a question that also named a town (the town is answered by the caller). */
  jobOnly = false,
): OfflineAnswer {
  // Read as the router read it: misspelled keywords written out.
  question = route.text ?? question;
  const category = categorize(question);
  const call = callAction(business.phone, `Call ${business.phone.display}`);
  // Facts other than where we work ("come out to", "reach" are asked with a town about the area itself; the area answer holds the phone).
  const otherFacts = (route.facts ?? []).filter((topic) => topic !== 'area' && topic !== 'contact' && topic !== 'address');
  // "Where are you located?", "what zip code are you in": the address, not the list of towns.
  // "Does the warranty cover parts?" is about the warranty: a fact other than where we work, with no place named, is not an area question.
  const namesPlace = route.places.served.length > 0 || route.places.outside.length > 0;
  const otherFact = route.intent === 'business-fact' && route.fact !== undefined && !['area', 'contact'].includes(route.fact);
  // A service question naming no place ("none of my outlets work in the bedroom") is not about where we work.
  const serviceOnly = route.intent === 'service' || route.intent === 'price';
  const unknown = (share: number, passages: PassageResult[]): OfflineAnswer => ({
    text: unknownAnswerText(),
    citations: [],
    category,
    similarityScore: Number(share.toFixed(3)),
    source: 'unknown',
    passages,
    actions: [call],
  });
  // Not ours, even with a town named ("do you do plumbing in hamilton", "a cover letter"): never the area's "yes".
  if (route.intent === 'out-of-scope') return route.scope === 'not-ours' ? { ...unknown(0, []), text: notOursText(undefined, route.referral) } : unknown(0, []);
  if (route.fact === 'licence-number') return { ...unknown(0, []), text: licenceNumberText() };
  // Electrical work no page lists (hardwired smoke alarms, bulbs): "not sure", whatever page a search would borrow a "yes" from.
  if (route.unlisted) return unknown(0, []);
  if (route.fact === 'payment-methods') return { ...unknown(0, []), text: paymentMethodsText() };
  // About us, but nowhere on the site (a senior discount, background checks): not sure, call us; never invented.
  if (route.intent === 'business-fact' && route.fact === 'unstated') return unknown(0, []);
  const duration = jobOnly ? undefined : durationAnswer(question, route, base);
  // "Is this something your company replaces, and how long does it take?": whether we do it first, when a list names it.
  const durationJob = duration && (DO_YOU.test(question) || SOMETHING_YOU_DO.test(question)) ? askedJob(question, route) : undefined;
  if (duration)
    return {
      text: `${durationJob && jobLists(durationJob, base).length ? 'Yes, we do. ' : ''}${duration.text}`,
      citations: duration.citations,
      category,
      similarityScore: 1,
      source: 'knowledge',
      passages: [{ ...duration.passage, score: 1, terms: [], queryTerms: [], match: {} }],
      actions: [call, ESTIMATE_ACTION],
    };
  // Answering the job part only: the caller has answered the town.
  let area = jobOnly || (!namesPlace && (route.fact === 'address' || otherFact || serviceOnly)) ? undefined : answerServiceArea(question);
  // A town outside the area that the router found with a typo ("electrician in helana?"): asked by its name.
  if (!area && route.intent === 'out-of-area' && route.places.outside.length) area = answerServiceArea(`Do you serve ${route.places.outside.join(' and ')}?`);
  // A served town named in a business-fact question ("we just bought a place in Milltown, do you work there?", "I'm in Bonner, can someone come by?", "are you insured? we're in Frenchtown"): whether we work there.
  const townServed =
    route.intent === 'business-fact' && route.places.served.length && !route.places.outside.length
      ? answerServiceArea(`Do you serve ${route.places.served.join(' and ')}?`)
      : undefined;
  if (!area && townServed && (route.fact === 'area' || route.fact === 'contact' || route.facts?.includes('area'))) area = townServed;
  const both = area && !area.notServed?.length ? area : townServed;
  if (both && route.intent === 'business-fact' && otherFacts.length) {
    // A town and another fact at once ("hours for Missoula customers?", "r u open sat and do u go to lolo"): both, in the order asked.
    const fact = factAnswer(question, route, base);
    if (fact) {
      const opening = both.text.split(/(?<=\.)\s/)[0];
      const text = townAskedFirst(question, route, otherFacts[0]) ? `${opening} ${fact.text}` : `${fact.text} ${opening.replace(/^Yes!\s*/, 'And yes, ')}`;
      return {
        text: `${text}${nextStepLine(text, route)}`,
        citations: [siteUrl('/#local-areas'), ...fact.citations],
        category,
        similarityScore: 1,
        source: 'knowledge',
        passages: fact.passages,
        actions: [call],
      };
    }
  }
  if (area && !area.notServed.length && area.served.length && serviceOnly && route.service) {
    // A job and a town at once ("how much to hang a ceiling fan, and do you come out to Florence?"): both, the town first.
    const job = answerFromKnowledge(question, base, { ...route, places: { served: [], outside: [] } }, threshold, true);
    const opening = area.text.split(/(?<=\.)\s/)[0];
    return { ...job, text: `${opening} ${andYes(job.text)}`, citations: [...new Set([siteUrl('/#local-areas'), ...job.citations])] };
  }
  // Work asked for with a town we serve named beside it ("can you wire our cabin up by Seeley?"): the town is confirmed too.
  if (!jobOnly && !area && route.intent === 'service' && route.places.served.length && !route.places.outside.length && WORK_ASKED.test(question)) {
    area = answerServiceArea(`Do you serve ${route.places.served.join(' and ')}?`);
  }
  if (!jobOnly && area && !area.notServed.length && area.served.length && (route.intent === 'business-fact' || route.intent === 'service') && WORK_ASKED.test(question)) {
    // Work asked for in a town we serve ("can you wire a pole barn in Arlee?"): the town, then the work.
    const work = area.served.reduce(
      (text, town) => text.replace(new RegExp(`\\b(?:in|at|near|by|around|up\\s+in|out\\s+in|over\\s+in)?\\s*${town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'), ' '),
      question,
    );
    // The work read again without the town, as the router reads it (the service it names, a problem), still a request for work.
    const again = routeMessage(work);
    const job = answerFromKnowledge(work, base, { ...again, intent: 'service', places: { served: area.served, outside: [] } }, threshold, true);
    if (job.source !== 'unknown') {
      const opening = area.text.split(/(?<=\.)\s/)[0];
      return { ...job, text: `${opening} ${andYes(job.text)}`, citations: [...new Set([siteUrl('/#local-areas'), ...job.citations])], actions: [call, ESTIMATE_ACTION] };
    }
  }
  if (area) {
    return { text: area.text, citations: [siteUrl('/#local-areas')], category: 'location', similarityScore: area.unknown ? 0.5 : 1, source: 'area', passages: [], actions: [call] };
  }
  // Know-how the pages state where a search does not reach them by the visitor's words (know-how.ts).
  const knowHow = route.intent === 'service' ? knowHowAnswer(question, route, base) : undefined;
  if (knowHow) {
    // A town we serve named beside it ("how fast can someone get here in an emergency, we're in Hamilton"): the town is confirmed first.
    const opening = jobOnly ? '' : servedTownOpening(route);
    const text = opening ? `${opening} ${andYes(knowHow.text)}` : knowHow.text;
    return {
      ...knowHow,
      text,
      citations: opening ? [siteUrl('/#local-areas'), ...knowHow.citations] : knowHow.citations,
      category,
      similarityScore: 1,
      source: 'knowledge',
      actions: [call, ESTIMATE_ACTION],
    };
  }
  // Power out to a barn or a shop, a basement finish or a remodel: the page that says we do it, in its own words.
  // Three-phase power for a shop is the commercial page's three-phase work, not a feeder to an outbuilding.
  const project =
    route.intent === 'service' && !jobOnly && !route.problem && !MALFUNCTION.test(question) && !THREE_PHASE.test(question) ? projectAnswer(question, route, base) : undefined;
  if (project) return { ...project, category, similarityScore: 1, source: 'knowledge', actions: [call, ESTIMATE_ACTION] };
  // The job asked for, without its purpose, and the list of what we do that names it.
  const jobParts = route.intent === 'service' ? askedJobParts(question, route) : undefined;
  const job = jobParts?.job;
  const jobListsRated = job ? rateJobLists(question, job, route, base) : [];
  const jobList = homeOutletsList(question, job, route, jobListsRated[0]?.passage, base) ?? jobListsRated[0]?.passage;
  // A problem told as the reason for new work ("the breakers trip whenever the dryer and the heater run, can you upgrade the panel"): the work is asked, not a repair.
  // "The cows need water" names no work of ours: the job must be one a list of what we do names.
  const workForProblem = Boolean(
    jobList &&
    jobParts &&
    !jobParts.pronoun &&
    jobNamedByLists(jobParts.job, base) &&
    !/\b(?:fix|repair|look\s+(?:at|into|over)|check|come|help|figure|find|troubleshoot|diagnos)\w*/i.test(jobParts.verb),
  );
  // A problem an area page asks in the visitor's own words ("Our stock tank heaters keep tripping the breaker. Can you fix that?"): that page's answer.
  const asked =
    route.intent === 'service' && route.problem && !workForProblem
      ? [question, ...clausesOf(question).filter((clause) => routeMessage(clause).problem === route.problem)]
          .map((part) => ownProblemQuestion(part, base, route.problem ? (PROBLEM_ANSWERS[route.problem]?.sources ?? []) : []))
          .find(Boolean)
      : undefined;
  if (asked) {
    // Its "Yes." answers the page's "Can you fix that?", which only a visitor who asks it has asked.
    const own = DO_YOU.test(question) || REQUEST.test(question) ? asked.text.trim() : asked.text.trim().replace(/^Yes\.\s+/, '');
    // A town we serve named beside it ("ranch is outside Ronan, can somebody come sort that out"): the town is confirmed first.
    const opening = jobOnly ? '' : servedTownOpening(route);
    const body = opening ? `${opening} ${andYes(own)}` : own;
    const text = `${body}${nextStepLine(body, route)}`;
    return {
      text,
      citations: [...(opening ? [siteUrl('/#local-areas')] : []), siteUrl(asked.url)],
      category,
      similarityScore: 1,
      source: 'knowledge',
      passages: [asked as PassageResult],
      actions: [call, ESTIMATE_ACTION],
    };
  }
  if (route.intent === 'service' && route.problem && !workForProblem) {
    const problem = problemReply(question, route, base);
    // "My breaker keeps tripping, I'm in Hamilton, can someone come out": the town is confirmed first.
    const opening = jobOnly || !problem ? '' : servedTownOpening(route);
    if (problem) return opening ? { ...problem, text: `${opening} ${problem.text}`, citations: [siteUrl('/#local-areas'), ...problem.citations] } : problem;
  }
  // How we price, when the site gives no figure for what was asked (an hourly rate, "how much does an electrician cost?").
  if (route.intent === 'price' && route.fact !== 'rates' && (route.fact === 'hourly-rate' || route.fact === 'set-fee' || (!route.service && !specificSubject(question)))) {
    const pricing = pricingAnswer(route, base);
    if (pricing) return { ...pricing, category: 'pricing', actions: [call, ESTIMATE_ACTION] };
  }
  if (route.service && route.pricedService === null && route.intent === 'price') {
    const job = jobAnswer(route, base);
    if (job) return { ...job, category: 'pricing', similarityScore: 1, source: 'job', passages: [], actions: [call, ESTIMATE_ACTION] };
  }
  if (route.intent === 'price' && route.pricedService) {
    // The passages still go to the AI prompt in AI mode; offline, the table answers.
    const passages = searchPassages(question, 5, base);
    const citations = [...(route.pricedService === 'panel' ? [siteUrl('/services/panel-upgrade')] : []), siteUrl('/#ai-assistant')];
    // A price asked together with financing ("how much is a 200 amp upgrade and do yall finance", "... can I pay monthly"):
    // the FAQ's sentence on financing too. The router names the financing ask in the route's facts.
    const costs = base.passages.find((passage) => passage.id === 'faq:costs-estimates');
    const financing = route.facts?.includes('financing') ? costs?.text.match(/financing options are available[^.]*\./)?.[0] : undefined;
    // An EV charger's price depends first on whether the panel has room for its circuit (a page's FAQ says so): that sentence too.
    const evPanel =
      route.service === 'ev-charger'
        ? base.passages.find((passage) => passage.question && /\bEV\s+charger/i.test(passage.question) && /\bpanel has room\b/i.test(passage.text))?.text.replace(/^Yes\.\s+/, '')
        : undefined;
    const priced = `${priceText(question, route.pricedService)}${evPanel ? ` ${evPanel}` : ''}`;
    const withFinancing = financing ? priced.replace(/(\.)(\s+The exact price depends|$)/, `. ${financing.charAt(0).toUpperCase()}${financing.slice(1)}$2`) : priced;
    const price = withFinancing === priced && financing ? `${priced} ${financing.charAt(0).toUpperCase()}${financing.slice(1)}` : withFinancing;
    // Two asks in one ("how much for a hot tub circuit and do you do permits", "... in Hamilton, and do you even go there"):
    // the town we serve first, then the price, then the other fact.
    const townOpening = jobOnly ? '' : servedTownOpening(route);
    const opening = townOpening ? `${townOpening} ` : '';
    const asked = (route.facts ?? []).filter((topic) => !['area', 'contact', 'address', 'financing', 'payment', 'free-estimate', 'price-changes', 'rates'].includes(topic));
    const other = asked.length ? factAnswer(question, { ...route, intent: 'business-fact', fact: asked[0], facts: asked }, base) : undefined;
    // "Do u do hot tubs and how much": whether we do it, then the price (every row of the price table is work we do).
    // With a town named, "do you come out there" asks about the town, which the opening answers.
    const doYou = route.alsoAsks && !jobOnly && !opening && !route.places.served.length && DO_YOU.test(question) ? 'Yes, we do. ' : '';
    return {
      text: `${opening}${doYou}${price}${other ? ` ${other.text}` : ''}`,
      citations: [
        ...new Set([...(opening ? [siteUrl('/#local-areas')] : []), ...(financing && costs ? [...citations, siteUrl(costs.url)] : citations), ...(other?.citations ?? [])]),
      ],
      category: 'pricing',
      similarityScore: 1,
      source: 'price',
      passages,
      actions: [call, ESTIMATE_ACTION],
    };
  }
  if (
    route.intent === 'business-fact' ||
    (route.intent === 'service' && (route.fact === 'permits' || route.fact === 'work-hours')) ||
    (route.intent === 'price' && route.fact === 'rates')
  ) {
    const found = factAnswer(question, route, base);
    // "What can this chat thing even do? can it give me a price": what it does, then what its prices are worth.
    // "Can u wire it and do i need a permit": the work asked for is ours, then the permit.
    const workToo = route.intent === 'service' && route.fact === 'permits' && route.service && WORK_ASKED.test(question) && !/^\W*yes\b/i.test(found?.text ?? '');
    const fact =
      found && route.fact === 'assistant-estimate' && WHAT_IT_DOES.test(question)
        ? { ...found, text: `${ASSISTANT_CAN} ${found.text}` }
        : found && workToo
          ? { ...found, text: `Yes, we do that. ${found.text}` }
          : found;
    if (fact) {
      return {
        text: `${fact.text}${nextStepLine(fact.text, route)}`,
        citations: fact.citations,
        category,
        similarityScore: 1,
        source: 'knowledge',
        passages: fact.passages,
        actions: route.intent === 'price' ? [call, ESTIMATE_ACTION] : [call],
      };
    }
  }
  // A "do you ...?" question, or a service named alone ("GENERATORS??"), is answered by the service page's overview.
  const doYou = DO_YOU.test(question) || terseServiceQuestion(question, route);
  // Searched with the site's name for a service named in other words added, and weighed with
  // those other words replaced by it.
  const search = inSiteWords(subjectOf(question), base);
  const subject = inSiteWords(subjectOf(question), base, 'replace');
  // With one of our services named, a word the site never uses says where or what for: it weighs
  // half, unless it stands right before the service and says which kind of it ("my X sauna").
  const named = route.service ? SERVICE_TOPICS.find((topic) => topic.id === route.service) : undefined;
  const kindWord = named ? wordBefore(subject, named.pattern) : undefined;
  const unknownWeight = named && !(kindWord && !base.vocabulary.has(kindWord)) ? threshold.unknownWeight * NAMED_UNKNOWN_WEIGHT : threshold.unknownWeight;
  const minCoverage = route.service ? Math.min(threshold.minCoverage, threshold.namedService ?? threshold.minCoverage) : threshold.minCoverage;
  const retrieve = (areaPages: boolean) => {
    const ranked = bySpecificity(
      subject,
      searchPassages(search, 10, base, { doYou, noPrices: route.intent !== 'price', areaPages, termBoost: searchBoostFor(subject) }),
      route,
      base,
    );
    // A question that names one of our services is answered by a passage that names it too ("is a
    // standby generator worth it?" is not the LED FAQ's "worth it"), when one covers it well enough.
    const ordered = search === subjectOf(question) ? aboutNamedServiceFirst(question, route, ranked) : ranked;
    const naming = namedServiceFirst(question, route, ordered);
    const candidates = naming[0] === ordered[0] || coverage(subject, naming[0], base, unknownWeight) >= minCoverage ? naming : ordered;
    const results = candidates.slice(0, 5);
    const top = results[0] as PassageResult | undefined;
    const share = top ? coverage(subject, top, base, unknownWeight) : 0;
    return { candidates, results, top, share, answers: Boolean(top && top.score >= MIN_SCORE && share >= minCoverage) };
  };
  // Something of ours that stopped working, which the problem kinds do not describe ("my generator
  // won't start", "the ceiling fan quit"): no guess at the cause, a service visit.
  const malfunction = MALFUNCTION.test(question) && !DO_YOU.test(question) && !WHAT_IS.test(question) && !ABOUT_THE_THING.test(question) && !/^\W*how\b/i.test(question);
  if (route.intent === 'service' && route.service && !route.problem && malfunction) {
    return { ...unknown(0, []), text: problemAnswerText(), source: 'unknown' };
  }
  // A business's project told rather than asked ("we're building out a tenant space for a coffee shop",
  // "need power run to a new CNC machine in our shop") asks for the work: the commercial answer.
  const told = !/\?/.test(question) && !QUESTION_WORD.test(question) && !DO_YOU.test(question);
  // Asked outright for a business ("my daughter is setting up a bakery, can you do the wiring for the ovens"): the same.
  // A kind of business named ("a bakery", "our store"), not commercial work in general ("do you do commercial work?", which the search answers).
  const namesABusiness = NAMES_COMMERCIAL_SETTING.test(question.replace(/\b(?:commercial|business(?:es)?|industrial)\b/gi, ' '));
  const askedForBusiness = (namesABusiness || THREE_PHASE.test(question)) && !route.problem && !route.fact && (DO_YOU.test(question) || REQUEST.test(question));
  if (route.intent === 'service' && ((told && (NAMES_PROJECT_WORDS.test(question) || REQUEST.test(question))) || askedForBusiness)) {
    const commercial = commercialAnswer(question, base);
    if (commercial) return { ...commercial, category, actions: [call, ESTIMATE_ACTION] };
  }
  // The area pages' own text and questions answer a question that names a place; any other, only where the rest of the site does not.
  const namesAPlace = route.places.served.length > 0 || route.places.outside.length > 0;
  let found = retrieve(namesAPlace);
  if (!found.answers) {
    // Work for a business the commercial page covers in part: what it says, and the free estimate.
    const commercial = route.intent === 'service' ? commercialAnswer(question, base) : undefined;
    if (commercial) return { ...commercial, category, actions: [call, ESTIMATE_ACTION] };
    if (!namesAPlace) found = retrieve(true);
    if (!found.answers && jobList) {
      // Work we do asked for with words the site never uses around it ("an outlet in the garage so i can plug in the chest freezer"): yes, and the list that names it.
      const text = `Yes, we do. ${jobList.text.trim()}`;
      return {
        text: `${text}${nextStepLine(text, route)}`,
        citations: [siteUrl(jobList.url)],
        category,
        similarityScore: Number(found.share.toFixed(3)),
        source: 'knowledge',
        passages: [jobList],
        actions: [call, ESTIMATE_ACTION],
      };
    }
  } else if (!namesAPlace && !doYou && !REQUEST.test(question)) {
    // A question of know-how that an area page asks in the visitor's own words ("our well pump stops
    // when the power goes out, what can we do?") is answered by that page's answer. "Do you ...?"
    // stays with the service pages, which say what we do for everyone.
    const wider = retrieve(true);
    const own = wider.candidates.find((passage) => passage.question && isAreaPagePassage(String(passage.id)) && termSimilarity(question, passage.question) >= 0.7);
    if (own && wider.answers)
      found = {
        ...wider,
        candidates: [own, ...wider.candidates.filter((passage) => passage !== own)],
        results: [own, ...wider.results.filter((passage) => passage !== own)].slice(0, 5),
        top: own,
        share: coverage(subject, own, base, unknownWeight),
      };
  }
  const { candidates, share } = found;
  let { results } = found;
  // A price asked for work the price table does not hold and no page prices ("a dimmer", "a whole-house
  // surge protector"): what a page says of it, that no price is listed, and how we price.
  // A price passage found by what is done, not by what it is done to ("replace a breaker" finding "outlet replacement"): no price of that work.
  const priceByVerbOnly = found.answers && results[0].kind === 'price' && results[0].queryTerms.every((term) => PRICE_VERB_TERMS.has(term) || GENERIC_TERMS.has(term));
  if (route.intent === 'price' && !route.pricedService && (!found.answers || priceByVerbOnly || !/\$\s?\d/.test(results[0].text))) {
    const about = found.answers && results[0].kind !== 'price' ? results[0].text.replace(/^Yes\.\s+/, '') : '';
    const pricing = pricingAnswer(route, base, about);
    if (pricing)
      return {
        ...pricing,
        citations: [...new Set([...(found.answers ? [siteUrl(results[0].url)] : []), ...pricing.citations])],
        category: 'pricing',
        actions: [call, ESTIMATE_ACTION],
      };
  }
  if (!found.answers && route.intent === 'service' && !jobOnly && route.places.served.length && !route.places.outside.length) {
    // A town said only as where the house is ("buying a 1960s place in Stevensville, worth getting the
    // electrical looked at first?"): the question without it, read by every page.
    const withoutTowns = route.places.served.reduce(
      (text, town) => text.replace(new RegExp(`\\b(?:in|near|by|outside(?:\\s+of)?|around)?\\s*${town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'), ' '),
      question,
    );
    const again = answerFromKnowledge(withoutTowns, base, { ...route, text: undefined, places: { served: [], outside: [] } }, threshold, true);
    if (again.source !== 'unknown') return again;
  }
  if (!found.answers && route.intent === 'service' && !jobOnly) {
    // A story told around the question ("been burning the midnight oil planning our kitchen remodel,
    // can you do the wiring for it"): the clauses that ask, read alone, as long as they still ask about our work.
    const asked = askingClauses(question).join('. ');
    if (asked && asked.length < question.trim().length) {
      const askedRoute = routeMessage(asked);
      if (askedRoute.intent === 'service') {
        const again = answerFromKnowledge(asked, base, askedRoute, threshold);
        if (again.source !== 'unknown') return again;
      }
    }
  }
  if (!found.answers) {
    // A described electrical problem the site has no page for ("outlet not working"): no guess at
    // the cause; a service visit, and the troubleshooter offer the chat adds below.
    if (isElectricalProblem(question)) {
      return { ...unknown(share, results), text: problemAnswerText(), source: 'unknown' };
    }
    // Work asked for on the wiring that no page names ("aluminum wiring in a 1972 house. can you deal with it"): not sure, and the free estimate that finds out.
    if (route.intent === 'service' && (DO_YOU.test(question) || REQUEST.test(question)) && /\bwir(?:e|es|ing|ed)\b|\belectric(?:al)?\b/i.test(question)) {
      const estimates = base.passages.find((passage) => passage.id === 'faq:costs-estimates');
      const free = estimates && /\bestimates are free\b/i.test(estimates.text) ? ' Our estimates are free: we can look at it on a free on-site estimate.' : '';
      return { ...unknown(share, results), text: `${unknownAnswerText()}${free}`, actions: [call, ESTIMATE_ACTION] };
    }
    return unknown(share, results);
  }
  // "Do you do commercial work?": a list of what we do that holds the subject answers it before
  // a FAQ that only mentions it ("Are you licensed and insured for commercial work?").
  const [first] = results;
  if (doYou && route.intent === 'service' && first.kind === 'faq' && first.question && faqAsksOtherThing(question, first.question, base)) {
    const lists = candidates.filter(
      (passage) =>
        saysWhatWeDo(passage) &&
        passage.kind !== 'area' &&
        // Not the financing page's list (what it can pay for) nor the emergency page's (what we fix in a hurry).
        !/^service:(?:financing|emergency):/.test(String(passage.id)) &&
        holdsSubject(question, passage, base) &&
        coverage(subject, passage, base, unknownWeight) >= minCoverage,
    );
    // The list that covers the question best; of those that cover it as well, a page's overview (it names the service in its own words).
    // Weighed on the subject alone: work in general ("commercial work") does not decide which list names it.
    const subjectOnly =
      contentTerms(subject)
        .filter((term) => !GENERIC_TERMS.has(term))
        .join(' ') || subject;
    const share = (passage: PassageResult) => Math.round(coverage(subjectOnly, passage, base, unknownWeight) * 20) / 20;
    const best = Math.max(...lists.map(share));
    const list = lists.find((passage) => share(passage) === best && String(passage.id).endsWith(':overview')) ?? lists.find((passage) => share(passage) === best);
    // Only a list that covers the question as well as the FAQ: "Dead outlets" is no answer to "can you add outlets to my kitchen island?".
    if (list && best >= share(first)) results = [list, ...results.filter((passage) => passage !== list)];
  }
  // "What does a transfer switch do?": a passage where the thing does something ("the transfer switch starts the generator") explains it.
  const defining = definingPassage(
    question,
    candidates.filter((passage) => coverage(subject, passage, base, unknownWeight) >= minCoverage),
  );
  if (defining && defining !== results[0]) results = [defining, ...results.filter((passage) => passage !== defining)];
  // "whats a gfci and do i need one by the hot tub": the FAQ that asks what the thing is, whatever else the message asks.
  const definition = definitionFaq(question, base);
  if (definition && definition.id !== results[0].id)
    results = [{ ...definition, score: results[0].score, terms: [], queryTerms: [], match: {} }, ...results.filter((passage) => passage.id !== definition.id)];
  const yes = directYes(
    inSiteWords(subjectOf(question), base, 'name'),
    route,
    results[0] === candidates[0] ? candidates : [results[0], ...candidates.filter((passage) => passage !== results[0])],
    base,
    question,
  );
  // "Yes, we do." never stands before an answer that starts with "No" ("Can I plug a portable
  // generator into a dryer outlet?" No ...): the list of what we do that says yes comes first.
  // The answer does not name the job asked for (a page about something else the message mentions): the list that names it comes first.
  const top = results[0];
  const jobFirst =
    yes &&
    job &&
    jobList &&
    jobList.id !== top.id &&
    (!answersJob(job, top, base) ||
      /^\W*no\b/i.test(top.text) ||
      // A FAQ about another service that names the job only in passing ("How do I know if I need a panel upgrade?" ... a hot tub).
      (top.question !== undefined &&
        route.service !== undefined &&
        (NAMES_COMMERCIAL_SETTING.test(question) || !String(jobList.id).startsWith('service:commercial:')) &&
        !jobTerms(job).some((term) => contentTerms(top.question ?? '').includes(term)) &&
        serviceTopics(job).some((topic) => topic.id === route.service) &&
        serviceTopics(top.question).length > 0 &&
        !serviceTopics(top.question).some((topic) => topic.id === route.service || topic.pattern.test(question))) ||
      // Another list that names the job, of a page that fits the message less (the offices' list for lights by the arena).
      (jobListsRated.find((item) => item.passage.id === top.id)?.share ?? Infinity) <= (jobListsRated[0]?.share ?? -Infinity) - 1 ||
      // The financing page names the work as something financing covers; asked for the work, the work's list answers.
      (String(top.id).startsWith('service:financing:') && !/\bfinanc\w*|\bpay\w*|\bloan\b|\bcredit\b/i.test(question)))
      ? jobList
      : undefined;
  const proof =
    jobFirst ??
    (yes && /^\W*no\b/i.test(results[0].text) ? candidates.find((passage) => saysWhatWeDo(passage) && passage !== results[0] && holdsAsked(question, passage, base)) : undefined);
  // The estimator's outlet job answers a request for outlets at home on its own (homeOutletsList).
  const composed = compose(question, proof ? [proof, ...(proof.id === OUTLET_PRICES_ID ? [] : results.filter((passage) => passage !== proof))] : results, base, job);
  let text = `${yes && /^\W*no\b/i.test(results[0].text) && !proof ? '' : yes}${composed.text}`;
  if (route.pricedService === 'panel' && route.intent === 'price' && !text.includes('$1,200')) text = `${text} ${PANEL_FIGURES_TEXT}`;
  const actions = route.intent === 'price' || route.intent === 'service' ? [call, ESTIMATE_ACTION] : [call];
  return {
    text: `${text}${nextStepLine(text, route)}`,
    citations: composed.citations,
    category,
    similarityScore: Number(share.toFixed(3)),
    source: 'knowledge',
    passages: results,
    actions,
  };
}
