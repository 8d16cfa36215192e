/** The shape of the thirteenth held-out question set (tests/quality/visitor-questions.fresh-13.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_13_QUESTIONS } from '../quality/visitor-questions.fresh-13.ts';

describeHeldOutSet({
  title: 'the thirteenth held-out question set',
  name: 'fresh-13',
  questions: FRESH_13_QUESTIONS,
  idPrefix: 'fresh13',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
