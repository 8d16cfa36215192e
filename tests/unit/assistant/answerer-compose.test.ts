/**
 * How the offline answerer (src/server/assistant/answerer.ts) writes an answer from passages, on
 * small knowledge bases of made-up pages: the direct "Yes, we do." and when it may stand, a FAQ's
 * or a profile's own question in front of its answer, a second passage or a page's list after the
 * first, the citations and the next-step line.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';
import { createKnowledgeBase, type Passage } from '../../../src/server/assistant/knowledge.ts';
import type { Route } from '../../../src/domain/assistant/intent.ts';

const SITE = 'https://blackfootriverelectric.example';
const FREE_ESTIMATE = ' For a free estimate, call us at (406) 555-0142.';

const passage = (id: string, kind: Passage['kind'], text: string, more: Partial<Passage> = {}): Passage => ({
  id,
  kind,
  page: 'P',
  title: 'Untitled',
  text,
  keywords: '',
  url: `/${id.replace(/:/g, '/')}`,
  ...more,
});

/** A doorbell page (overview, a paragraph, a list), a FAQ item, a profile and a terms answer, a town page. */
const doorbells = () =>
  createKnowledgeBase([
    passage('service:doorbells:overview', 'service', ' We install doorbells and intercoms. ', { url: '/services/doorbells' }),
    passage('service:doorbells:body:0', 'service', 'Old doorbells fail because their transformer wears out.', { url: '/services/doorbells' }),
    passage('service:doorbells:services:0', 'service', 'Doorbell work: doorbell transformers, video doorbells and chimes.', { url: '/services/doorbells#services' }),
    passage('faq:doorbell-chime', 'faq', 'A chime needs a transformer.', { question: 'Does a doorbell chime use a transformer?', url: '/#faq' }),
    passage('profile:insurance', 'profile', 'Yes. We carry insurance.', { question: 'Are you insured?', url: '/#about' }),
    passage('terms:intercom', 'terms', 'Yes. Intercom wiring is covered by our warranty.', { question: 'Is intercom wiring covered?', url: '/terms' }),
    passage('area:lolo', 'area', 'In Lolo we wire doorbells and intercoms for new homes.', { url: '/#area-lolo', place: 'Lolo' }),
  ]);

const service: Route = { intent: 'service', places: { served: [], outside: [] } };
const ask = (question: string, base = doorbells(), route: Route = service) => answerFromKnowledge(question, base, route);
const paths = (citations: string[]) => citations.map((url) => url.replace(SITE, ''));

