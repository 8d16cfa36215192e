/** The shape of the thirty-fourth held-out question set (tests/quality/visitor-questions.fresh-34.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_34_QUESTIONS } from '../quality/visitor-questions.fresh-34.ts';

describeHeldOutSet({
  title: 'the thirty-fourth held-out question set',
  name: 'fresh-34',
  questions: FRESH_34_QUESTIONS,
  idPrefix: 'fresh34',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
