/**
 * Paying financing off early (src/server/assistant/answerer.ts): the financing page's FAQ says there
 * is no prepayment penalty. Asked whether one may pay early, the answer is "Yes"; asked whether
 * there is a penalty, "No"; never "Yes. There is no prepayment penalty".
 */
import { describe, expect, it } from 'vitest';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';

const NO_PENALTY = 'There is no prepayment penalty, so you can pay off the balance early at no extra cost. Questions? Call us at (406) 555-0142.';
const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question)).text;

describe('paying financing off early', () => {
  it.each([
    'if i finance a panel can i pay it off sooner',
    'with your financing can i pay it off ahead of schedule',
    'can i pay off my loan early with your financing',
    'does your financing allow early payoff',
    'does the financing allow an early pay-off',
    'can i prepay the financing',
  ])('"%s": yes', (question) => {
    expect(answer(question)).toBe(`Yes. ${NO_PENALTY}`);
  });

  it.each(['any prepayment penalty on your financing', 'is there a penalty if i pay off the financing early', 'are there fees if i pay the financing off early'])(
    '"%s": no',
    (question) => {
      expect(answer(question)).toBe(`No. ${NO_PENALTY}`);
    },
  );
});