describe('an answer from one passage', () => {
  it('"do you ...?" answered by the page overview: the yes, the overview trimmed, the free estimate line', () => {
    const answer = ask('do you install doorbells');
    expect(answer.text).toBe(`Yes, we do. We install doorbells and intercoms.${FREE_ESTIMATE}`);
    expect(paths(answer.citations)).toEqual(['/services/doorbells']);
    expect(answer).toMatchObject({ source: 'knowledge', similarityScore: 1 });
    expect(answer.actions.map((action) => action.type)).toEqual(['call', 'estimate']);
    expect(answer.passages[0].id).toBe('service:doorbells:overview');
    expect(answer.passages).toHaveLength(5);
  });

  it('a question of know-how: the passage, no yes', () => {
    expect(ask('why do doorbell transformers wear out').text).toBe(`Old doorbells fail because their transformer wears out.${FREE_ESTIMATE}`);
  });

  it('a FAQ answer found through its own question goes without it', () => {
    const answer = ask('does a doorbell chime use a transformer');
    expect(answer.text).toBe(`A chime needs a transformer.${FREE_ESTIMATE}`);
    expect(paths(answer.citations)).toEqual(['/#faq']);
  });

  it('a FAQ answer found through another question keeps its question in front', () => {
    expect(ask('what transformer').text).toBe(`"Does a doorbell chime use a transformer?" A chime needs a transformer.${FREE_ESTIMATE}`);
  });

  it('a profile "Yes." answers the visitor only when it holds what was asked', () => {
    expect(ask('are you insured').text).toBe(`Yes. We carry insurance.${FREE_ESTIMATE}`);
    // "intercom" weighs half of "insurance" (3 passages against 1): it counts, and the profile does not hold it.
    expect(ask('are you insured for intercoms').text).toBe(`"Are you insured?" Yes. We carry insurance.${FREE_ESTIMATE}`);
  });

  it('a profile answer that does not start with "Yes" goes without its question, held or not', () => {
    const base = (text: string) =>
      createKnowledgeBase([
        passage('profile:insurance', 'profile', text, { question: 'Are you insured?', url: '/#about' }),
        passage('service:doorbells:overview', 'service', 'We install doorbells and intercoms.'),
        passage('terms:intercom', 'terms', 'Intercom wiring terms.'),
      ]);
    expect(ask('are you insured for intercoms', base('We carry insurance.')).text).toBe(`We carry insurance.${FREE_ESTIMATE}`);
    expect(ask('are you insured for intercoms', base('We carry insurance, yes.')).text).toBe(`We carry insurance, yes.${FREE_ESTIMATE}`);
  });

  it('a terms "Yes." likewise', () => {
    expect(ask('is intercom wiring covered').text).toMatch(/^Yes\. Intercom wiring is covered by our warranty\. /);
    expect(ask('is intercom wiring covered by insurance').text).toBe(`"Is intercom wiring covered?" Yes. Intercom wiring is covered by our warranty.${FREE_ESTIMATE}`);
  });

  it('outside a price or service question, the call line is a question line', () => {
    const answer = ask('why do doorbell transformers wear out', doorbells(), { intent: 'business-fact', places: { served: [], outside: [] } });
    expect(answer.text).toBe('Old doorbells fail because their transformer wears out. Questions? Call us at (406) 555-0142.');
    expect(answer.actions.map((action) => action.type)).toEqual(['call']);
  });

  it('for a price question, the free estimate line and both next steps', () => {
    const answer = ask('why do doorbell transformers wear out', doorbells(), { intent: 'price', places: { served: [], outside: [] } });
    expect(answer.text).toBe(`Old doorbells fail because their transformer wears out.${FREE_ESTIMATE}`);
    expect(answer.actions.map((action) => action.type)).toEqual(['call', 'estimate']);
  });

  it('a passage that already gives the number: "Estimates are free." for a service question, nothing more otherwise', () => {
    const base = createKnowledgeBase([
      passage('service:gates:overview', 'service', 'Gate openers: call (406) 555-0142 to book.'),
      passage('faq:fences', 'faq', 'Fences need no permit.'),
    ]);
    expect(ask('gate openers', base).text).toBe('Yes, we do. Gate openers: call (406) 555-0142 to book. Estimates are free.');
    expect(ask('gate openers', base, { intent: 'business-fact', places: { served: [], outside: [] } }).text).toBe('Gate openers: call (406) 555-0142 to book.');
  });
});

describe('a second passage after the first', () => {
  it('another page that covers the question as well follows, both cited', () => {
    const answer = ask('intercom');
    expect(answer.text).toBe(`Yes. Intercom wiring is covered by our warranty. We install doorbells and intercoms.${FREE_ESTIMATE}`);
    expect(paths(answer.citations)).toEqual(['/terms', '/services/doorbells']);
  });
});

