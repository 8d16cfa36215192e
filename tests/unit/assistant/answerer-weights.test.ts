/**
 * The offline answerer's weighing (src/server/assistant/answerer.ts) on a small knowledge base of
 * four passages, whose figures can be worked out by hand: a word's weight is
 * ln((passages + 1) / (passages holding it + 1)), so ln(5/2) for a word one passage holds and ln(5)
 * for a word none holds.
 */
import { describe, expect, it } from 'vitest';
import { bySpecificity, coverage, termWeight, unknownTerms } from '../../../src/server/assistant/answerer.ts';
import { createKnowledgeBase, searchPassages, type Passage, type PassageResult } from '../../../src/server/assistant/knowledge.ts';
import type { Route } from '../../../src/domain/assistant/intent.ts';

const passage = (id: string, text: string): Passage => ({ id, kind: 'faq', page: 'P', title: 'T', text, keywords: '', url: `/#${id}` });
// Terms: sauna, heat, garage | heater, connection | connection, connector | shop, heating, wiring.
const makeBase = () =>
  createKnowledgeBase([
    passage('sauna', 'Saunas heat quickly in a garage.'),
    passage('heater', 'A heater and its connection.'),
    passage('conn', 'Every connection and connector.'),
    passage('shop', 'Shop heating and wiring.'),
  ]);
const ONE = Math.log(5 / 2);
const NONE = Math.log(5);

/** The passage `id` as the search finds it for the question. */
function found(question: string, id: string, base = makeBase()): PassageResult {
  const result = searchPassages(question, 10, base).find((item) => item.id === id);
  if (!result) throw new Error(`${id} not found for "${question}"`);
  return result;
}

describe('which words the site has never seen', () => {
  it('counts a word of four letters as unknown, one of three as known, and a number as known', () => {
    expect(unknownTerms('zulu abc 12345', makeBase())).toEqual(['zulu']);
  });

  it('counts a word with digits in it as unknown', () => {
    expect(unknownTerms('zone12 12zone', makeBase())).toEqual(['zone12', '12zone']);
  });

  it('knows a four-letter word the site uses', () => {
    expect(unknownTerms('heat', makeBase())).toEqual([]);
  });

  it('knows a longer form of a word of five letters or more, and a shorter one of five letters or more', () => {
    expect(unknownTerms('saunaroom', makeBase())).toEqual([]);
    expect(unknownTerms('connect', makeBase())).toEqual([]);
  });

  it('knows a misspelling of five letters with the same first letter', () => {
    expect(unknownTerms('heatr', makeBase())).toEqual([]);
  });

  it('does not stretch a four-letter word or fragment, nor a misspelling with another first letter', () => {
    // "heat" is known, but "heatpad" is no form of it; "saun" is no form of "sauna"; "fauna" is not "sauna".
    expect(unknownTerms('heatpad saun fauna', makeBase())).toEqual(['heatpad', 'saun', 'fauna']);
  });

  it('gives the same answer when asked again', () => {
    const base = makeBase();
    expect(unknownTerms('zebra heatr', base)).toEqual(['zebra']);
    expect(unknownTerms('zebra heatr', base)).toEqual(['zebra']);
  });
});

describe('the weight of a word', () => {
  it('is ln((passages + 1) / (passages holding it + 1))', () => {
    expect(termWeight('sauna', makeBase())).toBeCloseTo(ONE, 10);
    expect(termWeight('connection', makeBase())).toBeCloseTo(Math.log(5 / 3), 10);
    expect(termWeight('zebra', makeBase())).toBeCloseTo(NONE, 10);
  });

  it('of another form of a known word is that of the most used word it begins, or that begins it', () => {
    // "connect" begins "connection" (2 passages) and "connector" (1).
    expect(termWeight('connect', makeBase())).toBeCloseTo(Math.log(5 / 3), 10);
    // "heati" begins "heating"; "saunaroom" begins with "sauna" (five letters).
    expect(termWeight('heati', makeBase())).toBeCloseTo(ONE, 10);
    expect(termWeight('saunaroom', makeBase())).toBeCloseTo(ONE, 10);
  });

  it('of a fragment of four letters, or a word beginning with a four-letter word, is that of a word never seen', () => {
    expect(termWeight('heat', makeBase())).toBeCloseTo(ONE, 10);
    expect(termWeight('heatpad', makeBase())).toBeCloseTo(NONE, 10);
    expect(termWeight('conn', makeBase())).toBeCloseTo(NONE, 10);
  });
});

