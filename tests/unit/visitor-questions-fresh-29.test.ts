/** The shape of the twenty-ninth held-out question set (tests/quality/visitor-questions.fresh-29.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_29_QUESTIONS } from '../quality/visitor-questions.fresh-29.ts';

describeHeldOutSet({
  title: 'the twenty-ninth held-out question set',
  name: 'fresh-29',
  questions: FRESH_29_QUESTIONS,
  idPrefix: 'fresh29',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