describe('which passage may follow the first', () => {
  // Three passages on other subjects, so that "intercom" weighs something.
  const others = [
    passage('faq:fences', 'faq', 'Fences need no permit.'),
    passage('faq:gates', 'faq', 'Gate openers run on low voltage.'),
    passage('faq:sheds', 'faq', 'Sheds can have lights.'),
  ];
  const terms = (more: Partial<Passage> = {}) =>
    passage('terms:intercom', 'terms', 'Intercom wiring is covered.', { question: 'Is intercom wiring covered?', url: '/terms', ...more });
  const overview = (more: Partial<Passage> = {}) =>
    passage('service:intercoms:overview', 'service', 'We install intercoms.', { url: '/services/intercoms', title: 'Intercoms', ...more });
  const answer = (question: string, ...passages: Passage[]) => {
    const text = ask(question, createKnowledgeBase([...passages, ...others])).text;
    expect(text.endsWith(FREE_ESTIMATE), text).toBe(true);
    return text.slice(0, -FREE_ESTIMATE.length);
  };

  it('a passage of another kind and page, scoring at least 0.6 of the first and covering as much', () => {
    expect(answer('why intercoms', terms(), overview())).toBe('Intercom wiring is covered. We install intercoms.');
  });

  it('not one of the same kind, a FAQ item or a testimonial', () => {
    expect(answer('why intercoms', terms(), overview({ kind: 'terms' }))).toBe('Intercom wiring is covered.');
    expect(answer('why intercoms', terms(), overview({ kind: 'faq' }))).toBe('Intercom wiring is covered.');
    expect(answer('why intercoms', terms(), overview({ kind: 'testimonial' }))).toBe('Intercom wiring is covered.');
  });

  it('not one from the same address', () => {
    expect(answer('why intercoms', terms(), overview({ url: '/terms' }))).toBe('Intercom wiring is covered.');
  });

  it('not one scoring under 0.6 of the first', () => {
    const long = `We install intercoms. ${'Long words about many other things and stuff here. '.repeat(12)}`;
    expect(answer('why intercoms', terms(), overview({ text: long, title: 'Untitled' }))).toBe('Intercom wiring is covered.');
  });

  it('not one covering less of the question', () => {
    const both = terms({ text: 'Intercom wiring is covered by the warranty.' });
    expect(answer('why intercoms under warranty', both, overview())).toBe('Intercom wiring is covered by the warranty.');
  });

  it('nothing after a FAQ answer or a profile answer', () => {
    expect(answer('why intercoms', terms({ id: 'faq:intercom', kind: 'faq' }), overview())).toBe('"Is intercom wiring covered?" Intercom wiring is covered.');
    // (A profile answer that does not start with "Yes" goes without its question.)
    expect(answer('why intercoms', terms({ id: 'profile:intercom', kind: 'profile' }), overview())).toBe('Intercom wiring is covered.');
  });

  it('nothing after a first passage of 400 characters or more', () => {
    const text = (length: number) => `Intercom wiring is covered.${' x'.repeat((length - 27) / 2)}`;
    expect(text(399)).toHaveLength(399);
    expect(answer('why intercoms', terms({ text: text(399) }), overview())).toBe(`${text(399)} We install intercoms.`);
    expect(answer('why intercoms', terms({ text: `${text(399)}.` }), overview())).toBe(`${text(399)}.`);
  });

  describe("a page's opening paragraph", () => {
    const body = (more: Partial<Passage> = {}) =>
      passage('service:intercoms:body:12', 'service', 'Intercoms let you talk room to room.', { url: '/services/intercoms', title: 'Intercoms', ...more });
    const list = (more: Partial<Passage> = {}) =>
      passage('service:intercoms:services:0', 'service', 'Intercom work: new intercoms and repairs.', { url: '/services/intercoms#services', title: 'Intercom services', ...more });

    it('is followed by the list of what we do that covers the question as well', () => {
      expect(answer('why intercoms', body(), list())).toBe('Intercoms let you talk room to room. Intercom work: new intercoms and repairs.');
    });

    it('only a paragraph is: another passage of the page is not followed by the list', () => {
      expect(answer('why intercoms', body({ id: 'service:intercoms:faq:12' }), list())).toBe('Intercoms let you talk room to room.');
      expect(answer('why intercoms', body({ id: 'service:intercoms:body:1:note' }), list())).toBe('Intercoms let you talk room to room.');
    });

    it('not by a list covering less, nor by a town page', () => {
      expect(answer('why intercoms talk', body(), list())).toBe('Intercoms let you talk room to room.');
      const town = passage('area:lolo', 'area', `Intercoms in Lolo. ${'Long words about many other things and stuff here. '.repeat(12)}`, { url: '/#area-lolo' });
      expect(answer('why intercoms', body(), town)).toBe('Intercoms let you talk room to room.');
    });

    it('not when the paragraph is 400 characters or more', () => {
      const text = `Intercoms let you talk room to room.${' x'.repeat(182)}`;
      expect(text).toHaveLength(400);
      expect(answer('why intercoms', body({ text }), list())).toBe(text);
    });
  });
});

