/** Misspelled keywords and abbreviations, read by the intent router (src/domain/assistant/spelling.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { correctSpelling, editDistance, keywordFor, setKnownWords } from '../../../src/domain/assistant/spelling.ts';
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
