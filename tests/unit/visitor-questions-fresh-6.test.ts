/** The shape of the sixth held-out question set (tests/quality/visitor-questions.fresh-6.ts, record 0042-sixth-held-out-set). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_6_QUESTIONS } from '../quality/visitor-questions.fresh-6.ts';

describeHeldOutSet({
  title: 'the sixth held-out question set',
  name: 'fresh-6',
  questions: FRESH_6_QUESTIONS,
  idPrefix: 'fresh6',
  spread: { emergency: 30, smalltalk: 12, 'business-fact': 38, service: 35, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
