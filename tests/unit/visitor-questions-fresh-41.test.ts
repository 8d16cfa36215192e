/** The shape of the forty-first held-out question set (tests/quality/visitor-questions.fresh-41.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_41_QUESTIONS } from '../quality/visitor-questions.fresh-41.ts';

describeHeldOutSet({
  title: 'the forty-first held-out question set',
  name: 'fresh-41',
  questions: FRESH_41_QUESTIONS,
  idPrefix: 'fresh41',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
