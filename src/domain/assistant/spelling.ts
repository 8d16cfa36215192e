/**
 * Misspellings and chat abbreviations of the words the intent router and the emergency classifier
 * look for: "hourz", "warrenty", "garantee", "finacing", "genrator", "breker keeps triping", "yrs",
 * "tingel", "flamess". The rules are patterns of whole words, so one misspelled word would
 * otherwise decide what a message is about ("do you garantee ur work" read as a question the site
 * cannot answer, "the washer gives me a tingel" as no emergency).
 *
 * The words typos are read as: the keyword list below, the danger words, every whole word the
 * router's and the classifier's rules are written with (addRuleWords), and, on the server, the
 * site's synonym list and long filler words (addKeywords). A word is read as one of them when it
 * is not a word we know (the site's vocabulary, plugged in by the server with setKnownWords, or the
 * list of everyday words below), starts with the same letter, is not another form of it ("charge",
 * "charger"), and is one edit away (two between a keyword of the list of eight letters or more and
 * a word of seven or more; a swap of two neighbouring letters is one edit). Words other than the
 * keyword list are read strictly (see Target). Words of fewer than five letters are left alone,
 * but for a swap in a four-letter danger word ("fier"): too many everyday words lie one letter from each other.
 *
 * Pure and small (no framework): the chat widget imports it through the router.
 */

import everyday from './everyday-words.json' with { type: 'json' };

/** Words a phone's keyboard splits in two ("out let", "break er", "light bulb" is two already): read as one. */
const SPLIT_WORDS = /\b(out)\s+(lets?)\b|\b(break)\s+(ers?)\b|\b(gen)\s+(erators?)\b/gi;

/** The message with the words a phone split in two written as one ("the out let is dead" -> "the outlet is dead"). */
export function joinSplitWords(text: string): string {
  return text.replace(SPLIT_WORDS, (...groups: string[]) => groups.slice(1, 7).filter(Boolean).join(''));
}

/** The last message corrected (the emergency classifier and the router read the same one); forgotten whenever the words change. */
let lastCorrected: { typed: string; corrected: string } | undefined;

/** The words the router's rules (and the site's pages) use for what a visitor asks about. */
const KEYWORDS = `
  warranty warranties guarantee guaranteed workmanship financing finance financed payment payments deposit invoice
  licensed license licence insured insurance bonded certified experience estimate estimates quote quotes address located location
  email contact appointment schedule reschedule cancel cancellation holiday holidays weekend weekends saturday
  saturdays sunday sundays monday tuesday wednesday thursday friday hours emergency emergencies available reviews
  testimonials facebook instagram linkedin
  generator generators standby transfer switch switches panel panels subpanel breaker breakers outlet outlets
  receptacle circuit circuits lighting lights fixture fixtures ceiling chandelier recessed dimmer dimmers thermostat
  charger chargers electric electrical electrician electricians wiring rewire rewiring install installed installation
  upgrade upgrades inspection inspected permit permits flicker flickers flickering flickered tripping tripped trips
  troubleshoot troubleshooting surge commercial residential industrial construction remodel kitchen bathroom basement
  garage house sauna power outage working replace replacement repair
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Words of danger the emergency classifier reads ("tingle", "sparking", "smoke", "fire"). A word is
 * read as one of them only through a typo that cannot make another real word: two neighbouring
 * letters swapped ("tingel", "fier"), one letter dropped or doubled ("flamess", "unconcious"), or,
 * in words of eight letters or more, one letter changed. "stock", "spoke" and "frames" are one
 * changed letter from "shock", "smoke" and "flames": they stay what they are.
 */
const DANGER_WORDS = `
  fire fires flames flaming smoke smoking smoky sparks sparking sparked spark burning burned burnt scorched melted
  melting shock shocked shocking tingle tingles tingled tingling zapped electrocuted crackling buzzing sizzling
  humming arcing lightning unconscious unresponsive breathing collapsed shaking grabbed touching flooded flooding
  water soaked dripping sagging dangling hanging fallen downed smell smells smelled smelling
