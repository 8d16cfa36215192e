/** Edges of the search words (src/server/assistant/text.ts): the stemmer's endings, quotes and dashes at the ends of a word, two-letter words, synonyms of a word that stems to something else. */
import { describe, expect, it } from 'vitest';
import { processTerm, stem, tokenize } from '../../../src/server/assistant/text.ts';

describe('the stemmer', () => {
  it.each([
    ['batteries', 'battery'],
    ['ties', 'tie'],
    ['status', 'status'],
    ['uses', 'use'],
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
