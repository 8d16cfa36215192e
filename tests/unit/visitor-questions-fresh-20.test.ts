/** The shape of the twentieth held-out question set (tests/quality/visitor-questions.fresh-20.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_20_QUESTIONS } from '../quality/visitor-questions.fresh-20.ts';

describeHeldOutSet({
  title: 'the twentieth held-out question set',
  name: 'fresh-20',
  questions: FRESH_20_QUESTIONS,
  idPrefix: 'fresh20',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
