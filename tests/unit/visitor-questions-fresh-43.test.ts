/** The shape of the forty-third held-out question set (tests/quality/visitor-questions.fresh-43.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_43_QUESTIONS } from '../quality/visitor-questions.fresh-43.ts';

describeHeldOutSet({
  title: 'the forty-third held-out question set',
  name: 'fresh-43',
  questions: FRESH_43_QUESTIONS,
  idPrefix: 'fresh43',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