`
  .split(/\s+/)
  .filter(Boolean);

/** Short forms people type for those words. */
const ABBREVIATIONS: Record<string, string> = {
  yrs: 'years',
  yr: 'year',
  hrs: 'hours',
  hr: 'hour',
  appt: 'appointment',
  appts: 'appointments',
  elec: 'electrical',
  electic: 'electric',
  lic: 'licensed',
  gen: 'generator',
  gens: 'generators',
  info: 'information',
  thru: 'through',
  tho: 'though',
  // A word of its own, but here nearly always the storm's: "lightening hit the meter".
  lightening: 'lightning',
};

/** Everyday words an edit or two from a keyword ("lightning", "charges", "contract"): never read as the keyword. */
const EVERYDAY = new Set(
  `lightning electricity electrics feature features charges charged changer charter contract contrast quite quiet
  powder poker poser horse repaid dimmed dimmest tries trims traps tipped tipping tripled trapping flicked wiping
  outset outrage sundae recesses inspector instill emergence switched upgraded sparing sparkling burying sparky
  spoke stock stocks shook frames`.split(/\s+/),
);

/**
 * Everyday English words one edit from a word typos are read as ("bought" from "brought", "sells"
 * from "smells", "playing" from "paying"): never read as it. Made by tools/build-everyday-words.mjs
 * from the SCOWL word lists; made again whenever the words typos are read as change.
 */
let everydayWords = new Set<string>(everyday.words);

/** Whether a word is one of the generated everyday words (never read as a keyword, nor as a town's name typed with a typo). */
export function isEverydayWord(word: string): boolean {
  return everydayWords.has(word.toLowerCase());
}

/** Replaces the generated everyday words (the tool that makes them reads without them). @internal */
export function setEverydayWords(words: Iterable<string>): void {
  everydayWords = new Set(words);
  lastCorrected = undefined;
}

let knownWord: ((word: string) => boolean) | undefined;

/** Plugs in (or, with undefined, removes) the check that a word is one the site uses: such a word is never corrected. */
export function setKnownWords(check: ((word: string) => boolean) | undefined): void {
  knownWord = check;
  lastCorrected = undefined;
}

/** Edit distance with swaps of neighbouring letters (optimal string alignment), stopping above `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[i][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i][j] = best;
    }
  }
  return rows[a.length][b.length];
}

/**
 * A word typos are read as. `strict`: only through a typo that seldom makes another word (a swap,
 * a letter dropped or added, a vowel for a vowel; any one edit from eight letters on): the danger
 * words, and the words taken from rules or added by the server, which no one has checked against
 * everyday words ("taxes" is one changed consonant from "takes").
 */
interface Target {
  word: string;
  strict: boolean;
  /** A danger word: never through a changed letter below eight letters, not even a vowel ("shack" is not "shock"). */
  danger: boolean;
}
/** The words typos are read as, by first letter: the list above, the danger words, the rules' words (addRuleWords), the server's (addKeywords). */
const targets = new Map<string, Target[]>();
const known = new Set<string>();

function addTarget(word: string, strict: boolean, danger = DANGER.has(word.toLowerCase())): void {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || lower.length < 4 || (lower.length < 5 && !DANGER.has(lower))) return;
  if (known.has(lower)) {
    // A keyword of the list above keeps its reading.
    if (!strict) for (const entry of targets.get(lower[0]) ?? []) if (entry.word === lower) entry.strict = entry.danger = false;
    return;
  }
  known.add(lower);
  lastCorrected = undefined;
  const list = targets.get(lower[0]) ?? [];
  list.push({ word: lower, strict, danger });
  targets.set(lower[0], list);
}

const DANGER = new Set(DANGER_WORDS);
for (const word of KEYWORDS) addTarget(word, false);
for (const word of DANGER_WORDS) addTarget(word, true);

/** Adds words that typos are read as, strictly (the server's synonym list, long filler words such as "actually"). */
export function addKeywords(words: Iterable<string>): void {
  for (const word of words) addTarget(word, true);
}

/** Adds the words of rules (the router's topics; with `danger`, the emergency classifier's), as found by ruleWords, read strictly. */
export function addRuleWords(patterns: readonly RegExp[], danger = false): void {
  for (const word of ruleWords(patterns)) addTarget(word, true, danger);
}

/**
 * The whole words a rule is written with: in `\bfree\b.{0,30}\b(?:estimat\w*|quot\w*)` that is
 * "free"; "estimat" goes on as another word (\w*), so it is a stem and not a word. Words inside a
 * lookahead or lookbehind are what a rule leaves out, so they are skipped too.
 */
