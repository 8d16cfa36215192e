/** The shape of the fifty-fourth held-out question set (tests/quality/visitor-questions.fresh-54.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_54_QUESTIONS } from '../quality/visitor-questions.fresh-54.ts';

describeHeldOutSet({
  title: 'the fifty-fourth held-out question set',
  name: 'fresh-54',
  questions: FRESH_54_QUESTIONS,
  idPrefix: 'fresh54',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
