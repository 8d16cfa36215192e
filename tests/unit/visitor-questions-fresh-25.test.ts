/** The shape of the twenty-fifth held-out question set (tests/quality/visitor-questions.fresh-25.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_25_QUESTIONS } from '../quality/visitor-questions.fresh-25.ts';

describeHeldOutSet({
  title: 'the twenty-fifth held-out question set',
  name: 'fresh-25',
  questions: FRESH_25_QUESTIONS,
  idPrefix: 'fresh25',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
