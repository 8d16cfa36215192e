/**
 * Term processing shared by the knowledge-base index and the similarity of curated entries: stop
 * words (filler that says nothing about the subject), the synonym list of the content
 * (src/content/assistant-synonyms.json: every word of a group is indexed and searched as the
 * group's first word) and a light stemmer.
 */
import synonyms from '../../content/assistant-synonyms.json' with { type: 'json' };

/** Words that say nothing about the subject of a question. */
export const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be been before being below between both but by can
  could did do does doing don done for from further get got had has have having he her here hers him his how i if
  in into is it its itself just let me might more most much my no nor not now of on once only or other
  our ours over own please really same she should so some such tell than that the their them then there these
  they this those through to too under until up us very want was we were what when where which while who whom why
  will with would you your yours hi hello hey thanks thank ok okay kind sort like any anyone
  something someone guys able i'm i've you're it's what's there's went go goes going gone happen happens happened
  happening make makes made making use used using think look looking see seem seems wonder wondering try trying tried
  ask asking question questions thing things stuff sure right u ur ya yall y'all guys pls plz please um uh hey heya
  lol gonna wanna gotta dont doesnt don't doesn't im whats hows wat wut r thx anything
  everything someone folks possible maybe actually basically literally exactly currently quick quickly curious info
  information find get give well also company anybody somebody whether
  little small big large tiny huge bit lot lots nice good great better best bad worse worst real pretty kinda sorta super totally
  ever still yet today wondering wondered hoping hope lemme let's lets dude man buddy sir maam ma'am every everytime time whenever kick kicks kicked stuff whatever
  tmrw tmr tmrow 2moro 2morrow 2day 2nite tonite rn asap btw idk bro bruh mate thnx thanx ty tysm np omg
  yourselves themselves himself herself we're they're you've we've they've i'd we'd you'd
  they'd i'll we'll you'll they'll it'll that's isn't aren't wasn't weren't won't wouldn't can't cannot couldn't
  shouldn't didn't hasn't haven't hadn't wont cant isnt arent didnt wasnt havent theyre youre anyway anyways though
  although because since etc either else sometime sometimes somewhere anywhere sq ft sqft many know
  feet foot meters miles yards approx approximately roughly outfit instead way ways chance one each gets getting
  deal dealing case say says said told tells read reading`.split(/\s+/),
);

/** Single words of the synonym groups, to the group's first word. */
const SYNONYM_OF = new Map<string, string>();
/** Phrases of the synonym groups (longest first), to the group's first word written as one token. */
const PHRASES: [RegExp, string, string][] = [];
for (const group of synonyms.groups) {
  const [canonical] = group;
  for (const entry of group) {
    const word = entry.toLowerCase();
    // A group whose word is a phrase ("security lighting") is replaced as text, single words too ("floodlights").
    // Its longest word must be in a text for the phrase to be: a quick test before the pattern.
    const key = word.split(' ').reduce((longest, part) => (part.length > longest.length ? part : longest), '');
    if (/[\s]/.test(word) || /\s/.test(canonical))
      PHRASES.push([new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'), canonical, key]);
    else SYNONYM_OF.set(word, canonical);
  }
}
PHRASES.sort((a, b) => b[0].source.length - a[0].source.length);

/** The single words of the synonym groups ("quote", "insurance", "guarantee"). */
export const SYNONYM_WORDS: readonly string[] = [...new Set(synonyms.groups.flat().filter((entry) => /^\p{L}+$/u.test(entry)))];

/**
 * Amperages written as the pages write them ("200 amps", "200-amp" -> "200a"), and a decade or a
 * year of the last century as what it says about a house ("a 1950s house", "built in 1962" -> old).
 */
function normalizeMeasures(text: string): string {
  return text
    .replace(/\b\d+\s*[x×]\s*\d+\b/gi, ' ')
    .replace(/\b(\d{2,3})\s*(?:to|-|or)\s*(\d{2,3})\s*-?\s*(?:a|amps?|amperes?)\b/gi, '$1a to $2a')
    .replace(/\b(\d{2,3})\s*-?\s*(?:a|amps?|amperes?)\b/gi, '$1a')
    .replace(/(^|[^\p{L}\p{N}])(?:19)?'?[1-8]0'?s(?![\p{L}\p{N}])/gu, '$1old')
    .replace(/\b(?:built|from|in|since)\s+(?:the\s+)?19[0-8]\d\b/gi, (match) => match.replace(/19[0-8]\d/, 'old'));
}

/** The text with every synonym phrase ("breaker box") replaced by its group's word ("panel"). */
export function replacePhrases(text: string): string {
  let result = normalizeMeasures(text);
  let lower = result.toLowerCase();
  for (const [pattern, canonical, key] of PHRASES) {
    if (!lower.includes(key)) continue;
    const next = result.replace(pattern, `$1${canonical}`);
    if (next !== result) {
      result = next;
      lower = result.toLowerCase();
    }
  }
  return result;
}

/** Tokens of a text for the index and the search: phrases first, then words. */
export function tokenize(text: string): string[] {
  // "three-phase" is also "three" and "phase"; "24/7" stays whole, "110/120" does not.
  return replacePhrases(text)
    .split(/[^\p{L}\p{N}'’/-]+/u)
    .flatMap((token) => (token.includes('/') && token !== '24/7' ? token.split('/') : [token]))
    .flatMap((token) => (/\p{L}-\p{L}/u.test(token) ? [token, ...token.split('-')] : [token]))
    .filter(Boolean);
}

/** A light stemmer: plural and common verb endings, enough that "outlets" finds "outlet". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  // "finishes", "finishing", "finished" are "finish"; "tripping" is "trip": only where five letters or more remain ("ceiling", "evening" stay).
  const suffix = /(?:ches|shes|xes)$/.test(word) ? 2 : /(?:ing|ed)$/.test(word) && !/eed$/.test(word) ? (word.endsWith('ed') ? 2 : 3) : 0;
  if (suffix && word.length - suffix >= 5) {
    const root = word.slice(0, -suffix);
    return /([bdgklmnprt])\1$/.test(root) ? root.slice(0, -1) : root;
  }
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** Lower-case, drop stop words, stem; null drops the term from the index and the query. */
export function processTerm(term: string): string | null {
  const word = term
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^['-]+|['-]+$/g, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  const synonym = SYNONYM_OF.get(word);
  if (synonym) return synonym;
  // A bare number ("200 ft", "a 2 bedroom house", "1800 sq ft") says how much, not what about; volts and amps are read as such above.
  if (/^\d+$/.test(word)) return null;
  const stemmed = stem(word);
  return SYNONYM_OF.get(stemmed) ?? stemmed;
}

/** The content terms of a text, in order, without duplicates. */
const termsCache = new Map<string, string[]>();

export function contentTerms(text: string): string[] {
  const cached = termsCache.get(text);
  if (cached) return [...cached];
  const terms = [
    ...new Set(
      tokenize(text)
        .map((term) => processTerm(term))
        .filter((term): term is string => Boolean(term)),
    ),
  ];
  // Passages and questions are read many times while one question is answered.
  if (termsCache.size > 5000) termsCache.clear();
  termsCache.set(text, terms);
  return [...terms];
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
