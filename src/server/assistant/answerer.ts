/**
 * The offline answerer: answers from the knowledge base only. It never writes a fact of its own:
 * every sentence is a curated answer, an indexed passage, a service-area answer built from the
 * profile, or the profile's phone number.
 */
import { business } from '../../domain/business.ts';
import { answerServiceArea } from '../../domain/assistant/service-area.ts';
import { categorize, type Category } from '../../domain/assistant/categories.ts';
import { getKnowledgeBase, searchPassages, siteUrl, type KnowledgeBase, type PassageResult } from './knowledge.ts';
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
  /** What answered: a curated entry, the service-area data, indexed passages, or nothing. */
  source: 'curated' | 'area' | 'knowledge' | 'unknown';
  passages: PassageResult[];
}

/** Below this share of the question's subject words found in the best passage, we say we don't know. */
export const MIN_COVERAGE = 0.6;
/** Minimum MiniSearch score of the best passage. */
export const MIN_SCORE = 4;

export function unknownAnswerText(phone: string = business.phone.display): string {
  return `I'm sorry, I don't have information about that. Please call us at ${phone} and we'll be glad to help with your question.`;
}

function phoneLine(text: string): string {
  const phone = business.phone.display;
  return text.includes(phone) ? '' : ` Questions, or a free estimate? Call us at ${phone}.`;
}

/** The question's subject words the knowledge base has never seen ("plumbing", "roof"). */
export function unknownTerms(question: string, base: KnowledgeBase = getKnowledgeBase()): string[] {
  return contentTerms(question).filter((term) => {
    if (term.length < 4 || /^\d+$/.test(term)) return false;
    if (base.vocabulary.has(term)) return false;
    // A misspelling or another form of a known word is not unknown.
    return !base.index.search(term, { fuzzy: 0.25, prefix: true, combineWith: 'OR' }).length;
  });
}

/** Confidence of the best passage: share of the question's subject words it matched. */
export function coverage(question: string, result: PassageResult): number {
  const terms = contentTerms(question);
  if (!terms.length) return 0;
  const matched = new Set(result.queryTerms);
  return terms.filter((term) => matched.has(term)).length / terms.length;
}

function compose(question: string, results: PassageResult[]): { text: string; citations: string[] } {
  const [top, ...rest] = results;
  const chosen = [top];
  const topCoverage = coverage(question, top);
  const second = rest.find(
    (result) =>
      result.score >= top.score * 0.6 &&
      result.url !== top.url &&
      result.kind !== top.kind &&
      result.kind !== 'faq' &&
      coverage(question, result) >= topCoverage,
  );
  if (second && top.kind !== 'faq' && top.text.length < 400) chosen.push(second);
  const text = chosen.map((passage) => passageText(question, passage)).join(' ');
  const citations = [...new Set(chosen.map((passage) => siteUrl(passage.url)))];
  return { text, citations };
}

/**
 * A question-and-answer passage found through a different question keeps its own question in
 * front, so an answer such as "Yes. ..." is read as the answer to that question.
 */
function passageText(question: string, passage: PassageResult): string {
  const text = passage.text.trim();
  if (passage.kind !== 'faq' || !passage.question) return text;
  return termSimilarity(question, passage.question) >= 0.7 ? text : `"${passage.question}" ${text}`;
}

/** Answers from the knowledge base; curated entries (given by the caller) are not consulted here. */
export function answerFromKnowledge(question: string, base: KnowledgeBase = getKnowledgeBase()): OfflineAnswer {
  const category = categorize(question);
  const area = answerServiceArea(question);
  if (area) {
    return { text: area.text, citations: [siteUrl('/#local-areas')], category: 'location', similarityScore: area.unknown ? 0.5 : 1, source: 'area', passages: [] };
  }
  const results = searchPassages(question, 5, base);
  const top = results[0];
  const unknown = unknownTerms(question, base);
  const share = top ? coverage(question, top) : 0;
  if (!top || top.score < MIN_SCORE || share < MIN_COVERAGE || unknown.length) {
    return { text: unknownAnswerText(), citations: [], category, similarityScore: Number(share.toFixed(3)), source: 'unknown', passages: results };
  }
  const { text, citations } = compose(question, results);
  return { text: `${text}${phoneLine(text)}`, citations, category, similarityScore: Number(share.toFixed(3)), source: 'knowledge', passages: results };
}
