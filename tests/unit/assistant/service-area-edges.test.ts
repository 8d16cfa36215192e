/**
 * Edges of the service-area answer (src/server/assistant/service-area.ts): which wordings ask
 * whether we work somewhere, a town's name alone, a place it cannot place read out of the question
 * (spacing, several words, punctuation, words that are not places), and the plural of several towns.
 */
import { describe, expect, it } from 'vitest';
import { answerServiceArea } from '../../../src/server/assistant/service-area.ts';

const served = (question: string) => answerServiceArea(question)?.served;
const unknown = (question: string) => answerServiceArea(question)?.unknown;

describe('a place it cannot place', () => {
  it.each([
    ['do you serve  Springfield?', 'Springfield'],
    ['do you serve Glacier Park?', 'Glacier Park'],
    ['do you serve Glacier  Park Village?', 'Glacier Park Village'],
    ['do you serve The  Dalles?', 'Dalles'],
    ['do you serve Springfield MT.', 'Springfield'],
    ['do you serve Mt. Pleasant?', 'Mt. Pleasant'],
    ['do you serve Springfield...', 'Springfield'],
    ['do you serve Springfield.', 'Springfield'],
    ['do you serve Montana, near Springfield?', 'Springfield'],
  ])('"%s" names %s', (question, place) => {
    expect(unknown(question)).toBe(place);
    expect(answerServiceArea(question)?.text).toMatch(new RegExp(`^I can't confirm whether ${place.replace('.', '\\.')} is in our service area\\. `));
  });
});

describe('a town named, and how the question asks about it', () => {
  it.each(['misoula?', 'do you serve Misoula?'])('reads a town typed with one typo ("%s")', (question) => {
    expect(served(question)).toEqual(['Missoula']);
  });

  it.each(['lolo?', 'lolo in mt', 'lolo, in  mt?', 'lolo, mt??', 'lolo mt '])('takes a town named alone as the question ("%s")', (question) => {
    expect(served(question)).toEqual(['Lolo']);
  });

  it.each(['what about lolo', 'hours for lolo?', 'montana?', 'do you service generators?'])('does not take "%s" as a question about the area', (question) => {
    expect(answerServiceArea(question)).toBeUndefined();
  });

  it.each(['will you go to lolo?', 'will  you  go to lolo', 'do you do work out by lolo', 'do you do  work out by lolo', 'servicing lolo', 'servicing  the  lolo area'])(
    'takes "%s" as asking whether we work there',
    (question) => {
      expect(served(question)).toEqual(['Lolo']);
    },
  );

  it('says "are" of several served towns beside one outside', () => {
    expect(answerServiceArea('do you serve Lolo, Florence and Billings?')?.text).toMatch(/^Florence and Lolo are in our service area, but Billings is outside our service area\. /);
    expect(answerServiceArea('do you serve Lolo and Billings?')?.text).toMatch(/^Lolo is in our service area, but Billings is outside our service area\. /);
  });
});