export function ruleWords(patterns: readonly RegExp[]): string[] {
  const words = new Set<string>();
  for (const pattern of patterns) for (const word of wordsOf(pattern.source)) words.add(word.toLowerCase());
  return [...words];
}

type Token = { kind: 'letter'; char: string } | { kind: 'edge' } | { kind: 'open'; look: boolean } | { kind: 'close' } | { kind: 'alt' } | { kind: 'quant' } | { kind: 'other' };

/** A regular expression's source as tokens: letters, word edges (\b, \s, a space, ^, $), groups, alternatives, quantifiers. */
function tokens(source: string): Token[] {
  const list: Token[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      index += 1;
      if (next === 'p' || next === 'P' || next === 'u') {
        // \p{L}, \u{...}: skip the braces.
        if (source[index + 1] === '{') index = source.indexOf('}', index);
        list.push({ kind: 'other' });
      } else list.push({ kind: /[bsW]/.test(next) ? 'edge' : 'other' });
    } else if (char === '[') {
      let end = index + 1;
      while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      // A class of spaces and dashes ([\s-]) separates words; any other class is part of one.
      const body = source.slice(index + 1, end);
      list.push({ kind: /^(?:\\s|\s|-|\/|\.|,)+$/.test(body) ? 'edge' : 'other' });
      index = end;
    } else if (char === '(') {
      const look = source.startsWith('(?=', index) || source.startsWith('(?!', index) || source.startsWith('(?<=', index) || source.startsWith('(?<!', index);
      if (source.startsWith('(?:', index)) index += 2;
      else if (look) index += source[index + 2] === '<' ? 3 : 2;
      list.push({ kind: 'open', look });
    } else if (char === ')') list.push({ kind: 'close' });
    else if (char === '|') list.push({ kind: 'alt' });
    else if (char === '?' || char === '*' || char === '+') list.push({ kind: 'quant' });
    else if (char === '{') {
      index = source.indexOf('}', index);
      list.push({ kind: 'quant' });
    } else if (/[a-z]/i.test(char)) list.push({ kind: 'letter', char });
    else if (char === ' ' || char === '^' || char === '$') list.push({ kind: 'edge' });
    else list.push({ kind: 'other' });
  }
  return list;
}

/** Whether the word starting at token `index` starts a word of the text: an edge before it, or a group or alternative that starts one. */
function startsWord(list: Token[], index: number): boolean {
  let depth = 0;
  let skipping = false;
  for (let at = index - 1; at >= 0; at -= 1) {
    const token = list[at];
    if (token.kind === 'quant' && !skipping && depth === 0) continue;
    if (token.kind === 'close') {
      // Right after a group ("(?:\w+\s+){0,2}word"): the group's last token decides.
      if (depth === 0 && !skipping) return list[at - 1]?.kind === 'edge' || (list[at - 1]?.kind === 'quant' && list[at - 2]?.kind === 'edge');
      depth += 1;
      continue;
    }
    if (token.kind === 'open') {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      // The start of the enclosing group: what stands before the group decides.
      return startsWord(list, at);
    }
    if (depth > 0 || skipping) continue;
    // The start of an alternative: what stands before its group decides.
    if (token.kind === 'alt') {
      skipping = true;
      continue;
    }
    return token.kind === 'edge';
  }
  return true;
}

/** Whether the word ending before token `index` ends a word of the text: an edge after it, or a group or alternative that ends one. */
function endsWord(list: Token[], index: number): boolean {
  let at = index;
  // "hours?", "plans?": an optional last letter still ends the word.
  while (list[at]?.kind === 'quant') at += 1;
  let depth = 0;
  for (; at < list.length; at += 1) {
    const token = list[at];
    if (token.kind === 'open') {
      if (depth === 0 && !token.look) return false;
      depth += 1;
      continue;
    }
    if (token.kind === 'close') {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      return endsWord(list, at + 1);
    }
    if (depth > 0) continue;
    if (token.kind === 'alt') {
      // The end of an alternative: the end of its group decides.
      let inner = 0;
      for (let next = at + 1; next < list.length; next += 1) {
        if (list[next].kind === 'open') inner += 1;
        else if (list[next].kind === 'close') {
          if (inner === 0) return endsWord(list, next + 1);
          inner -= 1;
        }
      }
      return true;
    }
    return token.kind === 'edge';
  }
  return true;
}

