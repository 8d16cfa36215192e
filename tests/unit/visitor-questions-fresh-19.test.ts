/** The shape of the nineteenth held-out question set (tests/quality/visitor-questions.fresh-19.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_19_QUESTIONS } from '../quality/visitor-questions.fresh-19.ts';

describeHeldOutSet({
  title: 'the nineteenth held-out question set',
  name: 'fresh-19',
  questions: FRESH_19_QUESTIONS,
  idPrefix: 'fresh19',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
