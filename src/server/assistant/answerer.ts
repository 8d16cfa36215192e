/**
 * The offline answerer: answers from the knowledge base only. It never writes a fact of its own:
 * every sentence is a curated answer, an indexed passage, a service-area answer built from the
 * profile, the profile's phone number and hours, or a fixed sentence about what the assistant can do.
 *
 * An answer puts the direct answer first (the passage's own answer, or "Yes, ... is in our service
 * area."), then the fact, then the next step (call, estimate, troubleshooter), with citations.
 */
import { business } from '../../domain/business.ts';
import { answerServiceArea } from '../../domain/assistant/service-area.ts';
import { categorize, type Category } from '../../domain/assistant/categories.ts';
import { callAction, type ReplyAction } from '../../domain/assistant/emergency.ts';
import { SERVICE_TOPICS, routeMessage, setSiteCoverage, withoutFactWords, type Route } from '../../domain/assistant/intent.ts';
import { isElectricalProblem } from '../../domain/assistant/problems.ts';
import { PANEL_FIGURES_TEXT, fallbackRange, fallbackTimeEstimate } from '../../domain/assistant/estimator.ts';
import { detectBuildingType, detectQuantity } from '../../domain/assistant/service-detection.ts';
import { PER_ITEM_SERVICES, SERVICE_LABELS, formatUsd, outletPriceGuidanceText, type ServiceType } from '../../domain/assistant/prices.ts';
import { getKnowledgeBase, searchPassages, siteUrl, type KnowledgeBase, type PassageKind, type PassageResult } from './knowledge.ts';
import { contentTerms, termSimilarity } from './text.ts';

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
  category: Category | string;
  /** How close the question was to what answered it, 0 to 1. */
  similarityScore: number;
  /** What answered: a curated entry, the service-area data, indexed passages, the out-of-table job text, or nothing. */
  source: 'curated' | 'area' | 'knowledge' | 'price' | 'job' | 'unknown';
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
/** Minimum MiniSearch score of the best passage. */
export const MIN_SCORE = 3;
/** Weight of a subject word the index has never seen, against 1 for a known word: it lowers the share, it cannot veto. */
export const UNKNOWN_TERM_WEIGHT = 1;

const ESTIMATE_ACTION: ReplyAction = { type: 'estimate', label: 'Get a cost estimate' };

/** The honest "the site does not say" answer, which still helps: who to call, when, and what the assistant can do. */
export function unknownAnswerText(phone: string = business.phone.display): string {
  return `I'm sorry, I don't have information about that on our website. Please call us at ${phone} (${business.hours.long}; emergencies 24/7) or e-mail ${business.email}, and we'll be glad to help. Here I can answer questions about our electrical services, service area, hours and prices, give a rough cost estimate, or help you troubleshoot a problem.`;
}

/** The reply to an electrical problem the site does not describe. */
export function problemAnswerText(phone: string = business.phone.display): string {
  return `I can't see your wiring from here, so I won't guess at the cause. For a service visit, call us at ${phone} (${business.hours.long}; emergencies 24/7). If you smell burning, see sparks or smoke, or anything feels hot, switch that circuit off at the panel if you safely can and call right away.`;
}

function nextStepLine(text: string, route: Route): string {
  const phone = business.phone.display;
  if (route.intent === 'price' || route.intent === 'service') {
    return text.includes(phone) ? ' Estimates are free.' : ` For a free estimate, call us at ${phone}.`;
  }
  return text.includes(phone) ? '' : ` Questions? Call us at ${phone}.`;
}

/** The question's subject words the knowledge base has never seen ("plumbing", "roof"). */
export function unknownTerms(question: string, base: KnowledgeBase = getKnowledgeBase()): string[] {
  return contentTerms(question).filter((term) => !isKnownTerm(term, base));
}

function isKnownTerm(term: string, base: KnowledgeBase): boolean {
  if (term.length < 4 || /^\d+$/.test(term)) return true;
  if (base.vocabulary.has(term)) return true;
  // A misspelling or another form of a known word is not unknown.
  return base.index.search(term, { fuzzy: 0.25, prefix: true, combineWith: 'OR' }).length > 0;
}

/**
 * How much a subject word says about what the question is about: its inverse document frequency
 * over the passages. A word many passages use ("need", "install", "power") weighs little; a word
 * few use ("sauna", "afci") weighs much; a word the site never uses weighs most, so a question
 * mostly about something the site does not cover stays under the threshold.
 */
