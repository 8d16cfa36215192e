/** The shape of the thirtieth held-out question set (tests/quality/visitor-questions.fresh-30.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_30_QUESTIONS } from '../quality/visitor-questions.fresh-30.ts';

describeHeldOutSet({
  title: 'the thirtieth held-out question set',
  name: 'fresh-30',
  questions: FRESH_30_QUESTIONS,
  idPrefix: 'fresh30',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
