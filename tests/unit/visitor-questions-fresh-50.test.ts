/** The shape of the fiftieth held-out question set (tests/quality/visitor-questions.fresh-50.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_50_QUESTIONS } from '../quality/visitor-questions.fresh-50.ts';

describeHeldOutSet({
  title: 'the fiftieth held-out question set',
  name: 'fresh-50',
  questions: FRESH_50_QUESTIONS,
  idPrefix: 'fresh50',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
