/** The shape of the thirty-second held-out question set (tests/quality/visitor-questions.fresh-32.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_32_QUESTIONS } from '../quality/visitor-questions.fresh-32.ts';

describeHeldOutSet({
  title: 'the thirty-second held-out question set',
  name: 'fresh-32',
  questions: FRESH_32_QUESTIONS,
  idPrefix: 'fresh32',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
