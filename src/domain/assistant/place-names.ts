/** Finding place names in a visitor's text: whole words, case-insensitive, longest name first. */
import { isEverydayWord } from './spelling.ts';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as written in a pattern: "St. Ignatius" is also "st ignatius" and "Saint Ignatius"; spaces may be several; "Coeur d'Alene" is also "coeur d alene". */
const nameSource = (name: string) =>
  escape(name)
    .replace(/^St\\\.\s+/, '(?:St\\.?|Saint)\\s+')
    .replace(/ /g, '\\s+')
    .replace(/'/g, "['’]?\\s*");

/** A name as a whole word (letters on neither side); `suffix` is a pattern that must follow it. */
export const namePattern = (name: string, suffix = '(?![\\p{L}])') => new RegExp(`(^|[^\\p{L}])${nameSource(name)}${suffix}`, 'giu');

export interface NameMatcher {
  name: string;
  pattern: RegExp;
  /** A name that is also an everyday word ("Lakeside", "Superior"): found only where it reads as a place (see placeCue). */
  cue?: boolean;
}

/** Names compiled once, longest first, so "East Missoula" is found before "Missoula". `everyday`: names that need a place cue. */
export function nameMatchers(names: readonly string[], suffix?: string, everyday: readonly string[] = []): NameMatcher[] {
  return [...names].sort((a, b) => b.length - a.length).map((name) => ({ name, pattern: namePattern(name, suffix), ...(everyday.includes(name) ? { cue: true } : {}) }));
}

/**
 * Whether a name that is also an everyday word reads as a place where it stands: after "in", "to",
 * "near", "from", "outside" ... ("we're in lakeside"), or before a comma, "MT", "Montana", "area",
 * a question mark or the end, or "on the", "by the" ... ("lakeside on the west shore", "superior,
 * out past alberton"). "A lakeside cabin" and "superior work" are not places.
 */
function placeCue(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start).toLowerCase();
  const after = text.slice(end).toLowerCase();
  return (
    /\b(?:in|to|near|at|from|around|outside|past|of|by|into|over|live|living)\s+$/.test(before) ||
    /^\s*(?:[,?!.;:)-]|$|(?:mt|montana|area|way)\b|(?:on|by|near|up|out|down|over|at)\s+(?:the|there|here)\b)/.test(after)
  );
}

/** True when a and b differ by at most one letter added, dropped, changed or two letters swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const tail = (x: number, y: number) => a.slice(x) === b.slice(y);
  if (a.length === b.length) return tail(i + 1, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && tail(i + 2, i + 2));
  return a.length > b.length ? tail(i + 1, i) : tail(i, i + 1);
}

/** Shortest one-word name that is also found with one typo ("frenchtwon", "stevensvile"): shorter names are too close to other words. */
const TYPO_MIN_LENGTH = 7;
/** The same, for a name found only where it reads as a place (after "in", "to", "near" ..., or before a question mark). */
const CUED_TYPO_MIN_LENGTH = 6;
const PLACE_BEFORE = /\b(?:in|to|near|at|from|around|outside|past|by|into|live|living|out\s+(?:in|by|near|past))\s+$/;

/** The pattern of a name of several words with any word in the place of one of them, compiled once per name and word. */
const typoPatterns = new Map<string, RegExp>();
function typoPattern(name: string, words: readonly string[], index: number): RegExp {
  const key = `${name}\u0000${index}`;
  let pattern = typoPatterns.get(key);
  if (!pattern) {
    const source = words.map((word, other) => (other === index ? '(\\p{L}+)' : escape(word))).join('\\s+');
    pattern = new RegExp(`(^|[^\\p{L}])${source}(?![\\p{L}])`, 'giu');
    typoPatterns.set(key, pattern);
  }
  return pattern;
}

/**
 * The names found in the text, each span counted once, and the text with those spans blanked out.
 * With `typos`, a one-word name of at least seven letters is also found with one typo.
 */
export function findNames(text: string, matchers: readonly NameMatcher[], typos: boolean | 'cued' = false): { found: string[]; rest: string } {
  let rest = text;
  const found: string[] = [];
  for (const { name, pattern, cue } of matchers) {
    pattern.lastIndex = 0;
    if (cue) {
      // Only where it reads as a place.
      let hit = false;
      rest = rest.replace(pattern, (match: string, lead: string, offset: number) => {
        if (!placeCue(rest, offset + lead.length, offset + match.length)) return match;
        hit = true;
        return `${lead} `;
      });
      if (hit) found.push(name);
      continue;
    }
    if (pattern.test(rest)) {
      found.push(name);
      pattern.lastIndex = 0;
      rest = rest.replace(pattern, '$1 ');
    }
  }
  // A name of several words with one typo in one word of five letters or more, the others as written ("seely lake", "east misoula").
  for (const { name } of typos ? matchers : []) {
    if (found.includes(name) || !/\s/.test(name)) continue;
    const words = name.toLowerCase().replace(/\./g, '').split(/\s+/);
    words.forEach((wanted, index) => {
      if (found.includes(name) || wanted.length < 5) return;
      rest = rest.replace(typoPattern(name, words, index), (match: string, lead: string, typed: string) => {
        if (!oneEditApart(typed.toLowerCase(), wanted) || isEverydayWord(typed)) return match;
        if (!found.includes(name)) found.push(name);
        return `${lead} `;
      });
    });
  }
  // A one-word name typed with one typo; with 'cued', a name of six letters too right after "in", "to", "near" ... ("electrician in helana?").
  const minimum = typos === 'cued' ? CUED_TYPO_MIN_LENGTH : TYPO_MIN_LENGTH;
  for (const { name } of typos ? matchers : []) {
    if (found.includes(name) || name.length < minimum || /\s/.test(name)) continue;
    const wanted = name.toLowerCase();
    rest = rest.replace(/\p{L}+/gu, (word, offset: number, whole: string) => {
      if (word.length < minimum - 1 || !oneEditApart(word.toLowerCase(), wanted)) return word;
      // Cued: six letters typed at least, right after "in", "to", "near" ... ("payment plans??" is not Plains).
      // Nor an everyday word one letter from a town ("in august" is not Augusta, "to settle" is not Seattle).
      if (
        typos === 'cued' &&
        (word.length < CUED_TYPO_MIN_LENGTH || word[0].toLowerCase() !== wanted[0] || isEverydayWord(word) || !PLACE_BEFORE.test(whole.slice(0, offset).toLowerCase()))
      )
        return word;
      if (!found.includes(name)) found.push(name);
      return ' ';
    });
  }
  return { found, rest };
}
