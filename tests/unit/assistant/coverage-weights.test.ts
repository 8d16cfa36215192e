import { describe, expect, it } from 'vitest';
import { coverage, unknownTerms } from '../../../src/server/assistant/answerer.ts';
import { createKnowledgeBase, searchPassages, type Passage } from '../../../src/server/assistant/knowledge.ts';

// A small knowledge base of four passages.
const passage = (id: string, text: string): Passage => ({ id, kind: 'faq', page: 'P', title: id, text, keywords: '', url: `/#${id}` });
const base = createKnowledgeBase([
  passage('sauna', 'We wire saunas and hot tubs in basements.'),
  passage('panel', 'Panel upgrades and panel replacement.'),
  passage('fans', 'Ceiling fans installed.'),
  passage('connection', 'Loose connection repair.'),
]);

describe('how much a word says about a question', () => {
  it('counts as unknown only a word of four letters or more, not a number, not a misspelling of a known word', () => {
    expect(unknownTerms('sauna zebra 12345 abc basemnt', base)).toEqual(['zebra']);
  });

  it('counts a word found only through a typo half, and a longer form of it fully', () => {
    const [typo] = searchPassages('saunq', 5, base);
    expect([typo.id, coverage('saunq', typo, base)]).toEqual(['sauna', 0.5]);
    const [longer] = searchPassages('saunaa', 5, base);
    expect([longer.id, coverage('saunaa', longer, base)]).toEqual(['sauna', 1]);
  });
});
