/**
 * The knowledge base: passages from the site's content (knowledge.generated.json, built from
 * src/content by tools/build-knowledge.mjs) plus the business profile and the price guidance,
 * indexed with MiniSearch. Every passage carries the page it came from.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { business, countiesSentence } from '../../domain/business.ts';
import { fallbackTimeEstimate } from '../../domain/assistant/estimator.ts';
import { mentionsMoney } from '../../domain/assistant/intent.ts';
import { FALLBACK_PRICES, SERVICE_LABELS, formatUsd, outletPriceGuidanceText, type ServiceType } from '../../domain/assistant/prices.ts';
import generated from './knowledge.generated.json' with { type: 'json' };
import { contentTerms, processTerm, tokenize } from './text.ts';
import { absoluteUrl } from '../../domain/seo.ts';

export type PassageKind = 'service' | 'faq' | 'area' | 'profile' | 'price' | 'terms' | 'testimonial';

export interface Passage {
  id: string;
  kind: PassageKind;
  /** Name of the page it came from. */
  page: string;
  title: string;
  text: string;
  keywords: string;
  /** Site-relative address of the page (and anchor) it came from. */
  url: string;
  /** For question-and-answer passages. */
  question?: string;
  /** For area passages: the town or area described. */
  place?: string;
  /**
   * Answers only the business-fact question it was written for (whether we sell a visitor's data,
   * how soon the office replies), found by its id: kept out of the search index and its vocabulary,
   * so that "do you sell propane?" or "can I e-mail you pictures?" never lands on it.
   */
  factOnly?: boolean;
}

/** A site URL for a passage's address: SITE_URL (or Netlify's URL) or the profile's. */
export function siteUrl(path: string): string {
  return absoluteUrl(business.siteUrl, path);
}

/** Price keywords per service, so "recessed lights" finds the lighting range. */
const PRICE_KEYWORDS: Partial<Record<ServiceType, string>> = {
  outlets: 'outlet outlets receptacle plug socket new outlet install',
  lighting: 'light lights lighting fixture fixtures recessed chandelier install',
  circuits: 'circuit dedicated circuit new circuit wiring 240v ev charger',
  troubleshoot: 'troubleshooting diagnose repair service call problem',
  fan: 'ceiling fan fans install',
  generator: 'generator standby backup power generac',
  smarthome: 'smart home automation smart switches',
};

/** The area sentence of the profile and the spec's price guidance, written as passages (the other profile facts are in the generated index). */
export function profilePassages(): Passage[] {
  const passages: Passage[] = [
    {
      id: 'profile:area',
      kind: 'area',
      page: 'Serving Western Montana',
      title: 'Areas we serve',
      question: 'What areas do you serve?',
      text: `We serve homes and businesses throughout ${countiesSentence()} from our base in ${business.address.locality}, including ${business.towns.join(', ')}.`,
      keywords: 'area areas served serve service area county counties towns cities montana where travel cover come',
      url: '/#local-areas',
    },
    {
      id: 'price:outlets-guidance',
      kind: 'price',
      page: 'Cost estimates',
      title: 'Outlet prices',
      text: `Typical outlet prices: ${outletPriceGuidanceText()}. For several outlets, our estimator's preliminary range is ${formatUsd(FALLBACK_PRICES.outlets.min)}-${formatUsd(FALLBACK_PRICES.outlets.max)} per outlet including the work.`,
      keywords: `cost price prices how much ${PRICE_KEYWORDS.outlets} gfci usb smart`,
      url: '/#ai-assistant',
    },
  ];
  // The site itself states panel prices (services/panel-upgrade.md and the FAQ): those answer panel questions.
  for (const service of ['lighting', 'circuits', 'troubleshoot', 'fan', 'generator', 'smarthome'] as const) {
    const { min, max } = FALLBACK_PRICES[service];
    const perItem = service === 'lighting' ? ' per fixture' : '';
    passages.push({
      id: `price:${service}`,
      kind: 'price',
      page: 'Cost estimates',
      title: `${SERVICE_LABELS[service]} cost`,
      text: `${SERVICE_LABELS[service]} typically costs about ${formatUsd(min)}-${formatUsd(max)}${perItem} for a home (a preliminary range; the exact price depends on the job), and takes ${fallbackTimeEstimate(service, 1)}. Estimates are free.`,
      keywords: `cost price prices how much ${PRICE_KEYWORDS[service] ?? ''}`,
      url: '/#ai-assistant',
    });
  }
  return passages;
}

