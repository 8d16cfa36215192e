/** Misspelled keywords and abbreviations, read by the intent router (src/domain/assistant/spelling.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { addKeywords, correctSpelling, editDistance, keywordFor, ruleWords, setKnownWords } from '../../../src/domain/assistant/spelling.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';

afterEach(() => setKnownWords(undefined));

describe('the edit distance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('emial', 'email')).toBe(1);
    expect(editDistance('warrenty', 'warranty')).toBe(1);
    expect(editDistance('garantee', 'guarantee')).toBe(1);
    expect(editDistance('lisenced', 'licensed')).toBe(2);
    expect(editDistance('panel', 'generator')).toBeGreaterThan(2);
  });
});

describe('misspelled keywords', () => {
  it.each([
    ['hourz', 'hours'],
    ['warrenty', 'warranty'],
    ['garantee', 'guarantee'],
    ['finacing', 'financing'],
    ['genrator', 'generator'],
    ['breker', 'breaker'],
    ['triping', 'tripping'],
    ['saterday', 'saturday'],
    ['upgades', 'upgrades'],
    ['yrs', 'years'],
    ['hrs', 'hours'],
  ])('reads %s as %s', (typed, keyword) => {
    expect(keywordFor(typed)).toBe(keyword);
  });

  it.each(['lightning', 'electricity', 'charge', 'charges', 'contract', 'quite', 'closet', 'nights', 'breaks', 'changes', 'features', 'panel', 'hours', 'wire'])(
    'leaves the everyday word or keyword %s alone',
    (word) => {
      expect(keywordFor(word)).toBeUndefined();
    },
  );

  it('leaves a word the site uses alone, once the site vocabulary is plugged in', () => {
    expect(keywordFor('powder')).toBeUndefined();
    expect(keywordFor('hourz')).toBe('hours');
    setKnownWords((word) => word === 'hourz');
    expect(keywordFor('hourz')).toBeUndefined();
  });

  it('corrects whole messages, keeping everything else and the capitals', () => {
    expect(correctSpelling('my breker keeps triping')).toBe('my breaker keeps tripping');
    expect(correctSpelling('WHATS THE WARRENTY')).toBe('WHATS THE WARRANTY');
    expect(correctSpelling("the panel's cover")).toBe("the panel's cover");
  });
});

describe('the router reads misspellings as their keywords', () => {
  it.each([
    ['wat r ur hourz', 'business-fact', 'hours'],
    ['do you garantee ur work', 'business-fact', 'warranty'],
    ['do you offer finacing', 'business-fact', 'financing'],
    ['how many yrs you been doing this', 'business-fact', 'experience'],
  ])('%s', (message, intent, fact) => {
    const route = routeMessage(message);
    expect(route.intent).toBe(intent);
    expect(route.fact).toBe(fact);
    expect(route.text).not.toBe(message);
  });

  it('finds an emergency behind a misspelled word ("breker is hot")', () => {
    expect(routeMessage('the breker feels really hot').intent).toBe('emergency');
  });

  it('names a misspelled service ("genrator")', () => {
    expect(routeMessage('do you do genrator installs').service).toBe('generator');
  });
});

describe('the words typos are read as', () => {
  it("takes a rule's whole words, not its stems or what its lookarounds leave out", () => {
    const words = ruleWords([
      /\bfree\b.{0,30}\b(?:estimat\w*|quot\w*)|\b(?:physical|mailing)\s+address\b|\bgen(?:erator|nerator)s?\b|\bhours?\b|\bavailable\b(?!\s+(?:around|nearby)\b)|\bcredit\s+approval\b/i,
    ]);
    expect(words.sort()).toEqual(['address', 'approval', 'available', 'credit', 'free', 'hours', 'mailing', 'physical']);
  });

  it("reads typos of the router's rule words (derived from its rules) and of the words the server adds", () => {
    expect(routeMessage('how long are ur quotes vaild').fact).toBe('free-estimate');
    expect(keywordFor('yeers')).toBe('years');
    expect(keywordFor('zuchini')).toBeUndefined();
    addKeywords(['zucchini']);
    expect(keywordFor('zuchini')).toBe('zucchini');
  });

  it('reads a danger word only through a swap, a letter dropped or added, or a last letter typed twice', () => {
    expect(keywordFor('tingel')).toBe('tingle');
    expect(keywordFor('fier')).toBe('fire');
    expect(keywordFor('flamess')).toBe('flames');
    expect(keywordFor('unconcious')).toBe('unconscious');
    expect(keywordFor('hangin')).toBe('hanging');
  });

  it.each(['bought', 'sells', 'playing', 'spelling', 'meeting', 'filling', 'taking', 'garbage'])(
    'leaves the everyday word "%s" alone (the generated list of everyday words)',
    (word) => {
      expect(keywordFor(word)).toBeUndefined();
    },
  );

  it('reads "constructor" and other names of an object\'s own machinery as the words they are', () => {
    expect(correctSpelling('what is the constructor of toString')).toBe('what is the constructor of toString');
  });

  it.each(['stock', 'spoke', 'frames', 'shack', 'shook', 'back', 'taxes', 'cards'])(
    'leaves "%s" alone: one changed consonant (or a letter added to a short word) makes it another word',
    (word) => {
      expect(keywordFor(word)).toBeUndefined();
    },
  );
});
