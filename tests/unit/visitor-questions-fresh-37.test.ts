/** The shape of the thirty-seventh held-out question set (tests/quality/visitor-questions.fresh-37.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_37_QUESTIONS } from '../quality/visitor-questions.fresh-37.ts';

describeHeldOutSet({
  title: 'the thirty-seventh held-out question set',
  name: 'fresh-37',
  questions: FRESH_37_QUESTIONS,
  idPrefix: 'fresh37',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
