/** The shape of the ninth held-out question set (tests/quality/visitor-questions.fresh-9.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_9_QUESTIONS } from '../quality/visitor-questions.fresh-9.ts';

describeHeldOutSet({
  title: 'the ninth held-out question set',
  name: 'fresh-9',
  questions: FRESH_9_QUESTIONS,
  idPrefix: 'fresh9',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
