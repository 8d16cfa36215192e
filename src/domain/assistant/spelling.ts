/**
 * Misspellings and chat abbreviations of the words the intent router looks for: "hourz",
 * "warrenty", "garantee", "finacing", "genrator", "breker keeps triping", "yrs". The router's rules
 * are patterns of whole words, so one misspelled word would otherwise decide what a message is
 * about ("do you garantee ur work" read as a question the site cannot answer).
 *
 * A word is read as a keyword when it is not a word we know (the site's vocabulary, plugged in by
 * the server with setKnownWords, or the short list of everyday words below), starts with the same
 * letter, is not another form of it ("charge", "charger"), and is one edit away (two between words of
 * eight letters or more; a swap of two neighbouring letters is one edit). Words of fewer than five letters are left alone: too many everyday words
 * lie one letter from each other.
 *
 * Pure and small (no framework): the chat widget imports it through the router.
 */

/** The words the router's rules (and the site's pages) use for what a visitor asks about. */
const KEYWORDS = `
  warranty warranties guarantee guaranteed workmanship financing finance financed payment payments deposit invoice
  licensed license licence insured insurance bonded certified experience estimate estimates address located location
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
};

/** Everyday words an edit or two from a keyword ("lightning", "charges", "contract"): never read as the keyword. */
const EVERYDAY = new Set(
  `lightning electricity electrics feature features charges charged changer charter contract contrast quite quiet
  powder poker poser horse repaid dimmed dimmest tries trims traps tipped tipping tripled trapping flicked wiping
  outset outrage sundae recesses inspector instill emergence switched upgraded`.split(/\s+/),
);

let knownWord: ((word: string) => boolean) | undefined;

/** Plugs in (or, with undefined, removes) the check that a word is one the site uses: such a word is never corrected. */
export function setKnownWords(check: ((word: string) => boolean) | undefined): void {
  knownWord = check;
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

const KEYWORD_SET = new Set(KEYWORDS);

/** The keyword a misspelled word stands for, or undefined. */
export function keywordFor(word: string): string | undefined {
  const lower = word.toLowerCase();
  const short = ABBREVIATIONS[lower];
  if (short) return short;
  if (lower.length < 5 || KEYWORD_SET.has(lower) || EVERYDAY.has(lower) || /\d/.test(lower)) return undefined;
  if (knownWord?.(lower)) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const keyword of KEYWORDS) {
    const limit = keyword.length >= 8 && lower.length >= 8 ? 2 : 1;
    // Another form of the word ("charge" and "charger") is not a misspelling of it.
    if (keyword[0] !== lower[0] || keyword.length < 5 || keyword.startsWith(lower) || lower.startsWith(keyword)) continue;
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
  // Words with an apostrophe ("panel's", "don't") are left as typed.
  return text.replace(/[\p{L}][\p{L}']*/gu, (word) => {
    if (word.includes("'")) return word;
    const keyword = keywordFor(word);
    if (!keyword) return word;
    return word === word.toUpperCase() && word.length > 1 ? keyword.toUpperCase() : keyword;
  });
}