export interface KnowledgeBase {
  passages: Passage[];
  index: MiniSearch<Passage>;
  /** Every term the index knows, for telling apart what the site covers from what it does not. */
  vocabulary: Set<string>;
  /** In how many passages each term occurs: a word most passages use says little about what a question is about. */
  documentFrequency: Map<string, number>;
}

export const SEARCH_OPTIONS = {
  boost: { question: 2, title: 2, keywords: 1.5, text: 1 },
  fuzzy: (term: string) => (term.length > 4 ? 0.2 : false),
  prefix: (term: string) => term.length > 4,
  combineWith: 'OR' as const,
  processTerm,
};

export function createKnowledgeBase(passages: Passage[]): KnowledgeBase {
  const index = new MiniSearch<Passage>({
    fields: ['question', 'title', 'keywords', 'text'],
    storeFields: ['id', 'kind', 'page', 'title', 'text', 'url', 'question', 'place', 'keywords'],
    processTerm,
    tokenize,
    searchOptions: SEARCH_OPTIONS,
  });
  const searchable = passages.filter((passage) => !passage.factOnly);
  index.addAll(searchable);
  const vocabulary = new Set<string>();
  const documentFrequency = new Map<string, number>();
  for (const passage of searchable) {
    const own = new Set<string>();
    for (const field of [passage.question, passage.title, passage.keywords, passage.text]) {
      if (!field) continue;
      for (const token of tokenize(field)) {
        const term = processTerm(token);
        if (term) own.add(term);
      }
    }
    for (const term of own) {
      vocabulary.add(term);
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  return { passages, index, vocabulary, documentFrequency };
}

let knowledgeBase: KnowledgeBase | undefined;

/** The site's knowledge base, built once per function instance. */
export function getKnowledgeBase(): KnowledgeBase {
  knowledgeBase ??= createKnowledgeBase([...(generated.passages as Passage[]), ...profilePassages()]);
  return knowledgeBase;
}

export type PassageResult = SearchResult & Passage;

/** Words for electrical work in general: they name no particular job. */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(contentTerms('wiring electrical electric work job project power electrician system systems'));

/**
 * A passage of an area page's own text or questions ("Can you add an EV charger to a Missoula
 * home?"): it answers for the whole site only where the service pages, the FAQ and the profile do
 * not (searchPassages leaves these out unless asked with `areaPages`).
 */
export function isAreaPagePassage(id: string): boolean {
  return /^area:[\w-]+:(?:body|faq):\d+$/.test(id);
}

/**
 * The best passages for a question. Price passages count fully only when the question mentions
 * money, so "Do you install ceiling fans?" is answered by the service page, not the price list.
 * The site-wide FAQ, the profile and the terms count a little more than a service page's own FAQ
 * (a homeowner's "how often ... inspected?" is the general FAQ's, not the commercial page's), and
 * a "do you ...?" question prefers a service page's overview. The area pages' own text and
 * questions are searched only with `areaPages`.
 */
export function searchPassages(
  query: string,
  limit = 5,
  base: KnowledgeBase = getKnowledgeBase(),
  options: { doYou?: boolean; kinds?: readonly PassageKind[]; noPrices?: boolean; areaPages?: boolean; termBoost?: (term: string) => number } = {},
): PassageResult[] {
  const aboutCost = mentionsMoney(query) && !options.noPrices;
  const kinds = options.kinds;
  const filter =
    kinds || !options.areaPages
      ? (result: SearchResult) => (!kinds || kinds.includes(result.kind as PassageKind)) && (options.areaPages === true || !isAreaPagePassage(String(result.id)))
      : undefined;
  const results = base.index.search(query, {
    ...(filter ? { filter } : {}),
    ...(options.termBoost ? { boostTerm: options.termBoost } : {}),
    boostDocument: (id, _term, stored) => {
      if (stored?.kind === 'price') return aboutCost ? 2 : 0.1;
      return /^(faq|profile|terms):/.test(String(id)) ? 1.1 : 1;
    },
  }) as PassageResult[];
  if (options.doYou) {
    // A service page's overview answers "do you ...?" when it holds every subject word of the
    // question; work in general ("commercial work") names no subject beside a word that does.
    const all = new Set(results.flatMap((result) => result.queryTerms));
    const specific = [...all].filter((term) => !GENERIC_TERMS.has(term));
    const terms = specific.length ? new Set(specific) : all;
    for (const result of results) {
      if (String(result.id).endsWith(':overview') && [...terms].every((term) => result.queryTerms.includes(term))) result.score *= terms.size === 1 ? 3 : 1.6;
    }
    results.sort((a, b) => b.score - a.score);
  }
  return results.slice(0, limit);
}