describe('how much of a question a passage covers', () => {
  it('weighs an unknown last word of the subject double, and one elsewhere once', () => {
    expect(coverage('sauna zebra', found('sauna zebra', 'sauna'), makeBase())).toBeCloseTo(ONE / (ONE + 2 * NONE), 10);
    expect(coverage('zebra sauna', found('zebra sauna', 'sauna'), makeBase())).toBeCloseTo(ONE / (ONE + NONE), 10);
  });

  it('scales the weight of unknown words by the weight it is given', () => {
    expect(coverage('sauna zebra', found('sauna zebra', 'sauna'), makeBase(), 0.5)).toBeCloseTo(ONE / (ONE + NONE), 10);
  });

  it('counts a word found only through a typo half', () => {
    expect(coverage('saunq', found('saunq', 'sauna'), makeBase())).toBe(0.5);
  });

  it('counts a word found as the start of a longer word fully', () => {
    const weight = Math.log(5 / 3);
    expect(coverage('heater connect', found('heater connect', 'conn'), makeBase())).toBeCloseTo(weight / (ONE + weight), 10);
  });

  it('reads the words after one of our services named with "for the" as where it goes', () => {
    // "connector" says where the generator goes: a quarter, and "generator" is the head, unknown, double.
    expect(coverage('generator for the connector', found('generator for the connector', 'conn'), makeBase())).toBeCloseTo((0.25 * ONE) / (0.25 * ONE + 2 * NONE), 10);
    // Without a service named first, "connector" is the subject.
    expect(coverage('zebra for the connector', found('zebra for the connector', 'conn'), makeBase())).toBeCloseTo(ONE / (ONE + NONE), 10);
    // A service named in that part is still the subject: "sauna" (a circuit) in "generator for the sauna".
    expect(coverage('generator for the sauna', found('generator for the sauna', 'sauna'), makeBase())).toBeCloseTo(ONE / (ONE + NONE), 10);
  });

  it('reads where it goes after the first service in the question, whatever the order of the service list', () => {
    // "sauna" (a circuit) comes first: "zorbium" says where, and weighs nothing; "generator", unknown, is the head.
    expect(coverage('sauna for the zorbium generator', found('sauna for the zorbium generator', 'sauna'), makeBase())).toBeCloseTo(ONE / (ONE + 2 * NONE), 10);
  });

  it('reads where it goes only after the service, and only from "for the ..." on', () => {
    // Before the service, "for the zebra" is no place; "zebra" counts once.
    expect(coverage('for the zebra a sauna', found('for the zebra a sauna', 'sauna'), makeBase())).toBeCloseTo(ONE / (ONE + NONE), 10);
    // "zebra", between the service and "for the", is the head of the subject.
    expect(coverage('sauna zebra for the garage', found('sauna zebra for the garage', 'sauna'), makeBase())).toBeCloseTo((1.25 * ONE) / (1.25 * ONE + 2 * NONE), 10);
  });

  it('keeps a service named there, in capitals too, as the subject', () => {
    expect(coverage('generator for the Sauna', found('generator for the Sauna', 'sauna'), makeBase())).toBeCloseTo(ONE / (ONE + NONE), 10);
  });

  it('is 0 for a question with no subject words', () => {
    expect(coverage('is it?', found('sauna', 'sauna'), makeBase())).toBe(0);
  });
});

