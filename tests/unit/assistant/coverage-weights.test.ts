import { describe, expect, it } from 'vitest';
import { coverage, termWeight, unknownTerms } from '../../../src/server/assistant/answerer.ts';
import { createKnowledgeBase, searchPassages, type Passage } from '../../../src/server/assistant/knowledge.ts';

// A small knowledge base of four passages, so that every weight can be written out: ln(5 / (n + 1)).
const passage = (id: string, text: string): Passage => ({ id, kind: 'faq', page: 'P', title: id, text, keywords: '', url: `/#${id}` });
const base = createKnowledgeBase([
  passage('sauna', 'We wire saunas and hot tubs in basements.'),
  passage('panel', 'Panel upgrades and panel replacement.'),
  passage('fans', 'Ceiling fans installed.'),
  passage('connection', 'Loose connection repair.'),
]);
const ONE_PASSAGE = Math.log(5 / 2);
const NO_PASSAGE = Math.log(5);

describe('how much a word says about a question', () => {
  it('weighs a word by the passages that use it, an unseen word most, another form of a known word as that word', () => {
    expect(termWeight('sauna', base)).toBeCloseTo(ONE_PASSAGE, 12);
    expect(termWeight('zebra', base)).toBeCloseTo(NO_PASSAGE, 12);
    expect(termWeight('connect', base)).toBeCloseTo(ONE_PASSAGE, 12);
    expect(termWeight('connections', base)).toBeCloseTo(ONE_PASSAGE, 12);
    expect(termWeight('con', base)).toBeCloseTo(ONE_PASSAGE, 12);
    expect(termWeight('loosened', base)).toBeCloseTo(ONE_PASSAGE, 12);
    expect(termWeight('xylo', base)).toBeCloseTo(NO_PASSAGE, 12);
  });

  it('counts as unknown only a word of four letters or more, not a number, not a misspelling of a known word', () => {
    expect(unknownTerms('sauna zebra 12345 abc basemnt', base)).toEqual(['zebra']);
  });

  it("shares the question's weight between the words a passage matched and those it did not", () => {
    const [sauna] = searchPassages('sauna zebra', 5, base);
    expect(sauna.id).toBe('sauna');
    expect(coverage('sauna zebra', sauna, base)).toBeCloseTo(ONE_PASSAGE / (ONE_PASSAGE + NO_PASSAGE), 12);
    // An unknown word that counts for nothing leaves the share whole.
    expect(coverage('sauna zebra', sauna, base, 0)).toBe(1);
    expect(coverage('', sauna, base)).toBe(0);
    const [panel] = searchPassages('panel sauna', 5, base);
    expect([panel.id, coverage('panel sauna', panel, base)]).toEqual(['panel', 0.5]);
  });

  it('counts a word found only through a typo half, and a longer form of it fully', () => {
    const [typo] = searchPassages('saunq', 5, base);
    expect([typo.id, coverage('saunq', typo, base)]).toEqual(['sauna', 0.5]);
    const [longer] = searchPassages('saunaa', 5, base);
    expect([longer.id, coverage('saunaa', longer, base)]).toEqual(['sauna', 1]);
  });
});
