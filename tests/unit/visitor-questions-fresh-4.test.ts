/** The shape of the fourth held-out question set (tests/quality/visitor-questions.fresh-4.ts, docs/decisions/0039-fourth-held-out-set.md). */
import { describeHeldOutSet } from '../quality/question-set-shape.ts';
import { FRESH_4_QUESTIONS } from '../quality/visitor-questions.fresh-4.ts';

describeHeldOutSet({
  title: 'the fourth held-out question set',
  name: 'fresh-4',
  questions: FRESH_4_QUESTIONS,
  idPrefix: 'fresh4',
  spread: { emergency: 30, smalltalk: 12, 'business-fact': 38, service: 35, price: 15, 'out-of-area': 10, 'out-of-scope': 10 },
});
