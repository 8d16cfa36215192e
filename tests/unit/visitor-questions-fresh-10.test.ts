/** The shape of the tenth held-out question set (tests/quality/visitor-questions.fresh-10.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_10_QUESTIONS } from '../quality/visitor-questions.fresh-10.ts';

describeHeldOutSet({
  title: 'the tenth held-out question set',
  name: 'fresh-10',
  questions: FRESH_10_QUESTIONS,
  idPrefix: 'fresh10',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