/** The whole words of one regular expression's source (see ruleWords). */
function wordsOf(source: string): string[] {
  const list = tokens(source);
  const words: string[] = [];
  let depthInLook = 0;
  const lookStack: boolean[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const token = list[index];
    if (token.kind === 'open') {
      lookStack.push(token.look);
      if (token.look) depthInLook += 1;
      continue;
    }
    if (token.kind === 'close') {
      if (lookStack.pop()) depthInLook -= 1;
      continue;
    }
    if (token.kind !== 'letter' || depthInLook > 0) continue;
    let end = index;
    let word = '';
    while (list[end]?.kind === 'letter') word += (list[end++] as { char: string }).char;
    if (word.length >= 4 && startsWord(list, index) && endsWord(list, end)) words.push(word);
    index = end - 1;
  }
  return words;
}

const VOWEL = /[aeiouy]/;

/**
 * Whether b is a with one edit that seldom turns one real word into another: a swap, a letter
 * dropped or added, or (with `vowels`: not for danger words) one vowel for another ("yeers"); never
 * one consonant for another ("taxes" is not "takes").
 */
function safeEdit(a: string, b: string, vowels: boolean): boolean {
  if (editDistance(a, b, 1) !== 1) return false;
  if (a.length !== b.length) return true;
  if ([...a].sort().join('') === [...b].sort().join('')) return true;
  const at = [...a].findIndex((char, index) => char !== b[index]);
  return vowels && VOWEL.test(a[at]) && VOWEL.test(b[at]);
}

/** The keyword a misspelled word stands for, or undefined. */
export function keywordFor(word: string): string | undefined {
  const lower = word.toLowerCase();
  // Own keys only: "constructor" is no abbreviation.
  const short = Object.hasOwn(ABBREVIATIONS, lower) ? ABBREVIATIONS[lower] : undefined;
  if (short) return short;
  if (lower.length < 4 || known.has(lower) || EVERYDAY.has(lower) || everydayWords.has(lower) || /\d/.test(lower)) return undefined;
  if (knownWord?.(lower)) return undefined;
  // A dropped final g ("hangin", "buzzin", "mornin").
  if (lower.endsWith('in') && lower.length >= 5 && known.has(`${lower}g`)) return `${lower}g`;
  let best: string | undefined;
  let bestDistance = 3;
  for (const { word: keyword, strict, danger } of targets.get(lower[0]) ?? []) {
    // A last letter typed twice ("flamess", "hourss").
    if (lower.length === keyword.length + 1 && lower.startsWith(keyword) && lower.at(-1) === lower.at(-2)) return keyword;
    // Another form of the word ("charge" and "charger") is not a misspelling of it.
    if (keyword.startsWith(lower) || lower.startsWith(keyword)) continue;
    if (strict) {
      // Only through a typo that seldom makes another word (see Target); a word of four letters ("fier") only through a swap.
      const safe =
        keyword.length >= 8 && lower.length >= 8
          ? editDistance(lower, keyword, 1) <= 1
          : safeEdit(lower, keyword, !danger) && (lower.length > 4 || keyword.length === lower.length);
      if (safe && 1 < bestDistance) {
        best = keyword;
        bestDistance = 1;
      }
      continue;
    }
    if (lower.length < 5 || keyword.length < 5) continue;
    const limit = keyword.length >= 8 && lower.length >= 7 ? 2 : 1;
    const distance = editDistance(lower, keyword, limit);
    if (distance <= limit && distance < bestDistance) {
      best = keyword;
      bestDistance = distance;
    }
  }
  return best;
}

/** The text with misspelled keywords and abbreviations written out; everything else as typed. */
export function correctSpelling(text: string): string {
  if (lastCorrected?.typed === text) return lastCorrected.corrected;
  // Words with an apostrophe ("panel's", "don't") are left as typed.
  const corrected = text.replace(/[\p{L}][\p{L}']*/gu, (word) => {
    if (word.includes("'")) return word;
    const keyword = keywordFor(word);
    if (!keyword) return word;
    return word === word.toUpperCase() && word.length > 1 ? keyword.toUpperCase() : keyword;
  });
  lastCorrected = { typed: text, corrected };
  return corrected;
}