describe('passages reordered by how specifically they answer', () => {
  const result = (id: string, score: number, terms: string[], kind: Passage['kind'] = 'faq'): PassageResult => ({
    id,
    kind,
    score,
    queryTerms: terms,
    terms,
    match: {},
    page: 'P',
    title: 'T',
    text: id,
    keywords: '',
    url: `/#${id}`,
  });
  const route = (places: Partial<Route['places']> = {}): Route => ({ intent: 'service', places: { served: [], outside: [], ...places } });
  const order = (question: string, results: PassageResult[], where = route()) => bySpecificity(question, results, where, makeBase()).map((item) => item.id);

  it('puts the passage holding more of the subject first, among those scoring a quarter of the best or more', () => {
    const results = [
      result('half', 10, ['heater']),
      result('whole', 4, ['sauna', 'heater']),
      result('at-floor', 2.5, ['sauna', 'heater']),
      result('under', 2.4, ['sauna', 'heater']),
    ];
    expect(order('sauna heater', results)).toEqual(['whole', 'at-floor', 'half', 'under']);
  });

  it('keeps the search order between passages that cover as much', () => {
    const results = [result('a', 10, ['heater']), result('b', 9, ['sauna']), result('c', 8, ['heater']), result('d', 7, ['sauna'])];
    expect(order('sauna heater', results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reorders two passages too', () => {
    expect(order('sauna heater', [result('half', 10, ['heater']), result('whole', 4, ['sauna', 'heater'])])).toEqual(['whole', 'half']);
  });

  it('leaves a single passage as it is', () => {
    expect(order('sauna heater', [result('half', 10, ['heater'])])).toEqual(['half']);
  });

  it('weighs a town page or a testimonial at 0.8 when the question names no place', () => {
    expect(order('sauna heater', [result('area', 10, ['sauna', 'heater'], 'area'), result('faq', 9, ['sauna', 'heater'])])).toEqual(['faq', 'area']);
    expect(order('sauna heater', [result('review', 10, ['sauna', 'heater'], 'testimonial'), result('faq', 9, ['sauna', 'heater'])])).toEqual(['faq', 'review']);
    // Against a passage covering 0.8, the town page (0.8) keeps its place.
    expect(order('sauna heater', [result('area', 10, ['sauna', 'heater'], 'area'), result('faq', 9, ['sauna', 'heater'], 'service')])).toEqual(['faq', 'area']);
  });

  it('does not weigh them down when the question names a place, served or not', () => {
    const results = () => [result('area', 10, ['sauna', 'heater'], 'area'), result('faq', 9, ['sauna', 'heater'])];
    expect(order('sauna heater', results(), route({ served: ['Lolo'] }))).toEqual(['area', 'faq']);
    expect(order('sauna heater', results(), route({ outside: ['Billings'] }))).toEqual(['area', 'faq']);
  });

  it('puts the commercial page first for work at a business, not at a home', () => {
    const results = () => [result('faq:heater', 10, ['sauna', 'heater']), result('service:commercial:overview', 9, ['sauna', 'heater'], 'service')];
    expect(order('sauna heater for our Restaurant', results())).toEqual(['service:commercial:overview', 'faq:heater']);
    expect(order('sauna heater for our restaurant at my home', results())).toEqual(['faq:heater', 'service:commercial:overview']);
    expect(order('sauna heater for our restaurant at my  home', results())).toEqual(['faq:heater', 'service:commercial:overview']);
    expect(order('sauna heater', results())).toEqual(['faq:heater', 'service:commercial:overview']);
    // Not for a passage of another page.
    expect(
      order('sauna heater for our restaurant', [result('faq:heater', 10, ['sauna', 'heater']), result('service:residential:commercial:1', 9, ['sauna', 'heater'], 'service')]),
    ).toEqual(['faq:heater', 'service:residential:commercial:1']);
  });
});
