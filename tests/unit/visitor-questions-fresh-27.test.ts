/** The shape of the twenty-seventh held-out question set (tests/quality/visitor-questions.fresh-27.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_27_QUESTIONS } from '../quality/visitor-questions.fresh-27.ts';

describeHeldOutSet({
  title: 'the twenty-seventh held-out question set',
  name: 'fresh-27',
  questions: FRESH_27_QUESTIONS,
  idPrefix: 'fresh27',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
