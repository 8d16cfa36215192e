/** The shape of the forty-second held-out question set (tests/quality/visitor-questions.fresh-42.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_42_QUESTIONS } from '../quality/visitor-questions.fresh-42.ts';

describeHeldOutSet({
  title: 'the forty-second held-out question set',
  name: 'fresh-42',
  questions: FRESH_42_QUESTIONS,
  idPrefix: 'fresh42',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
