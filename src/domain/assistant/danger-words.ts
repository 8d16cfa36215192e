/**
 * A tolerant reading of the words the emergency classifier looks for. A frightened visitor types
 * "smok", "flamess", "on fier", "shcok", "zaped", "tingel", "panl", "brekaer", "outlts under watter",
 * "unconcious", "powerline": each is read as the danger or device word it stands for before the
 * classifier's patterns run, so one typo never hides an emergency.
 *
 * A word of four letters or more that is not itself a word (the danger vocabulary below, or an
 * English word of OTHER_WORDS) is read as the vocabulary word it is closest to when it is one edit
 * away (two between words of eight letters or more that start alike); a swap of two neighbouring
 * letters is one edit, and doubled or tripled letters count as one ("watter", "fiiire"). English
 * words that lie that close to a danger word ("fine" and "fire", "small" and "smell", "spanking"
 * and "sparking") are never read as the danger word, and a misspelling is read as a danger word
 * only when no English word of OTHER_WORDS is nearer ("smal" is small, "triping" is tripping).
 *
 * Pure and small: the chat widget imports it through the classifier.
 */
import { OTHER_WORDS } from './danger-other-words.ts';

/**
 * The words the emergency patterns are written with, in the forms they use: what a misspelling is
 * read as. Words of fewer than four letters are targets only for longer misspellings ("hott").
 * @internal
 */
export const DANGER_VOCABULARY: readonly string[] = `
  fire fires flame flames flaming blaze smoke smoking smoked smokes smoky smoldering smouldering
  spark sparks sparking sparked sparky arcing burn burns burning burnt burned scorch scorched scorching charred melt melted melting
  blackened smell smells smelling smelled stink stinks odor odour fishy plastic rubber ozone
  shock shocks shocked shocking zap zaps zapped zapping tingle tingles tingling tingled tingly jolt jolted
  electrocute electrocuted electrocuting electrocution electricity electric electrical
  hot warm heat heating buzz buzzing buzzes buzzed humming hums crackle crackling crackles crackled sizzle sizzling hissing popping
  outlet outlets socket sockets plug plugs plugged receptacle receptacles switch switches panel panels breaker breakers
  fuse fuses wire wires wiring cord cords cable cables line lines power pole poles meter mast weatherhead transformer
  fixture fixtures light lights lamp charger extension
  water flood flooded flooding leak leaking leaked soaked submerged dripping puddle rain raining
  storm downed fallen sagging dangling hanging lying laying touching
  unconscious unresponsive shaking breathing moving responding convulsing twitching grabbed holding stuck screaming

`
  .split(/\s+/)
  .filter(Boolean);

/** Words run together that the patterns read as two ("powerline", "powerlines"). */
const COMPOUNDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    powerline: 'power line',
    powerlines: 'power lines',
    powerpole: 'power pole',
    powerpoles: 'power poles',
    powercord: 'power cord',
    powerstrip: 'power strip',
    livewire: 'live wire',
    breakerbox: 'breaker box',
    fusebox: 'fuse box',
    electricline: 'electric line',
    electriclines: 'electric lines',
  }),
);

const VOCABULARY = new Set(DANGER_VOCABULARY);

/** Runs of one letter read as one: "watter" as "water", "fiiire" as "fire". */
function squeeze(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}

const TARGETS = DANGER_VOCABULARY.map((word) => ({ word, squeezed: squeeze(word) }));

/** The vocabulary words by their first and by their second letter: a word is compared only with those that can be near it. */
const BY_FIRST = new Map<string, number[]>();
const BY_SECOND = new Map<string, number[]>();
TARGETS.forEach(({ word, squeezed }, index) => {
  for (const [letters, letter] of [
    [BY_FIRST, word[0]],
    [BY_SECOND, word[1]],
    [BY_SECOND, squeezed[1]],
  ] as const) {
    const list = letters.get(letter) ?? [];
    if (!list.includes(index)) list.push(index);
    letters.set(letter, list);
  }
});
const candidate = new Uint8Array(TARGETS.length);

function markCandidates(letter: string | undefined): void {
  if (letter === undefined) return;
  for (const list of [BY_FIRST.get(letter), BY_SECOND.get(letter)]) if (list) for (const index of list) candidate[index] = 1;
}

// One row buffer pair, reused: the distance is computed for many short words per message.
const ROW_LENGTH = 40;
let previous2 = new Int32Array(ROW_LENGTH);
let previous = new Int32Array(ROW_LENGTH);
let current = new Int32Array(ROW_LENGTH);

