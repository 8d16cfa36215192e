/**
 * How a curated entry is found (src/server/assistant/curated.ts): the index finds candidates by
 * typos and word starts, the five best candidates are weighed by the similarity of their subject
 * words, and the most similar wins (the first found, on a tie).
 */
import { describe, expect, it } from 'vitest';
import { curatedMatcher, matchCurated } from '../../../src/server/assistant/curated.ts';

const entry = (id: number, question: string) => ({ id, question, answer: `Answer ${id}.`, category: 'general' });

describe('curated entries', () => {
  it('are found by a typo or the start of a word, then weighed by shared words (none here)', () => {
    const saunas = [entry(1, 'Do you install saunas?')];
    expect(matchCurated('saunaz', saunas, 0)).toEqual({ entry: saunas[0], similarity: 0 });
    expect(matchCurated('saun', saunas, 0)).toEqual({ entry: saunas[0], similarity: 0 });
    const generators = [entry(2, 'Do you install generators?')];
    expect(matchCurated('gener', generators, 0)).toEqual({ entry: generators[0], similarity: 0 });
  });

  it('the most similar wins, even when the search ranks it lower', () => {
    // The search ranks entry 2 first (all three words); entry 1 shares more of its own words.
    const entries = [entry(1, 'generators generator transfer'), entry(2, 'generator transfer switch install cost time')];
    expect(matchCurated('generator transfer switch', entries)?.entry.id).toBe(1);
  });

  it('only among the five the search ranks first', () => {
    const entries = [entry(1, 'generators generator transfer'), ...[2, 3, 4, 5, 6].map((id) => entry(id, `generator transfer switch install cost time w${id}`))];
    expect(matchCurated('generator transfer switch', entries)?.entry.id).toBe(2);
  });

  it('on a tie, the first the search ranks', () => {
    const entries = [entry(1, 'panel panel panel'), entry(6, 'panel upgrade cost price time work')];
    // Both share 0.707 of their words with the question; the search ranks entry 6 first.
    expect(matchCurated('panel upgrade', entries, 0.1)).toEqual({ entry: entries[1], similarity: 0.707 });
  });

  it('a matcher over no entries finds nothing', () => {
    expect(curatedMatcher([])('Do you install saunas?')).toBeUndefined();
  });
});
