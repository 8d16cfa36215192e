/** The rules of the keyword spelling correction (src/domain/assistant/spelling.ts), one at a time. */
import { describe, expect, it } from 'vitest';
import { editDistance, keywordFor } from '../../../src/domain/assistant/spelling.ts';

describe('the edit distance', () => {
  it.each([
    ['ab', 'ba', 1],
    // A swap counts only when both letters trade places.
    ['ab', 'xa', 2],
    ['ab', 'bx', 2],
    ['abc', 'acb', 1],
    ['', 'abc', 3],
  ])('from %s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('stops above the limit: one more than the limit when the lengths alone differ by more', () => {
    expect(editDistance('gen', 'generator')).toBe(3);
    expect(editDistance('gen', 'generator', 6)).toBe(6);
  });
});

describe('which words are read as a keyword', () => {
  it('leaves a keyword as it is, even one a letter from another keyword', () => {
    expect(keywordFor('license')).toBeUndefined();
    expect(keywordFor('licence')).toBeUndefined();
  });

  it('leaves words of fewer than five letters alone', () => {
    expect(keywordFor('pnel')).toBeUndefined();
    expect(keywordFor('panl')).toBeUndefined();
    expect(keywordFor('pannel')).toBe('panel');
  });

  it('allows two edits only between words of eight letters or more', () => {
    expect(keywordFor('lisenced')).toBe('licensed');
    expect(keywordFor('garrages')).toBeUndefined();
    expect(keywordFor('garrage')).toBe('garage');
  });

  it('takes a longer form of a keyword as another form, not a misspelling', () => {
    expect(keywordFor('inspections')).toBeUndefined();
  });

  it('takes the first keyword of the list when two are as near', () => {
    // "license" and "licence" are both one edit away; "license" comes first.
    expect(keywordFor('licene')).toBe('license');
  });
});
