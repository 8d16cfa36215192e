/** The shape of the fourteenth held-out question set (tests/quality/visitor-questions.fresh-14.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_14_QUESTIONS } from '../quality/visitor-questions.fresh-14.ts';

describeHeldOutSet({
  title: 'the fourteenth held-out question set',
  name: 'fresh-14',
  questions: FRESH_14_QUESTIONS,
  idPrefix: 'fresh14',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
