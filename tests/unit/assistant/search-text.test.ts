import { describe, expect, it } from 'vitest';
import { contentTerms, processTerm, replacePhrases, stem, termSimilarity, tokenize } from '../../../src/server/assistant/text.ts';

describe('the search words of a text', () => {
  it('tokenizes phrases as one word, keeps 24/7, splits other slashes and hyphenated words', () => {
    expect(tokenize('three-phase 24/7 110/120 breaker box, outlets')).toEqual(['three-phase', 'three', 'phase', '24/7', '110', '120', 'panel', 'outlets']);
    expect(tokenize('')).toEqual([]);
  });

  it('replaces synonym phrases, whatever their case and spacing, only as whole words', () => {
    expect(replacePhrases('My Breaker  Box is old; breakerbox')).toBe('My panel is old; breakerbox');
  });

  it.each([
    ['outlets', 'outlet'],
    ['bus', 'bus'],
    ['cities', 'city'],
    ['classes', 'class'],
    ['glass', 'glass'],
    ['analysis', 'analysis'],
    ['ties', 'tie'],
    ['ies', 'ies'],
    ['dogs', 'dog'],
  ])('stems %s to %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it('lower-cases, drops stop words and short words, strips quotes and dashes, and maps synonyms', () => {
    expect(['Outlets', "'quoted'", 'a', 'the', 'x', 'don’t', '-dash-', 'Receptacles'].map(processTerm)).toEqual(['outlet', 'estimate', null, null, null, null, 'dash', 'outlet']);
  });

  it('gives each content term once, in order', () => {
    expect(contentTerms('The outlets and the OUTLET in my kitchen')).toEqual(['outlet', 'kitchen']);
  });

  it('compares two texts by their shared terms, 0 when either has none', () => {
    expect(termSimilarity('new kitchen outlets', 'kitchen outlet')).toBeCloseTo(2 / Math.sqrt(6), 10);
    expect(termSimilarity('the and', 'kitchen outlet')).toBe(0);
    expect(termSimilarity('kitchen outlet', '')).toBe(0);
  });
});
