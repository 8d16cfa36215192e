/** The problem answers (src/server/assistant/problem-answers.ts) quote the FAQ: an item they quote that is missing stops the start, named. */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../src/content/faq.json');
  vi.resetModules();
});

describe('the FAQ items the problem answers quote', () => {
  it('a missing one stops the module from loading, with its id', async () => {
    vi.resetModules();
    vi.doMock('../../../src/content/faq.json', () => ({ default: [] }));
    await expect(import('../../../src/server/assistant/problem-answers.ts')).rejects.toThrow('faq.json has no item power-outage');
  });

  it('present, they are quoted as written', async () => {
    vi.resetModules();
    vi.doMock('../../../src/content/faq.json', () => ({
      default: [
        { id: 'power-outage', answer: 'Outage answer.' },
        { id: 'breaker-tripping', answer: 'Breaker answer.' },
        { id: 'flickering-lights', answer: 'Flicker answer.' },
      ],
    }));
    const { PROBLEM_ANSWERS } = await import('../../../src/server/assistant/problem-answers.ts');
    expect([PROBLEM_ANSWERS['total-outage'].text, PROBLEM_ANSWERS['breaker-trips'].text, PROBLEM_ANSWERS.flicker.text]).toEqual([
      'Outage answer.',
      'Breaker answer.',
      'Flicker answer.',
    ]);
  });
});
