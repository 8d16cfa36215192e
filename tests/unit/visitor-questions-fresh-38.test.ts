/** The shape of the thirty-eighth held-out question set (tests/quality/visitor-questions.fresh-38.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_38_QUESTIONS } from '../quality/visitor-questions.fresh-38.ts';

describeHeldOutSet({
  title: 'the thirty-eighth held-out question set',
  name: 'fresh-38',
  questions: FRESH_38_QUESTIONS,
  idPrefix: 'fresh38',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
