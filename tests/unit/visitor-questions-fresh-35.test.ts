/** The shape of the thirty-fifth held-out question set (tests/quality/visitor-questions.fresh-35.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_35_QUESTIONS } from '../quality/visitor-questions.fresh-35.ts';

describeHeldOutSet({
  title: 'the thirty-fifth held-out question set',
  name: 'fresh-35',
  questions: FRESH_35_QUESTIONS,
  idPrefix: 'fresh35',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
