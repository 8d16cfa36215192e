/** The shape of the thirty-third held-out question set (tests/quality/visitor-questions.fresh-33.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_33_QUESTIONS } from '../quality/visitor-questions.fresh-33.ts';

describeHeldOutSet({
  title: 'the thirty-third held-out question set',
  name: 'fresh-33',
  questions: FRESH_33_QUESTIONS,
  idPrefix: 'fresh33',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
