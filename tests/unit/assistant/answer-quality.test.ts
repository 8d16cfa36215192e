import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';
import { QUALITY_CASES, checkAnswer } from '../../quality/assistant-questions.ts';

describe('answer quality of the offline knowledge base', () => {
  it('has at least 40 questions covering every topic', () => {
    expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(40);
    const topics = new Set(QUALITY_CASES.map((testCase) => testCase.topic));
    expect(topics.size).toBe(8);
  });

  it('answers at least 95% of the questions correctly', () => {
    const results = QUALITY_CASES.map((testCase) => checkAnswer(testCase, answerFromKnowledge(testCase.question).text));
    const passed = results.filter((result) => result.passed).length;
    const share = passed / results.length;
    const failures = results.filter((result) => !result.passed);
    console.log(`Answer quality: ${passed}/${results.length} correct (${(share * 100).toFixed(1)}%)`);
    for (const failure of failures) {
      console.log(`  ✗ ${failure.question}\n    missing: ${failure.missing.join(', ') || '-'}; forbidden: ${failure.forbidden.join(', ') || '-'}\n    answer: ${failure.answer}`);
    }
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('checks answers strictly (a wrong answer fails its case)', () => {
    const [polson] = QUALITY_CASES;
    expect(checkAnswer(polson, "I'm sorry, Polson is outside our service area. Call (406) 555-0142.").passed).toBe(false);
    expect(checkAnswer(polson, 'Yes! Polson is in our service area: Missoula, Ravalli and Lake counties. Call (406) 555-0142.').passed).toBe(true);
  });
});
