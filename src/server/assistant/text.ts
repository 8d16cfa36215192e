/** Term processing shared by the knowledge-base index and the similarity of curated entries. */

/** Words that say nothing about the subject of a question. */
export const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be been before being below between both but by can
  could did do does doing don done for from further get got had has have having he her here hers him his how i if
  in into is it its itself just let me might more most much my myself no nor not now of on once only or other
  our ours over own please really same she should so some such tell than that the their them then there these
  they this those through to too under until up us very want was we were what when where which while who whom why
  will with would you your yours yourself hi hello hey thanks thank ok okay kind sort like any anyone
  something someone guys able i'm i've you're it's what's there's went go goes going gone happen happens happened
  happening make makes made making use used using think look looking see seem seems wonder wondering try trying tried
  ask asking question questions thing things stuff sure right`.split(/\s+/),
);

/** A light stemmer: plural and common verb endings, enough that "outlets" finds "outlet". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** Lower-case, drop stop words, stem; null drops the term from the index and the query. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/^['’]+|['’]+$/g, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

/** The content terms of a text, in order, without duplicates. */
export function contentTerms(text: string): string[] {
  const terms = text
    .split(/[^\p{L}\p{N}'’/]+/u)
    .map((term) => processTerm(term))
    .filter((term): term is string => Boolean(term));
  return [...new Set(terms)];
}

/** Cosine similarity of the content-term sets of two texts, 0 to 1. */
export function termSimilarity(a: string, b: string): number {
  const left = new Set(contentTerms(a));
  const right = new Set(contentTerms(b));
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const term of left) if (right.has(term)) shared += 1;
  return shared / Math.sqrt(left.size * right.size);
}
