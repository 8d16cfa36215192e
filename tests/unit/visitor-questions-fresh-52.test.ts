/** The shape of the fifty-second held-out question set (tests/quality/visitor-questions.fresh-52.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_52_QUESTIONS } from '../quality/visitor-questions.fresh-52.ts';

describeHeldOutSet({
  title: 'the fifty-second held-out question set',
  name: 'fresh-52',
  questions: FRESH_52_QUESTIONS,
  idPrefix: 'fresh52',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