/**
 * Edit distance with swaps of neighbouring letters (optimal string alignment), or limit + 1 once it is over limit.
 * @internal
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length >= ROW_LENGTH || b.length >= ROW_LENGTH) return limit + 1;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) best = Math.min(best, previous2[j - 2] + 1);
      current[j] = best;
      if (best < rowBest) rowBest = best;
    }
    if (rowBest > limit) return limit + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[b.length];
}

/** How many letters two words share at their start. */
function commonStart(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

/**
 * The distance between two words when it may be within the limit, limit + 1 otherwise. Most words
 * are far from every danger word, so two cheap tests come first: the lengths, and the first two
 * letters (one edit leaves the first or the second letter in place, or swaps them; two edits are
 * allowed only between words that start alike).
 */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const near = a[0] === b[0] || (limit === 1 && (a[1] === b[1] || a[0] === b[1] || a[1] === b[0]));
  return near ? boundedDistance(a, b, limit) : limit + 1;
}

/** How far a word may be from a vocabulary word to be read as it: two edits only between long words that start alike. */
function limitFor(word: string, target: string): number {
  return Math.min(word.length, target.length) >= 8 && word[0] === target[0] ? 2 : 1;
}

/**
 * The danger word a word stands for and how far it is, looking at the danger vocabulary only (the
 * tool that makes OTHER_WORDS uses it).
 * @internal
 */
export function nearestDangerWord(word: string): { word: string; distance: number } | undefined {
  const compound = COMPOUNDS.get(word);
  if (compound) return { word: compound, distance: 0 };
  if (word.length < 4 || VOCABULARY.has(word)) return undefined;
  const squeezed = squeeze(word);
  let best: string | undefined;
  let bestDistance = 3;
  candidate.fill(0);
  markCandidates(word[0]);
  markCandidates(word[1]);
  if (squeezed[1] !== word[1]) markCandidates(squeezed[1]);
  for (let index = 0; index < TARGETS.length; index += 1) {
    if (!candidate[index]) continue;
    const target = TARGETS[index];
    const limit = limitFor(word, target.word);
    const distance = squeezed === target.squeezed ? 0 : Math.min(distanceWithin(word, target.word, limit), distanceWithin(squeezed, target.squeezed, limit));
    // Between two danger words as near, the one that starts like the typed word ("shoked": "shocked", not "smoked").
    if (distance <= limit && (distance < bestDistance || (distance === bestDistance && best !== undefined && commonStart(word, target.word) > commonStart(word, best)))) {
      best = target.word;
      bestDistance = distance;
      if (distance === 0) break;
    }
  }
  return best ? { word: best, distance: bestDistance } : undefined;
}

const OTHER_SQUEEZED = new Set([...OTHER_WORDS].map(squeeze));
const OTHER_LIST = [...OTHER_WORDS];

/** Whether an English word of OTHER_WORDS is closer to the typed word than `distance`: then the word was typed for it. */
function otherWordCloser(word: string, distance: number): boolean {
  if (distance === 0) return false;
  const squeezed = squeeze(word);
  if (OTHER_SQUEEZED.has(squeezed)) return true;
  if (distance === 1) return false;
  return OTHER_LIST.some((other) => distanceWithin(word, other, 1) <= 1);
}

/** Words read already in this process: a visitor's messages repeat words, and each word is looked up once. */
const seen = new Map<string, string | null>();
const SEEN_LIMIT = 5000;

/** The danger word a typed word stands for, or undefined when it is a word of its own or too far from any. */
export function dangerWordFor(word: string): string | undefined {
  const lower = word.toLowerCase();
  const known = seen.get(lower);
  if (known !== undefined) return known ?? undefined;
  const nearest = OTHER_WORDS.has(lower) ? undefined : nearestDangerWord(lower);
  const found = nearest && !otherWordCloser(lower, nearest.distance) ? nearest.word : undefined;
  if (seen.size >= SEEN_LIMIT) seen.clear();
  seen.set(lower, found ?? null);
  return found;
}

/** The text (lower case) with every misspelled danger word written as the word it stands for; everything else as typed. */
export function readDangerWords(text: string): string {
  // Words with an apostrophe or a digit ("panel's", "2nd") are left as typed.
  return text.toLowerCase().replace(/[\p{L}][\p{L}'’]*/gu, (word) => {
    if (word.length < 4 || /['’]/.test(word)) return word;
    return dangerWordFor(word) ?? word;
  });
}
