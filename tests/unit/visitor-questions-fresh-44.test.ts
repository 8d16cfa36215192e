/** The shape of the forty-fourth held-out question set (tests/quality/visitor-questions.fresh-44.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_44_QUESTIONS } from '../quality/visitor-questions.fresh-44.ts';

describeHeldOutSet({
  title: 'the forty-fourth held-out question set',
  name: 'fresh-44',
  questions: FRESH_44_QUESTIONS,
  idPrefix: 'fresh44',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
