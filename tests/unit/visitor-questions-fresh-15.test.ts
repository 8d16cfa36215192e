/** The shape of the fifteenth held-out question set (tests/quality/visitor-questions.fresh-15.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_15_QUESTIONS } from '../quality/visitor-questions.fresh-15.ts';

describeHeldOutSet({
  title: 'the fifteenth held-out question set',
  name: 'fresh-15',
  questions: FRESH_15_QUESTIONS,
  idPrefix: 'fresh15',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
