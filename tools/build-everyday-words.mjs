// Writes src/domain/assistant/everyday-words.json: the everyday English words that lie one edit
// from a word the spelling corrector reads typos as (src/domain/assistant/spelling.ts), so that
// the corrector never reads them as that word ("bought" is not "brought", "sells" is not
// "smells"), and from a town outside our area that the router finds with a typo ("august" is not
// Augusta). The words come from the SCOWL lists (size 50 and below: common words), installed as
// /usr/share/dict/scowl by the Debian package "scowl" (or give SCOWL_DIR). Run by hand with
// `node tools/build-everyday-words.mjs` after changing the keyword list, the danger words or the
// rules whose words the corrector reads; the file is committed.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { keywordFor, setEverydayWords, setKnownWords } from '../src/domain/assistant/spelling.ts';
import { OUTSIDE_SERVICE_AREA } from '../src/domain/assistant/area-names.ts';
import { oneEditApart } from '../src/domain/assistant/place-names.ts';
// The router's and the classifier's rule words, and the server's (synonyms, filler words), are added as these load.
import '../src/domain/assistant/intent.ts';
import '../src/server/assistant/answerer.ts';

const directory = process.env.SCOWL_DIR ?? '/usr/share/dict/scowl';
const SIZES = [10, 20, 35, 40, 50];
const output = fileURLToPath(new URL('../src/domain/assistant/everyday-words.json', import.meta.url));

const files = readdirSync(directory).filter((name) => {
  const match = /^(?:american|english)-words\.(\d+)$/.exec(name);
  return match && SIZES.includes(Number(match[1]));
});
if (!files.length) throw new Error(`no SCOWL word lists (american-words.10 ... .50) in ${directory}`);
const words = new Set();
for (const name of files) {
  for (const word of readFileSync(`${directory}/${name}`, 'latin1').split('\n')) if (/^[a-z]{4,}$/.test(word)) words.add(word);
}

// Read as the browser reads, with neither the site's vocabulary nor the list being made.
setKnownWords(undefined);
setEverydayWords([]);
// And those one edit from a town outside our area of six letters or more, which the router finds with a typo after
// "in", "to", "near" ... (place-names.ts): "in august" is not Augusta, "to settle" is not Seattle.
const towns = OUTSIDE_SERVICE_AREA.filter((name) => !/\s/.test(name) && name.length >= 6).map((name) => name.toLowerCase());
const nearTown = (word) => word.length >= 6 && towns.some((town) => town !== word && town[0] === word[0] && oneEditApart(word, town));
const everyday = [...words].filter((word) => keywordFor(word) !== undefined || nearTown(word)).sort();
const json = {
  about: `Everyday English words (SCOWL ${files.sort().join(', ')}) one edit from a word the spelling corrector reads typos as, or from a town the router finds with a typo: never corrected. Made by tools/build-everyday-words.mjs.`,
  words: everyday,
};
writeFileSync(output, `${JSON.stringify(json, null, 2)}\n`);
console.log(`Wrote ${everyday.length} words to ${output}`);
