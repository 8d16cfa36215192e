/** The shape of the fifty-first held-out question set (tests/quality/visitor-questions.fresh-51.ts). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_51_QUESTIONS } from '../quality/visitor-questions.fresh-51.ts';

describeHeldOutSet({
  title: 'the fifty-first held-out question set',
  name: 'fresh-51',
  questions: FRESH_51_QUESTIONS,
  idPrefix: 'fresh51',
  spread: { emergency: 15, smalltalk: 6, 'business-fact': 19, service: 18, price: 7, 'out-of-area': 5, 'out-of-scope': 5 },
  perKind: 1,
});
