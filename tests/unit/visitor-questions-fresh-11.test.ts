/** The shape of the eleventh held-out question set (tests/quality/visitor-questions.fresh-11.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_11_QUESTIONS } from '../quality/visitor-questions.fresh-11.ts';

describeHeldOutSet({
  title: 'the eleventh held-out question set',
  name: 'fresh-11',
  questions: FRESH_11_QUESTIONS,
  idPrefix: 'fresh11',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
