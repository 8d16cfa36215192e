/** The shape of the fortieth held-out question set (tests/quality/visitor-questions.fresh-40.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_40_QUESTIONS } from '../quality/visitor-questions.fresh-40.ts';

describeHeldOutSet({
  title: 'the fortieth held-out question set',
  name: 'fresh-40',
  questions: FRESH_40_QUESTIONS,
  idPrefix: 'fresh40',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
