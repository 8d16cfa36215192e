import { describe, expect, it } from 'vitest';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';

const UNKNOWN = /^I'm not sure about that: our website doesn't say, and I won't guess\./;

/**
 * A business-fact question (payment, warranty, licence...) is answered from the topic's own words
 * only when the rest of the question is about something the site talks about. When most of its
 * subject words are ones the site never uses, the honest answer is "I don't know", not the nearest
 * fact.
 */
describe('the unknown-term gate of business facts', () => {
  it.each([
    ['can I pay with dogecoin', 'payment'],
    ['do you offer a warranty on zorbium gizmos', 'warranty'],
    ['do you have a warranty for haircuts', 'warranty'],
  ])('"%s" (%s) about a subject the site never names gets "I don\'t know"', (question, topic) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact: topic });
    const answer = answerFromKnowledge(question);
    expect(answer.source).toBe('unknown');
    expect(answer.text).toMatch(UNKNOWN);
  });

  it('a way to pay the site never names is out of scope, and gets "I don\'t know"', () => {
    expect(routeMessage('do you take payment in bitcoin')).toMatchObject({ intent: 'out-of-scope' });
    const answer = answerFromKnowledge('do you take payment in bitcoin');
    expect(answer.source).toBe('unknown');
    expect(answer.text).toMatch(UNKNOWN);
  });

  it.each([
    ['when is payment due on a kitchen job', 'Payment is due when the work is complete'],
    ['do you carry insurance in case something gets damaged', 'licensed and insured'],
    ['do you offer a warranty on your work', 'We warrant that our work'],
  ])('"%s", whose subject the site names (or one unknown word among known ones), gets the fact', (question, fact) => {
    const answer = answerFromKnowledge(question);
    expect(answer.source).toBe('knowledge');
    expect(answer.text).toContain(fact);
  });
});
