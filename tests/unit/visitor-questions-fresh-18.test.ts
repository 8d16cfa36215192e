/** The shape of the eighteenth held-out question set (tests/quality/visitor-questions.fresh-18.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_18_QUESTIONS } from '../quality/visitor-questions.fresh-18.ts';

describeHeldOutSet({
  title: 'the eighteenth held-out question set',
  name: 'fresh-18',
  questions: FRESH_18_QUESTIONS,
  idPrefix: 'fresh18',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
