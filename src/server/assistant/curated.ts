/**
 * Curated fallback entries: question-and-answer pairs the owner edited and marked
 * includedInFallback. They are tried first in every mode; a close enough match is answered from
 * the entry without calling the AI.
 */
import MiniSearch from 'minisearch';
import type { CuratedEntry } from './answerer.ts';
import { processTerm, termSimilarity } from './text.ts';

/** Similarity (0-1, cosine of the questions' subject words) from which a curated entry answers. */
export const CURATED_MIN_SIMILARITY = 0.7;

export interface CuratedMatch {
  entry: CuratedEntry;
  similarity: number;
}

export type CuratedMatcher = (question: string) => CuratedMatch | undefined;

/** Indexes the entries once; the matcher finds the entry closest to a question, when it is close enough. */
export function curatedMatcher(entries: CuratedEntry[], threshold = CURATED_MIN_SIMILARITY): CuratedMatcher {
  if (!entries.length) return () => undefined;
  const index = new MiniSearch<CuratedEntry>({ fields: ['question'], storeFields: ['id'], processTerm, searchOptions: { fuzzy: 0.2, prefix: true } });
  index.addAll(entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return (question) => {
    let best: CuratedMatch | undefined;
    for (const result of index.search(question).slice(0, 5)) {
      const entry = byId.get(result.id as number);
      if (!entry) continue;
      const similarity = termSimilarity(question, entry.question);
      if (!best || similarity > best.similarity) best = { entry, similarity };
    }
    return best && best.similarity >= threshold ? { ...best, similarity: Number(best.similarity.toFixed(3)) } : undefined;
  };
}

/** The curated entry closest to the question, when it is close enough. @internal Only the tests call it; the service keeps a curatedMatcher. */
export function matchCurated(question: string, entries: CuratedEntry[], threshold = CURATED_MIN_SIMILARITY): CuratedMatch | undefined {
  return curatedMatcher(entries, threshold)(question);
}
