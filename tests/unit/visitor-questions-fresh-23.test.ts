/** The shape of the twenty-third held-out question set (tests/quality/visitor-questions.fresh-23.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_23_QUESTIONS } from '../quality/visitor-questions.fresh-23.ts';

describeHeldOutSet({
  title: 'the twenty-third held-out question set',
  name: 'fresh-23',
  questions: FRESH_23_QUESTIONS,
  idPrefix: 'fresh23',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
