/** The shape of the fifty-third held-out question set (tests/quality/visitor-questions.fresh-53.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_53_QUESTIONS } from '../quality/visitor-questions.fresh-53.ts';

describeHeldOutSet({
  title: 'the fifty-third held-out question set',
  name: 'fresh-53',
  questions: FRESH_53_QUESTIONS,
  idPrefix: 'fresh53',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
