/** The shape of the fifth held-out question set (tests/quality/visitor-questions.fresh-5.ts, record 0040-fifth-held-out-set). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_5_QUESTIONS } from '../quality/visitor-questions.fresh-5.ts';

describeHeldOutSet({
  title: 'the fifth held-out question set',
  name: 'fresh-5',
  questions: FRESH_5_QUESTIONS,
  idPrefix: 'fresh5',
  spread: { emergency: 30, smalltalk: 12, 'business-fact': 38, service: 35, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
