/** The shape of the twenty-sixth held-out question set (tests/quality/visitor-questions.fresh-26.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_26_QUESTIONS } from '../quality/visitor-questions.fresh-26.ts';

describeHeldOutSet({
  title: 'the twenty-sixth held-out question set',
  name: 'fresh-26',
  questions: FRESH_26_QUESTIONS,
  idPrefix: 'fresh26',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
