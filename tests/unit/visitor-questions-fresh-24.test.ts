/** The shape of the twenty-fourth held-out question set (tests/quality/visitor-questions.fresh-24.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_24_QUESTIONS } from '../quality/visitor-questions.fresh-24.ts';

describeHeldOutSet({
  title: 'the twenty-fourth held-out question set',
  name: 'fresh-24',
  questions: FRESH_24_QUESTIONS,
  idPrefix: 'fresh24',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
