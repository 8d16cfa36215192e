/** The shape of the forty-seventh held-out question set (tests/quality/visitor-questions.fresh-47.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_47_QUESTIONS } from '../quality/visitor-questions.fresh-47.ts';

describeHeldOutSet({
  title: 'the forty-seventh held-out question set',
  name: 'fresh-47',
  questions: FRESH_47_QUESTIONS,
  idPrefix: 'fresh47',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
