/** The shape of the forty-ninth held-out question set (tests/quality/visitor-questions.fresh-49.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_49_QUESTIONS } from '../quality/visitor-questions.fresh-49.ts';

describeHeldOutSet({
  title: 'the forty-ninth held-out question set',
  name: 'fresh-49',
  questions: FRESH_49_QUESTIONS,
  idPrefix: 'fresh49',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
