/** The shape of the thirty-first held-out question set (tests/quality/visitor-questions.fresh-31.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_31_QUESTIONS } from '../quality/visitor-questions.fresh-31.ts';

describeHeldOutSet({
  title: 'the thirty-first held-out question set',
  name: 'fresh-31',
  questions: FRESH_31_QUESTIONS,
  idPrefix: 'fresh31',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