describe('"Yes, we do." in front', () => {
  const others = [
    passage('faq:fences', 'faq', 'Fences need no permit.'),
    passage('faq:gates', 'faq', 'Gate openers run on low voltage.'),
    passage('faq:sheds', 'faq', 'Sheds can have lights.'),
  ];
  const page = (id: string, kind: Passage['kind'] = 'service', text = 'Intercoms that work room to room.') =>
    createKnowledgeBase([passage(id, kind, text, { title: 'Intercoms' }), ...others]);
  const YES = /^Yes, we do\. Intercoms that work room to room\./;
  const NO = /^Intercoms that work room to room\./;

  it.each([
    ['service:intercoms:overview', 'service'],
    ['service:intercoms:services:12', 'service'],
    ['service:intercoms:covers:12', 'service'],
    ['service:intercoms:industrial', 'service'],
    ['service:intercoms:industrial:12', 'service'],
    ['service:intercoms:who-we-serve', 'service'],
    ['service:intercoms:who-we-serve:12', 'service'],
    ['service:intercoms:maintenance', 'service'],
    ['service:intercoms:maintenance:12', 'service'],
    ['area:lolo', 'area'],
  ] as const)('stands when %s, a page that says what we do, holds the subject', (id, kind) => {
    expect(ask('do you install intercoms', page(id, kind)).text).toMatch(YES);
  });

  it.each([
    ['service:intercoms:body:0', 'service'],
    ['service:intercoms:faq:0', 'service'],
    ['service:intercoms:overview:note', 'service'],
    ['service:intercoms:services:', 'service'],
    ['service:intercoms:services:x', 'service'],
    ['service:intercoms:covers:x', 'service'],
    ['service:intercoms:industrial:x', 'service'],
    ['service:intercoms:who-we-serve:x', 'service'],
    ['service:intercoms:maintenance:x', 'service'],
    ['faq:intercoms:overview', 'faq'],
    ['terms:intercoms:overview', 'terms'],
  ] as const)('does not stand on %s, which only mentions it', (id, kind) => {
    expect(ask('do you install intercoms', page(id, kind)).text).not.toMatch(/^Yes, we do\./);
  });

  it.each(['i need intercoms installed', 'intercoms?', 'can you put in intercoms'])('stands for a request for the work: "%s"', (question) => {
    expect(ask(question, page('service:intercoms:overview')).text).toMatch(YES);
  });

  it.each(['i need to know why intercoms work', 'how do intercoms work'])('does not stand for a question of know-how: "%s"', (question) => {
    expect(ask(question, page('service:intercoms:overview')).text).toMatch(NO);
  });

  it('stands only in a service question', () => {
    const business: Route = { intent: 'business-fact', places: { served: [], outside: [] } };
    expect(ask('do you install intercoms', page('service:intercoms:overview'), business).text).toMatch(NO);
    const price: Route = { intent: 'price', places: { served: [], outside: [] } };
    expect(ask('do you install intercoms', page('service:intercoms:overview'), price).text).toMatch(NO);
  });

  it('a service named alone asks "do you do that?" only in a service question, or a price question of the table', () => {
    expect(ask('intercoms?', page('service:intercoms:overview')).text).toMatch(YES);
    expect(ask('intercoms?', page('service:intercoms:overview'), { intent: 'price', pricedService: null, places: { served: [], outside: [] } }).text).toMatch(NO);
    // Five subject words are not a service named alone.
    const many = createKnowledgeBase([passage('service:intercoms:overview', 'service', 'Intercoms, doorbells, chimes, cameras and gates.', { title: 'Intercoms' }), ...others]);
    expect(ask('intercoms doorbells chimes cameras gates', many).text).not.toMatch(/^Yes, we do\./);
    expect(ask('intercoms doorbells chimes cameras', many).text).toMatch(/^Yes, we do\./);
  });

  it('never stands before an answer that already says yes', () => {
    expect(ask('do you install intercoms', page('service:intercoms:overview', 'service', 'Yes, intercoms that work room to room.')).text).toMatch(/^Yes, intercoms that work/);
    // "Eyes" is not "yes".
    expect(ask('do you install intercoms', page('service:intercoms:overview', 'service', 'Eyes on intercoms that work room to room.')).text).toMatch(/^Yes, we do\. Eyes on/);
    expect(ask('do you install intercoms', page('service:intercoms:overview', 'service', 'We say yes to intercoms that work room to room.')).text).toMatch(
      /^Yes, we do\. We say yes/,
    );
  });

  it('asked about a place alone ("do you wire barns?"), stands only on a page that names the place', () => {
    const base = createKnowledgeBase([
      passage('service:intercoms:overview', 'service', 'We wire intercoms.'),
      passage('faq:barns', 'faq', 'Barns need wiring and power.'),
      ...others,
    ]);
    expect(ask('do you wire barns', base).text).toBe(`Barns need wiring and power.${FREE_ESTIMATE}`);
  });

  it('stands when the page lacks only a word that says little (used by many passages)', () => {
    const doorbells = [1, 2, 3, 4, 5].map((index) => passage(`faq:bell${index}`, 'faq', `Doorbells ${index}.`));
    const base = createKnowledgeBase([passage('service:intercoms:overview', 'service', 'We install intercoms.', { title: 'Intercoms' }), ...doorbells, ...others]);
    expect(ask('do you install intercoms with doorbells', base).text).toBe(`Yes, we do. We install intercoms.${FREE_ESTIMATE}`);
  });

  it('stands when the page names the subject in its title only', () => {
    const base = createKnowledgeBase([passage('service:intercoms:overview', 'service', 'Room to room talk systems.', { title: 'Intercoms' }), ...others]);
    expect(ask('do you install intercoms', base).text).toBe(`Yes, we do. Room to room talk systems.${FREE_ESTIMATE}`);
  });

  it('does not stand when nothing is asked but "can you help?"', () => {
    const base = createKnowledgeBase([passage('service:help:overview', 'service', 'We help with intercoms.', { title: 'Help' }), ...others]);
    expect(ask('can you help', base).text).toMatch(/^We help with intercoms\./);
  });
});