export function termWeight(term: string, base: KnowledgeBase = getKnowledgeBase()): number {
  const total = base.passages.length + 1;
  let frequency = base.documentFrequency.get(term);
  if (frequency === undefined) {
    // Another form of a known word ("connector" for "connection"): the frequency of the words it begins, or that begin it.
    frequency = 0;
    for (const [word, count] of base.documentFrequency) {
      if (word.length >= 4 && (word.startsWith(term) || (term.length >= 5 && term.startsWith(word)))) frequency = Math.max(frequency, count);
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
  let total = 0;
  let found = 0;
  for (const term of terms) {
    const weight = termWeight(term, base) * (isKnownTerm(term, base) ? 1 : unknownWeight);
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
  const rated = results.map((result, order) => {
    const penalty = !namesPlace && (result.kind === 'area' || result.kind === 'testimonial') ? 0.8 : 1;
    const share = result.score >= floor ? Math.round(coverage(question, result, base) * penalty * 20) / 20 : -1;
    return { result, order, share };
  });
  rated.sort((a, b) => b.share - a.share || a.order - b.order);
  return rated.map((item) => item.result);
}

function compose(question: string, results: PassageResult[], base: KnowledgeBase): { text: string; citations: string[] } {
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
  if (second && top.kind !== 'faq' && top.kind !== 'profile' && top.text.length < 400) chosen.push(second);
  const text = chosen.map((passage) => passageText(question, passage, base)).join(' ');
  const citations = [...new Set(chosen.map((passage) => siteUrl(passage.url)))];
  return { text, citations };
}

/**
 * A question-and-answer passage found through a different question keeps its own question in
 * front, so an answer such as "Yes. ..." is read as the answer to that question.
 */
function passageText(question: string, passage: PassageResult, base: KnowledgeBase = getKnowledgeBase()): string {
  const text = passage.text.trim();
  if (!passage.question) return text;
  if (passage.kind === 'faq') return termSimilarity(question, passage.question) >= 0.7 ? text : `"${passage.question}" ${text}`;
  // A profile or terms answer that starts with "Yes." answers its own question: when the visitor's
  // specific words are not in it ("are you bonded?"), that question goes in front, so the "Yes"
  // is not read as the answer to something the site does not say.
  if ((passage.kind === 'profile' || passage.kind === 'terms') && /^yes\b/i.test(text) && !holdsSubject(question, passage, base)) return `"${passage.question}" ${text}`;
  return text;
}

/** Whether a passage holds every specific subject word of the question (where the work is and words of asking aside). */
function holdsSubject(question: string, passage: PassageResult, base: KnowledgeBase, matchedTerms: readonly string[] = passage.queryTerms): boolean {
  const matched = new Set(matchedTerms);
  const indexed = passage.terms ?? [];
  const all = contentTerms(question.replace(DO_YOU, ' ').replace(REQUEST, ' '));
  // Where the work is counts only when nothing else is asked ("do you do barns?").
  const subject = all.some((term) => !CONTEXT_TERMS.has(term)) ? all.filter((term) => !CONTEXT_TERMS.has(term)) : all;
  if (!subject.length) return true;
  const weights = subject.map((term) => termWeight(term, base));
  const strongest = Math.max(...weights);
  return subject.every((term, index) => matched.has(term) || indexed.includes(term) || weights[index] < strongest * 0.5);
}

/** Jobs outside the price table: what the site knows, and the free on-site estimate. */
function jobAnswer(route: Route, base: KnowledgeBase): { text: string; citations: string[] } | undefined {
  const phone = business.phone.display;
  const byId = (id: string) => base.passages.find((passage) => passage.id === id);
  const visit = `A price for this needs a look at the house, so it isn't in our online estimator: we give you a free on-site estimate with a written price and schedule. Call us at ${phone} to book it.`;
  switch (route.service) {
    case 'rewiring': {
      const faq = byId('faq:rewiring-time');
      return {
        text: `Whole-house rewiring is priced after a visit, not from a table. ${faq ? faq.text : ''} The cost depends on the size of the home, how easy the walls, attic and crawlspace are to reach, and whether the panel is replaced at the same time. ${visit}`.replace(/\s+/g, ' '),
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

/** "Do you install ...?", "can u guys fix ...", "um so like do y'all do ..." */
const DO_YOU = /\b(?:do|can|will|would|could)\s+(?:you|u|y'?all|ya)\b(?:\s+guys)?(?:\s+(?:also|ever|even|still))?\s+(?:do|install|put|handle|work|wire|replace|upgrade|fix|repair|offer|add|hook|set|build|service|hang|mount|run|swap|change|move|take\s+care|come|help)/i;

/** "need a sauna wired", "looking for someone to ...", "can you set me up ...": a request for work, which asks "do you do that?". */
const REQUEST = /\b(?:i|we)\s+(?:need|want|would\s+like|'?d\s+like)\b|\b(?:need|needs|want|looking\s+for)\b|\blooking\s+for\s+(?:someone|somebody|an?\s+electrician)|\binterested\s+in\b|\b(?:can|could)\s+(?:you|u|y'?all|someone|somebody)\b/i;
const QUESTION_WORD = /\b(?:how|hows|how's|what|whats|what's|wat|wats|why|when|where|wheres|which|who|whose|should|was|did|do\s+i|can\s+i|difference|mean|means)\b/i;

/** "well pump circuit?", "GENERATORS??", "occupancy sensors?": a service named in a few words, which asks "do you do that?". */
function terseServiceQuestion(question: string, route: Route): boolean {
  if (route.pricedService === null && route.intent !== 'service') return false;
  if (QUESTION_WORD.test(question) || /\b(?:is|are|does|my|mine)\b/i.test(question)) return false;
  const terms = contentTerms(question);
  return terms.length > 0 && terms.length <= 4;
}

/**
 * Where the work is, and words of asking: they do not change whether we do it ("a sauna in the
 * basement" is a sauna), so a "yes" does not wait for the page to name them.
 */
const CONTEXT_TERMS = new Set(
  contentTerms(
    'need want looking someone somebody set new old our my house home basement garage carport driveway porch patio deck kitchen bathroom bedroom attic crawlspace yard barn shop building office store space room rooms wall walls ceiling floor outside inside outdoor indoor property place cabin downtown few couple some more whole plant mill warehouse restaurant factory farm ranch church school business parking lot',
  ),
);

/**
 * "Yes, we do." in front of a service page's answer to "do you install ...?", to a request for
 * work, or to a service named alone: only when the page holds every specific subject word of the
 * question (where the work is and words of asking aside). A "yes" is never a guess.
 */
function directYes(question: string, route: Route, results: readonly PassageResult[], base: KnowledgeBase): string {
  const [top] = results;
  if (route.intent !== 'service' || !top) return '';
  const asks = DO_YOU.test(question) || (REQUEST.test(question) && !QUESTION_WORD.test(question.replace(REQUEST, ' '))) || terseServiceQuestion(question, route);
  if (!asks || /^\W*yes\b/i.test(top.text)) return '';
  // Every subject word that says much about the job (at least half as specific as the most specific one) must be on the page.
  if (!contentTerms(question.replace(DO_YOU, ' ').replace(REQUEST, ' ')).length) return '';
  // Only a page's overview or its list of what we do says that we do it; a passage that mentions
  // the words in passing does not. When the answer is another passage (a FAQ that explains the
  // job), a list of what we do found with it and holding the same words still says we do it.
  const saysWhatWeDo = (passage: PassageResult) =>
    (passage.kind === 'service' && /:(?:overview|services:\d+|covers:\d+|industrial(?::\d+)?|who-we-serve(?::\d+)?|maintenance(?::\d+)?)$/.test(String(passage.id))) || passage.kind === 'area';
  const proof = results.find((passage) => saysWhatWeDo(passage) && holdsSubject(question, passage, base));
  return proof ? 'Yes, we do. ' : '';
}

/** Where each business-fact topic is answered, and words that find it when the question's own words do not. */
const FACT_SEARCH: Record<string, { query: string; kinds: readonly PassageKind[]; take?: number; expandFirst?: boolean; ids?: RegExp }> = {
  'free-estimate': { query: 'free estimate', kinds: ['faq', 'terms'], ids: /^(?:faq:costs-estimates|terms:estimates)/, expandFirst: true },
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
};

/** How much and when: "half now", "a third up front", "the rest when it's done", "split it", "percent". */
const SHARE_AND_TIME = /\b(?:half|halves|third|thirds|quarter|portion|part|parts|split(?:ting)?|percent|percentage|\d+\s*%|rest|remainder|balance|whole|full|amount|now|later|today|tomorrow|beginning|start(?:s|ed)?|end|done|finished|finish(?:es)?|complete[ds]?|completion|once|after(?:wards?)?|before|during|halfway|middle)\b/gi;

/** The passages that answer a business-fact topic: by the question's words, else by the topic's. */
function factPassages(question: string, topic: string, base: KnowledgeBase): PassageResult[] {
  const search = FACT_SEARCH[topic];
  if (!search) return [];
  const take = search.take ?? 1;
  const find = (query: string) =>
    searchPassages(query, search.ids ? 20 : take, base, { kinds: search.kinds, noPrices: true })
      .filter((passage) => !search.ids || search.ids.test(String(passage.id)))
      .slice(0, take);
  const own = search.expandFirst ? [] : find(question);
  if (own[0] && own[0].score >= MIN_SCORE && coverage(question, own[0], base) >= 0.34) return own;
  // The topic's own words help only when every word of the question is one the site uses: an
  // unknown subject ("are you bonded?") is not answered with the nearest fact.
  // (One unknown word among known ones does not stop it: "do you carry insurance in case something gets damaged".)
  // Shares and moments ("half now", "the rest when it's done") say how, not what: they are no subject.
  const rest = withoutFactWords(question, topic).replace(SHARE_AND_TIME, ' ');
  if (unknownTerms(rest, base).length * 2 > contentTerms(rest).length) return [];
  const expanded = find(`${question} ${search.query}`);
  return expanded[0] && expanded[0].score >= MIN_SCORE ? expanded : [];
}

/** A business fact from what the site says: one topic, or two when the question asks two things. */
function factAnswer(question: string, route: Route, base: KnowledgeBase): { text: string; citations: string[]; passages: PassageResult[] } | undefined {
  const topics = (route.facts ?? (route.fact ? [route.fact] : [])).filter((topic) => topic !== 'area');
  const asksTwo = /\band\b|&|\?.+\?|,\s*(?:and\s+)?(?:are|do|is|can|what|how|when)\b/i.test(question);
  const chosen: PassageResult[] = [];
  topics.slice(0, asksTwo ? 2 : 1).forEach((topic, index) => {
    // The second topic of a two-part question is looked up by its own words, not the whole question's.
    const found = index === 0 ? factPassages(question, topic, base) : factPassages(FACT_SEARCH[topic]?.query ?? topic, topic, base);
    for (const passage of found) if (!chosen.some((item) => item.id === passage.id)) chosen.push(passage);
  });
  if (!chosen.length) return undefined;
  return {
    text: chosen.map((passage) => passageText(question, passage, base)).join(' '),
    citations: [...new Set(chosen.map((passage) => siteUrl(passage.url)))],
    passages: chosen,
  };
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
  const parts = [`${SERVICE_LABELS[service]}: our estimator's preliminary range${what}${where} is ${formatUsd(min)} - ${formatUsd(max)}, and the work takes about ${fallbackTimeEstimate(service, quantity)}.`];
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
      if (terms.every((term) => base.vocabulary.has(term))) return phrase;
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
  const subject = subjectOf(question);
  if (!contentTerms(subject).length) return true;
  const doYou = DO_YOU.test(subject);
  const [top] = bySpecificity(subject, searchPassages(subject, 10, base, { doYou, noPrices: true }), { intent: 'service', places: { served: [], outside: [] } }, base);
  return Boolean(top && top.score >= MIN_SCORE && coverage(subject, top, base) >= MIN_COVERAGE);
}

setSiteCoverage((question) => siteCovers(question));

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

/** Answers from the knowledge base; curated entries (given by the caller) are not consulted here. */
export function answerFromKnowledge(
  question: string,
  base: KnowledgeBase = getKnowledgeBase(),
  route: Route = routeMessage(question),
  /** The answer threshold; other values only for calibrating it. */
  threshold: { minCoverage: number; unknownWeight: number; namedService?: number } = { minCoverage: MIN_COVERAGE, unknownWeight: UNKNOWN_TERM_WEIGHT, namedService: MIN_COVERAGE_NAMED_SERVICE },
): OfflineAnswer {
  const category = categorize(question);
  const call = callAction(business.phone, `Call ${business.phone.display}`);
  // Facts other than where we work ("come out to", "reach" are asked with a town about the area itself; the area answer holds the phone).
  const otherFacts = (route.facts ?? []).filter((topic) => topic !== 'area' && topic !== 'contact' && topic !== 'address');
  // "Where are you located?", "what zip code are you in": the address, not the list of towns.
  let area = route.fact === 'address' && !route.places.served.length && !route.places.outside.length ? undefined : answerServiceArea(question);
  // A town named in a question the router places about the area or about reaching us ("we just bought a place in Milltown, do you work there?", "I'm in Bonner, can someone come by?"): whether we work there.
  if (!area && route.intent === 'business-fact' && route.places.served.length && (route.fact === 'area' || route.fact === 'contact')) {
    area = answerServiceArea(`Do you serve ${route.places.served.join(' and ')}?`);
  }
  if (area && !area.notServed?.length && route.intent === 'business-fact' && otherFacts.length) {
    // A town and another fact at once ("hours for Missoula customers?"): both.
    const fact = factAnswer(question, route, base);
    if (fact) {
      const opening = area.text.split(/(?<=\.)\s/)[0];
      const text = `${opening} ${fact.text}`;
      return { text: `${text}${nextStepLine(text, route)}`, citations: [siteUrl('/#local-areas'), ...fact.citations], category, similarityScore: 1, source: 'knowledge', passages: fact.passages, actions: [call] };
    }
  }
  if (area) {
    return { text: area.text, citations: [siteUrl('/#local-areas')], category: 'location', similarityScore: area.unknown ? 0.5 : 1, source: 'area', passages: [], actions: [call] };
  }
  const unknown = (share: number, passages: PassageResult[]): OfflineAnswer => ({
    text: unknownAnswerText(),
    citations: [],
    category,
    similarityScore: Number(share.toFixed(3)),
    source: 'unknown',
    passages,
    actions: [call],
  });
  if (route.intent === 'out-of-scope') return unknown(0, []);
  if (route.service && route.pricedService === null && route.intent === 'price') {
    const job = jobAnswer(route, base);
    if (job) return { ...job, category: 'pricing', similarityScore: 1, source: 'job', passages: [], actions: [call, ESTIMATE_ACTION] };
  }
  if (route.intent === 'price' && route.pricedService) {
    // The passages still go to the AI prompt in AI mode; offline, the table answers.
    const passages = searchPassages(question, 5, base);
    const citations = [...(route.pricedService === 'panel' ? [siteUrl('/services/panel-upgrade')] : []), siteUrl('/#ai-assistant')];
    return { text: priceText(question, route.pricedService), citations, category: 'pricing', similarityScore: 1, source: 'price', passages, actions: [call, ESTIMATE_ACTION] };
  }
  if (route.intent === 'business-fact' || (route.intent === 'service' && route.fact === 'permits')) {
    const fact = factAnswer(question, route, base);
    if (fact) {
      return { text: `${fact.text}${nextStepLine(fact.text, route)}`, citations: fact.citations, category, similarityScore: 1, source: 'knowledge', passages: fact.passages, actions: [call] };
    }
  }
  // A "do you ...?" question, or a service named alone ("GENERATORS??"), is answered by the service page's overview.
  const doYou = DO_YOU.test(question) || terseServiceQuestion(question, route);
  // Searched with the site's name for a service named in other words added, and weighed with
  // those other words replaced by it.
  const search = inSiteWords(subjectOf(question), base);
  const subject = inSiteWords(subjectOf(question), base, 'replace');
  const ranked = bySpecificity(subject, searchPassages(search, 10, base, { doYou, noPrices: route.intent !== 'price' }), route, base);
  const candidates = search === subjectOf(question) ? ranked : namedServiceFirst(question, route, ranked);
  const results = candidates.slice(0, 5);
  const top = results[0];
  const share = top ? coverage(subject, top, base, threshold.unknownWeight) : 0;
  const minCoverage = route.service ? Math.min(threshold.minCoverage, threshold.namedService ?? threshold.minCoverage) : threshold.minCoverage;
  if (!top || top.score < MIN_SCORE || share < minCoverage) {
    // A described electrical problem the site has no page for ("outlet not working"): no guess at
    // the cause; a service visit, and the troubleshooter offer the chat adds below.
    if (isElectricalProblem(question)) {
      return { ...unknown(share, results), text: problemAnswerText(), source: 'unknown' };
    }
    return unknown(share, results);
  }
  const composed = compose(question, results, base);
  let text = `${directYes(inSiteWords(subjectOf(question), base, 'name'), route, candidates, base)}${composed.text}`;
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
