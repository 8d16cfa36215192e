/** The shape of the twenty-first held-out question set (tests/quality/visitor-questions.fresh-21.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_21_QUESTIONS } from '../quality/visitor-questions.fresh-21.ts';

describeHeldOutSet({
  title: 'the twenty-first held-out question set',
  name: 'fresh-21',
  questions: FRESH_21_QUESTIONS,
  idPrefix: 'fresh21',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
