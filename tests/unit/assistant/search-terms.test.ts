/** Edges of the search words (src/server/assistant/text.ts): the stemmer's endings, quotes and dashes at the ends of a word, two-letter words, synonyms of a word that stems to something else. */
import { describe, expect, it } from 'vitest';
import { processTerm, replacePhrases, stem, tokenize } from '../../../src/server/assistant/text.ts';

describe('the stemmer', () => {
  it.each([
    ['batteries', 'battery'],
    ['ties', 'tie'],
    ['status', 'status'],
    ['uses', 'use'],
    ['orchestra', 'orchestra'],
    ['kingdoms', 'kingdom'],
    ['proceeding', 'proceed'],
    ['bottled', 'bottl'],
    ['shopping', 'shop'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('a search term', () => {
  it.each([
    ["o'clock", "o'clock"],
    ['o’clock', "o'clock"],
    ["''panel", 'panel'],
    ["panel''", 'panel'],
    ['--panel--', 'panel'],
    ['pa-nel', 'pa-nel'],
    ['ev', 'ev'],
    ['ac', 'ac'],
    ['insured', 'insurance'],
  ])('%s -> %s', (word, expected) => {
    expect(processTerm(word)).toBe(expected);
  });

  it('keeps 24/7 whole', () => {
    expect(tokenize('open 24/7')).toEqual(['open', '24/7']);
  });
});

describe('measures written as the pages write them', () => {
  it.each([
    ['a 24x36 shed', 'a   shed'],
    ['a 24 x 36 shed', 'a   shed'],
    ['a 24X36 shed', 'a   shed'],
    ['a 24×36 shed', 'a   shed'],
  ])('drops the size "%s"', (text, expected) => {
    expect(replacePhrases(text)).toBe(expected);
  });

  it.each(['100 to 200 amps', '100-200 amps', '100 or 200A', '100  to  200  amps', '100-200amps', '100 to 200 amp', '100 to 200 ampere', '100 to 200 amperes'])(
    'writes the amperage range "%s" as the pages do',
    (text) => {
      expect(replacePhrases(text)).toBe('100a to 200a');
    },
  );

  it.each(['200 amps', '200-amp', '200amp', '200 ampere', '200  amps'])('writes the amperage "%s" as the pages do', (text) => {
    expect(replacePhrases(text)).toBe('200a');
  });

  it.each([
    ['a 1950s house', 'a old house'],
    ["the '70s", 'the old'],
    ['70s house', 'old house'],
    ["50's wiring", 'old wiring'],
    ['the 50s', 'the old'],
    ['1950sx', '1950sx'],
    ['built in 1962', 'built in old'],
    ['built  1962', 'built  old'],
    ['since the  1962', 'since the  old'],
    ['since the 1962', 'since the old'],
    ['from 1962', 'from old'],
    ['built in 1995', 'built in 1995'],
  ])('reads a decade or a year of the last century as old: "%s"', (text, expected) => {
    expect(replacePhrases(text)).toBe(expected);
  });
});
