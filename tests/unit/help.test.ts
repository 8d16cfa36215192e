import { describe, expect, it } from 'vitest';
import faq from '../../src/content/faq.json';
import { paragraphs, searchFaq } from '../../src/domain/help.ts';

describe('help widget rules', () => {
  it('has 16 FAQ items', () => {
    expect(faq).toHaveLength(16);
  });
  it('searches the questions case-insensitively, by substring', () => {
    const found = searchFaq(faq, 'PANEL');
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) expect(item.question.toLowerCase()).toContain('panel');
    expect(searchFaq(faq, '  ')).toHaveLength(16);
    expect(searchFaq(faq, 'zzzz-nothing')).toEqual([]);
  });
  it('does not search the answers', () => {
    const onlyInAnswer = { question: 'Q', answer: 'breaker' };
    expect(searchFaq([onlyInAnswer], 'breaker')).toEqual([]);
  });
  it('splits answers into paragraphs at blank lines', () => {
    expect(paragraphs('One.\nstill one.\n\nTwo.\n \n\nThree.')).toEqual(['One.\nstill one.', 'Two.', 'Three.']);
  });
});
