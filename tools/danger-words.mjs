// Makes src/domain/assistant/danger-other-words.ts: the English words the emergency classifier's
// tolerant reading (src/domain/assistant/danger-words.ts) must never take for a danger word, and
// against which it weighs a misspelling ("smal" is nearer "small" than "smell").
//
//   node tools/danger-words.mjs          (needs the word lists of Debian's wamerican and scowl packages)
//
// Two kinds of word are kept:
// - every word of the American English list (/usr/share/dict/words, about 100,000 words) that the
//   reading would otherwise read as a danger word ("fine" as "fire", "spanking" as "sparking");
// - every common word (SCOWL sizes 10 and 20, about 11,000 words) within two edits of a danger
//   word: a typo of it may lie as near a danger word as to it.
// Run it again whenever DANGER_VOCABULARY or the reading's limits change.
import { readFileSync, writeFileSync } from 'node:fs';
import { boundedDistance, DANGER_VOCABULARY, nearestDangerWord } from '../src/domain/assistant/danger-words.ts';

const OUT = new URL('../src/domain/assistant/danger-other-words.ts', import.meta.url);
const SCOWL = '/usr/share/dict/scowl';

/** Words a chat message uses that no list has, near a danger word. */
const CHAT_WORDS = [];

function words(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => /^[a-z]+$/.test(word));
}

const squeeze = (word) => word.replace(/(.)\1+/g, '$1');
const vocabulary = new Set(DANGER_VOCABULARY);
const dictionary = new Set(words('/usr/share/dict/words'));
const common = new Set(['english', 'american'].flatMap((list) => [10, 20].flatMap((size) => words(`${SCOWL}/${list}-words.${size}`))));

const kept = new Set(CHAT_WORDS);
for (const word of dictionary) {
  const nearest = nearestDangerWord(word);
  if (nearest && !nearest.word.includes(' ')) kept.add(word);
}
for (const word of common) {
  if (word.length < 4 || vocabulary.has(word)) continue;
  const near = DANGER_VOCABULARY.some(
    (danger) => Math.abs(danger.length - word.length) <= 2 && Math.min(boundedDistance(word, danger, 2), boundedDistance(squeeze(word), squeeze(danger), 2)) <= 2,
  );
  if (near) kept.add(word);
}

const sorted = [...kept].filter((word) => !vocabulary.has(word)).sort();
const lines = [];
let line = '';
for (const word of sorted) {
  if (line && line.length + word.length + 1 > 150) {
    lines.push(line);
    line = word;
  } else line = line ? `${line} ${word}` : word;
}
if (line) lines.push(line);

writeFileSync(
  OUT,
  `/**
 * English words that are not danger words, near one: the emergency classifier's tolerant reading
 * (danger-words.ts) never reads them as the danger word, and reads a misspelling as a danger word
 * only when none of them is nearer ("smal" is "small", not "smell"; "triping" is "tripping", not
 * "dripping").
 *
 * Made by tools/danger-words.mjs from the American English word list (Debian's wamerican) and
 * SCOWL's common words (sizes 10 and 20): ${sorted.length} words. Do not edit by hand: change the tool
 * or DANGER_VOCABULARY and run it again.
 */
export const OTHER_WORDS: ReadonlySet<string> = new Set(
  \`
${lines.map((text) => `  ${text}`).join('\n')}
\`
    .split(/\\s+/)
    .filter(Boolean),
);
`,
);
console.log(`${sorted.length} words written to ${OUT.pathname}`);
