/** The shape of the thirty-ninth held-out question set (tests/quality/visitor-questions.fresh-39.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_39_QUESTIONS } from '../quality/visitor-questions.fresh-39.ts';

describeHeldOutSet({
  title: 'the thirty-ninth held-out question set',
  name: 'fresh-39',
  questions: FRESH_39_QUESTIONS,
  idPrefix: 'fresh39',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
