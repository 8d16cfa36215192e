/** The shape of the eighth held-out question set (tests/quality/visitor-questions.fresh-8.ts, record 0043-eighth-held-out-set). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_8_QUESTIONS } from '../quality/visitor-questions.fresh-8.ts';

describeHeldOutSet({
  title: 'the eighth held-out question set',
  name: 'fresh-8',
  questions: FRESH_8_QUESTIONS,
  idPrefix: 'fresh8',
  spread: { emergency: 30, smalltalk: 12, 'business-fact': 38, service: 35, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
