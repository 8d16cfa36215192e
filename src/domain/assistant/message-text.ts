/**
 * A visitor's message as the assistant's language rules read it. Phones and hurried typing leave
 * runs of spaces ("rewire  a 1940s house"), tabs and no-break spaces pasted from elsewhere, and
 * commas or question marks with no space after them ("restaurant on brooks st,how often"); the
 * rules are written for words with single spaces between them, so each of those once changed the
 * answer (44 of the 3,664 tuned questions typed with double spaces got another reply, some about a
 * county instead of the price asked). A line break ends a sentence, as a full stop does: the rules
 * read sentences within one line (after punctuation, 20 of the tuned questions typed over two lines
 * got another reply), so a line break becomes a space after punctuation and a full stop elsewhere.
 */

/** Runs of spaces, tabs and no-break spaces (any white space but the line feed). */
const SPACES = /[^\S\n]+/g;
/** Line breaks (blank lines too) with the punctuation before them, once the spaces are single. */
const LINE_BREAKS = /([.?!,;:])? ?(?:\n ?)+/g;
/** A comma, question mark, exclamation mark or semicolon written against the next word (not inside a web or e-mail address). */
const PUNCTUATION_AGAINST_WORD = /(?<![/@=]\S*)([,;?!])(?=\p{L})/gu;

/** A message typed in capitals alone: no lower-case letter in it. */
const SHOUTED = /^[^\p{Ll}]*$/u;

/** The message on one line, with single spaces between words and nothing around it. Idempotent. */
export function tidyMessage(text: string): string {
  return (SHOUTED.test(text) ? text.toLowerCase() : text)
    .trim()
    .replace(SPACES, ' ')
    .replace(LINE_BREAKS, (_, mark: string | undefined) => `${mark ?? '.'} `)
    .replace(PUNCTUATION_AGAINST_WORD, '$1 ');
}
