/**
 * A price asked together with financing (src/server/assistant/answerer.ts): the offline answer adds
 * the costs FAQ's sentence on financing to the price, whichever common wording asks for it, and only
 * when it is asked.
 */
import { describe, expect, it } from 'vitest';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';

// The costs FAQ (src/content/faq), word for word.
const FINANCING = 'Financing options are available for larger projects, subject to credit approval.';
const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question)).text;

describe('a price asked with financing', () => {
  it.each([
    'how much is a 200 amp panel upgrade, do you finance',
    'price of a panel upgrade with financing',
    'how much is a 200 amp panel upgrade and do you have payment plans',
    'how much for a panel upgrade with a payment plan',
    // Typed in a hurry: two spaces between the words.
    'how much is a new panel and do you offer payment  plans',
    'how much for a panel upgrade, can I make monthly payments',
    'what does a panel upgrade cost and is there a monthly payment option',
    'how much for an ev charger, any financing?',
    // Financing asked without the word: paying monthly, over time, in installments.
    'how much to add 4 outlets and can i pay monthly',
    'how much for a generator, can i pay it over time',
    'how much for a panel, can i pay in installments',
  ])('"%s" gets the price and the financing sentence', (question) => {
    const text = answer(question);
    // A range in dollars first (the estimator's preliminary range of the job asked about).
    expect(text).toMatch(/range (?:\w+ )*is \$\d/);
    expect(text).toContain(FINANCING);
  });

  it.each(['how much is a panel upgrade', 'how much for an ev charger', 'how much is a panel upgrade, and do you pull the permit'])(
    '"%s" gets the price without it',
    (question) => {
      const text = answer(question);
      expect(text).toContain('$');
      expect(text).not.toContain('Financing options');
    },
  );
});
