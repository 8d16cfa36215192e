/** The shape of the thirty-sixth held-out question set (tests/quality/visitor-questions.fresh-36.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_36_QUESTIONS } from '../quality/visitor-questions.fresh-36.ts';

describeHeldOutSet({
  title: 'the thirty-sixth held-out question set',
  name: 'fresh-36',
  questions: FRESH_36_QUESTIONS,
  idPrefix: 'fresh36',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
