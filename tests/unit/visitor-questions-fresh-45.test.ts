/** The shape of the forty-fifth held-out question set (tests/quality/visitor-questions.fresh-45.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_45_QUESTIONS } from '../quality/visitor-questions.fresh-45.ts';

describeHeldOutSet({
  title: 'the forty-fifth held-out question set',
  name: 'fresh-45',
  questions: FRESH_45_QUESTIONS,
  idPrefix: 'fresh45',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
