/**
 * A price the site publishes no figure for (src/server/assistant/answerer.ts, pricingAnswer): an
 * hourly rate, or a set fee (trip, call-out, minimum charge). The answer says so plainly, then how
 * we price (the costs FAQ after its first sentence, word for word) and how to get a free estimate.
 */
import { describe, expect, it } from 'vitest';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';

const HOW_WE_PRICE =
  'Prices depend on the work, the materials and access, so we give you a clear written estimate with no hidden fees before any work begins. ' +
  'Our online assistant can give a preliminary range, and financing options are available for larger projects, subject to credit approval. ' +
  'Estimates are free: call us at (406) 555-0142, or use the Estimate tab for a preliminary range.';
const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question)).text;

describe('a price the site gives no figure for', () => {
  it.each(['whats your hourly rate', 'how much do you charge per hour'])('"%s": no hourly rate is published', (question) => {
    expect(answer(question)).toBe(`I don't have an hourly rate to give you: our website doesn't list one. ${HOW_WE_PRICE}`);
  });

  it.each(['do you charge a trip fee', 'is there a service call fee', "what's your call-out charge", 'do you have a minimum charge'])(
    '"%s": no set fee is published',
    (question) => {
      expect(answer(question)).toBe(`I don't have a set fee to give you: our website doesn't list one. ${HOW_WE_PRICE}`);
    },
  );
});
