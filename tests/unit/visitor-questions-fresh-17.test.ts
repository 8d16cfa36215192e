/** The shape of the seventeenth held-out question set (tests/quality/visitor-questions.fresh-17.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_17_QUESTIONS } from '../quality/visitor-questions.fresh-17.ts';

describeHeldOutSet({
  title: 'the seventeenth held-out question set',
  name: 'fresh-17',
  questions: FRESH_17_QUESTIONS,
  idPrefix: 'fresh17',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
