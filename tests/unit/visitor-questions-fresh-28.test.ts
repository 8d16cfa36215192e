/** The shape of the twenty-eighth held-out question set (tests/quality/visitor-questions.fresh-28.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_28_QUESTIONS } from '../quality/visitor-questions.fresh-28.ts';

describeHeldOutSet({
  title: 'the twenty-eighth held-out question set',
  name: 'fresh-28',
  questions: FRESH_28_QUESTIONS,
  idPrefix: 'fresh28',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
