/** Finding place names in a visitor's text: whole words, case-insensitive, longest name first. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a whole word (letters on neither side); `suffix` is a pattern that must follow it. */
export const namePattern = (name: string, suffix = '(?![\\p{L}])') => new RegExp(`(^|[^\\p{L}])${escape(name)}${suffix}`, 'giu');

export interface NameMatcher {
  name: string;
  pattern: RegExp;
}

/** Names compiled once, longest first, so "East Missoula" is found before "Missoula". */
export function nameMatchers(names: readonly string[], suffix?: string): NameMatcher[] {
  return [...names].sort((a, b) => b.length - a.length).map((name) => ({ name, pattern: namePattern(name, suffix) }));
}

/** The names found in the text, each span counted once, and the text with those spans blanked out. */
export function findNames(text: string, matchers: readonly NameMatcher[]): { found: string[]; rest: string } {
  let rest = text;
  const found: string[] = [];
  for (const { name, pattern } of matchers) {
    pattern.lastIndex = 0;
    if (pattern.test(rest)) {
      found.push(name);
      pattern.lastIndex = 0;
      rest = rest.replace(pattern, '$1 ');
    }
  }
  return { found, rest };
}
