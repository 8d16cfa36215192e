/** The shape of the twelfth held-out question set (tests/quality/visitor-questions.fresh-12.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_12_QUESTIONS } from '../quality/visitor-questions.fresh-12.ts';

describeHeldOutSet({
  title: 'the twelfth held-out question set',
  name: 'fresh-12',
  questions: FRESH_12_QUESTIONS,
  idPrefix: 'fresh12',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
