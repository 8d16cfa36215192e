/** The shape of the third held-out question set (tests/quality/visitor-questions.fresh-3.ts, record 0036). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_3_QUESTIONS } from '../quality/visitor-questions.fresh-3.ts';

describeHeldOutSet({
  title: 'the third held-out question set',
  name: 'fresh-3',
  questions: FRESH_3_QUESTIONS,
  idPrefix: 'fresh3',
  spread: { emergency: 30, smalltalk: 12, 'business-fact': 38, service: 35, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
