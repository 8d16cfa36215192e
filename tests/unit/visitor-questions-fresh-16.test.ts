/** The shape of the sixteenth held-out question set (tests/quality/visitor-questions.fresh-16.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_16_QUESTIONS } from '../quality/visitor-questions.fresh-16.ts';

describeHeldOutSet({
  title: 'the sixteenth held-out question set',
  name: 'fresh-16',
  questions: FRESH_16_QUESTIONS,
  idPrefix: 'fresh16',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
