/** The shape of the forty-eighth held-out question set (tests/quality/visitor-questions.fresh-48.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_48_QUESTIONS } from '../quality/visitor-questions.fresh-48.ts';

describeHeldOutSet({
  title: 'the forty-eighth held-out question set',
  name: 'fresh-48',
  questions: FRESH_48_QUESTIONS,
  idPrefix: 'fresh48',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
