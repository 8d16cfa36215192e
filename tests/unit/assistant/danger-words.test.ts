import { describe, expect, it } from 'vitest';
import { boundedDistance, dangerWordFor, DANGER_VOCABULARY, readDangerWords } from '../../../src/domain/assistant/danger-words.ts';
import { OTHER_WORDS } from '../../../src/domain/assistant/danger-other-words.ts';

describe('the tolerant reading of danger words', () => {
  it.each([
    // one letter dropped, added, changed, or two swapped
    ['smok', 'smoke'],
    ['panl', 'panel'],
    ['swich', 'switch'],
    ['outlts', 'outlets'],
    ['fier', 'fire'],
    ['shcok', 'shock'],
    ['tingel', 'tingle'],
    ['brekaer', 'breaker'],
    ['burnign', 'burning'],
    ['sparrks', 'sparks'],
    ['grabed', 'grabbed'],
    ['shakeing', 'shaking'],
    ['unconcious', 'unconscious'],
    ['electricuted', 'electrocuted'],
    // doubled or tripled letters count as one
    ['zaped', 'zapped'],
    ['watter', 'water'],
    ['flamess', 'flames'],
    ['fiiire', 'fire'],
    ['hott', 'hot'],
    // the dropped g of speech
    ['smokin', 'smoking'],
    ['sparkin', 'sparking'],
    // between two danger words as near, the one that starts alike
    ['shoked', 'shocked'],
    // words run together
    ['powerline', 'power line'],
    ['powerlines', 'power lines'],
  ])('reads "%s" as "%s"', (typed, word) => {
    expect(dangerWordFor(typed)).toBe(word);
  });

  it.each([
    // English words near a danger word are words of their own
    'fine',
    'hire',
    'tire',
    'small',
    'spanking',
    'shopping',
    'tripping',
    'warn',
    'lite',
    // a misspelling nearer an English word than a danger word is read as that word
    'smal',
    'triping',
    // too short, or too far from every danger word
    'hot',
    'wet',
    'zap',
    'gonna',
    'missoula',
    'frenchtown',
  ])('leaves "%s" alone', (typed) => {
    expect(dangerWordFor(typed)).toBeUndefined();
  });

  it('writes the words out in the text, in lower case, and leaves every other word as typed', () => {
    expect(readDangerWords('POWERLINE down, the panl is smok-ing and hes shakeing!')).toBe('power line down, the panel is smoke-ing and hes shaking!');
    expect(readDangerWords("the breker's fine, it's the outlit")).toBe("the breker's fine, it's the outlet");
  });

  it('counts a swap of two neighbouring letters as one edit and stops above its limit', () => {
    expect(boundedDistance('fier', 'fire', 2)).toBe(1);
    expect(boundedDistance('panl', 'panel', 2)).toBe(1);
    expect(boundedDistance('smoke', 'smile', 2)).toBe(2);
    expect(boundedDistance('smoke', 'stick', 1)).toBe(2);
    expect(boundedDistance('fire', 'fire', 0)).toBe(0);
  });

  it('keeps the list of English words apart from the danger vocabulary, in lower-case letters', () => {
    expect(DANGER_VOCABULARY.filter((word) => OTHER_WORDS.has(word))).toEqual([]);
    expect([...OTHER_WORDS].filter((word) => !/^[a-z]+$/.test(word))).toEqual([]);
    expect(['fine', 'hire', 'small', 'spanking', 'tripping'].filter((word) => !OTHER_WORDS.has(word))).toEqual([]);
  });
});
