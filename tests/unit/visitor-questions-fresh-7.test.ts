/** The shape of the seventh held-out question set (tests/quality/visitor-questions.fresh-7.ts, record 0041-seventh-held-out-set). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_7_QUESTIONS } from '../quality/visitor-questions.fresh-7.ts';

describeHeldOutSet({
  title: 'the seventh held-out question set',
  name: 'fresh-7',
  questions: FRESH_7_QUESTIONS,
  idPrefix: 'fresh7',
  spread: { emergency: 30, smalltalk: 12, 'business-fact': 38, service: 35, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
