/** The shape of the forty-sixth held-out question set (tests/quality/visitor-questions.fresh-46.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_46_QUESTIONS } from '../quality/visitor-questions.fresh-46.ts';

describeHeldOutSet({
  title: 'the forty-sixth held-out question set',
  name: 'fresh-46',
  questions: FRESH_46_QUESTIONS,
  idPrefix: 'fresh46',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
