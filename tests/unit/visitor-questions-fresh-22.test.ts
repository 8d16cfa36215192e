/** The shape of the twenty-second held-out question set (tests/quality/visitor-questions.fresh-22.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_22_QUESTIONS } from '../quality/visitor-questions.fresh-22.ts';

describeHeldOutSet({
  title: 'the twenty-second held-out question set',
  name: 'fresh-22',
  questions: FRESH_22_QUESTIONS,
  idPrefix: 'fresh22',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
