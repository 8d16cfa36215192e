/** The shape of the first held-out question set (tests/quality/visitor-questions.fresh.ts; now tuned on, record 0035). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_QUESTIONS } from '../quality/visitor-questions.fresh.ts';

describeHeldOutSet({
  title: 'the first held-out question set',
  name: 'fresh',
  questions: FRESH_QUESTIONS,
  idPrefix: 'fresh',
  spread: { emergency: 30, smalltalk: 10, 'business-fact': 35, service: 30, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
