/**
 * A visitor's message as the assistant's language rules read it. Phones and hurried typing leave
 * runs of spaces ("rewire  a 1940s house"), tabs and no-break spaces pasted from elsewhere, and
 * commas or question marks with no space after them ("restaurant on brooks st,how often"); the
 * rules are written for words with single spaces between them, so each of those once changed the
 * answer (44 of the 3,664 tuned questions typed with double spaces got another reply, some about a
 * county instead of the price asked). A line break ends a sentence, as a full stop does: the rules
 * read sentences within one line (after punctuation, 20 of the tuned questions typed over two lines
 * got another reply), so a line break becomes a space after punctuation and a full stop elsewhere.
 * Phones also write curly apostrophes and quotes ("what’s", the default on an iPhone), add emoji and
 * repeat question marks, and people pause with an ellipsis; the rules are written with straight
 * apostrophes, read no emoji and split clauses at commas, and each of those changed some replies too
 * (6, 9, 4 and 4 of the tuned questions).
 */

/** Runs of spaces, tabs and no-break spaces (any white space but the line feed). */
const SPACES = /[^\S\n]+/g;
/** Line breaks (blank lines too) with the punctuation before them, once the spaces are single. */
const LINE_BREAKS = /([.?!,;:])? ?(?:\n ?)+/g;
/** A comma, question mark, exclamation mark or semicolon written against the next word. */
const PUNCTUATION_AGAINST_WORD = /([,;?!])(?=\p{L})/gu;
/** Where a web or e-mail address starts inside a run of characters ("page?id=2", "a,b@x.example"). */
const ADDRESS = /[/@=]/;

/** Curly and other apostrophes, and curly quotes. */
const APOSTROPHES = /[\u2018\u2019\u02bc`\u00b4]/g;
const QUOTES = /[\u201c\u201d\u201e]/g;
/** Emoji and pictographs, with their joiners, variation selectors and skin tones. */
const EMOJI = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f)+/gu;
/** A letter or a figure: emoji beside words are set aside; a message of emoji alone ("😊👍") is kept, as small talk. */
const WORDS = /[\p{L}\p{N}]/u;
/** A question or exclamation mark repeated ("???", "?!"). */
const REPEATED_MARKS = /([?!])[?!]+/g;
/** A space left before a mark (an emoji taken out of "thanks 👍!"). */
const SPACE_BEFORE_MARK = / ([,;?!])/g;
/** An ellipsis between two words: a pause, read as a comma ("about a quote... how long"). */
const ELLIPSIS = /(?:\.{2,}|\u2026)(?= \p{L})/gu;
/** A message typed in capitals alone: no lower-case letter in it. */
const SHOUTED = /^[^\p{Ll}]*$/u;

/** The message on one line, with single spaces between words and nothing around it. Idempotent. */
export function tidyMessage(text: string): string {
  return (SHOUTED.test(text) ? text.toLowerCase() : text)
    .replace(APOSTROPHES, "'")
    .replace(QUOTES, '"')
    .replace(EMOJI, (emoji) => (WORDS.test(text) ? ' ' : emoji))
    .trim()
    .replace(SPACES, ' ')
    .replace(LINE_BREAKS, (_, mark: string | undefined) => `${mark ?? '.'} `)
    .replace(ELLIPSIS, ',')
    .replace(SPACE_BEFORE_MARK, '$1')
    .replace(REPEATED_MARKS, '$1')
    .replace(/\S+/g, spacedMarks);
}

/**
 * One run of characters with a space after each mark written against the next word, up to where an
 * address starts. Run by run rather than with a look-behind, which read back over the whole run at
 * every character (2 ms for 2,000 characters without a space; this takes linear time).
 */
function spacedMarks(run: string): string {
  const address = run.search(ADDRESS);
  const words = address < 0 ? run : run.slice(0, address);
  return words.replace(PUNCTUATION_AGAINST_WORD, '$1 ') + run.slice(words.length);
}
