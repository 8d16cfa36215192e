/** The shape of the second held-out question set (tests/quality/visitor-questions.fresh-2.ts; now tuned on, record 0035). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_2_QUESTIONS } from '../quality/visitor-questions.fresh-2.ts';

describeHeldOutSet({
  title: 'the second held-out question set',
  name: 'fresh-2',
  questions: FRESH_2_QUESTIONS,
  idPrefix: 'fresh2',
  spread: { emergency: 30, smalltalk: 12, 'business-fact': 38, service: 35, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
