/**
 * The offline answerer's (src/server/assistant/answerer.ts) answers built from particular passages:
 * financing, work for a business, problems that are not emergencies, jobs priced after a visit; the
 * site-coverage check the router asks; and the site's words kept out of the spelling correction.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, siteCovers } from '../../../src/server/assistant/answerer.ts';
import { createKnowledgeBase, type Passage } from '../../../src/server/assistant/knowledge.ts';
import { correctSpelling, keywordFor } from '../../../src/domain/assistant/spelling.ts';
import type { Route } from '../../../src/domain/assistant/intent.ts';

const SITE = 'https://blackfootriverelectric.example';
const NOWHERE = { served: [], outside: [] };
const QUESTIONS = ' Questions? Call us at (406) 555-0142.';
const WHO = 'Homeowners and businesses with a project from us can apply. Financing is subject to credit approval, and rates and terms depend on your credit.';

const route = (fields: Partial<Route> & Pick<Route, 'intent'>): Route => ({ places: NOWHERE, ...fields });
const paths = (citations: string[]) => citations.map((url) => url.replace(SITE, ''));
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
const others = [
  passage('faq:fences', 'faq', 'Fences need no permit.'),
  passage('faq:gates', 'faq', 'Gate openers run on low voltage.'),
  passage('faq:sheds', 'faq', 'Sheds can have lights.'),
];

describe('financing', () => {
  const financing = route({ intent: 'business-fact', fact: 'financing', facts: ['financing'] });
  const ask = (question: string) => answerFromKnowledge(question, undefined, financing);

  it('"can I finance X?" for a project the financing page lists: yes, that item in its own words, and who can apply', () => {
    const generator = ask('can i finance a standby generator');
    expect(generator.text).toBe(`Yes: financing can cover standby generators (backup power for your home or business, installed and connected). ${WHO}${QUESTIONS}`);
    expect(paths(generator.citations)).toEqual(['/financing.html#covers']);
    expect(generator.passages.map((passage) => passage.id)).toEqual(['service:financing:covers:1', 'service:financing:faq:0']);
    expect(ask('is rewiring something i can finance').text).toBe(`Yes: financing can cover rewiring (whole-home or partial rewiring of older homes). ${WHO}${QUESTIONS}`);
    // Capitalised words in lower case, acronyms kept.
    expect(ask('can i finance an ev charger install').text).toMatch(/^Yes: financing can cover EV chargers and heat pumps \(dedicated circuits and the capacity to run them\)\. /);
  });

  it('"do you offer financing?": the FAQ\'s sentence that it is available, and who can apply', () => {
    const answer = ask('do you offer financing?');
    expect(answer.text).toBe(
      `Yes: financing options are available for larger projects, subject to credit approval. Homeowners and businesses with a project from us can apply.${QUESTIONS}`,
    );
    expect(paths(answer.citations)).toEqual(['/financing.html']);
    expect(answer.passages.map((passage) => passage.id)).toEqual(['faq:costs-estimates', 'service:financing:faq:0']);
  });

  it('asked how, not whether: the financing passages, no yes', () => {
    const answer = ask('how does financing work');
    expect(answer.text).toBe(`${WHO}${QUESTIONS}`);
    expect(answer.passages.map((passage) => passage.id)).toEqual(['service:financing:faq:0']);
  });

  it('a project listed beside one that is not: no yes', () => {
    expect(ask('can i finance a standby generator and a sauna').text).not.toMatch(/^Yes/);
  });

  it('a project the site never names: "I don\'t know", not a yes', () => {
    expect(ask('can i finance a zorbium gizmo').source).toBe('unknown');
  });

  describe('on a financing page of its own', () => {
    const base = (costs = 'We offer free estimates, and financing options are available for big jobs.') =>
      createKnowledgeBase([
        passage('faq:costs-estimates', 'faq', costs, { question: 'How much does it cost?', url: '/#costs' }),
        passage('service:financing:faq:0', 'faq', 'Anyone can apply. Approval takes a day.', { question: 'Who can apply for financing?', url: '/financing' }),
        passage('service:financing:covers:0', 'service', 'Hot Tubs: Wiring for hot tubs and spas.', { url: '/financing#covers' }),
        passage('service:financing:covers:1', 'service', 'Solar Panels: Panels and inverters.', { url: '/financing#covers' }),
        passage('service:financing:covers:2', 'service', 'Kitchen Remodels: Ranges, ovens etc. and lighting.', { url: '/financing#covers' }),
        ...others,
      ]);
    const ask = (question: string, knowledge = base()) => answerFromKnowledge(question, knowledge, financing);

    it('names the listed item and the whole answer on who can apply', () => {
      expect(ask('can i finance a hot tub').text).toBe(`Yes: financing can cover hot tubs (wiring for hot tubs and spas). Anyone can apply. Approval takes a day.${QUESTIONS}`);
      expect(paths(ask('can i finance a hot tub').citations)).toEqual(['/financing#covers']);
    });

    it('drops only the last full stop of what the item covers', () => {
      expect(ask('can i finance a kitchen remodel').text).toMatch(/^Yes: financing can cover kitchen remodels \(ranges, ovens etc\. and lighting\)\. /);
    });

    it('takes only the first sentence on who can apply after "financing is available", and cites that answer', () => {
      const answer = ask('do you offer financing');
      expect(answer.text).toBe(`Yes: financing options are available for big jobs. Anyone can apply.${QUESTIONS}`);
      expect(paths(answer.citations)).toEqual(['/financing']);
    });

    it('without the FAQ on costs at all, no yes', () => {
      const base = createKnowledgeBase([
        passage('service:financing:faq:0', 'faq', 'Anyone can apply. Approval takes a day.', { question: 'Who can apply for financing?', url: '/financing' }),
        ...others,
      ]);
      expect(ask('do you offer financing', base).text).toBe(`"Who can apply for financing?" Anyone can apply. Approval takes a day.${QUESTIONS}`);
    });

    it('without the FAQ sentence that financing is available, no yes', () => {
      expect(ask('do you offer financing', base('We offer free estimates.')).text).not.toMatch(/^Yes/);
    });
  });
});

describe('work for a business the commercial page covers in part', () => {
  const service = route({ intent: 'service' });

  it('the yes, what the page lists, the free estimate with a site visit (without its own "Yes."), and the call to book it', () => {
    for (const question of ['need wiring for the dental clinic', 'need wiring for the Clinic']) {
      const answer = answerFromKnowledge(question, undefined, service);
      expect(answer.source, question).toBe('knowledge');
      expect(answer.similarityScore).toBe(1);
      expect(paths(answer.citations)).toEqual(['/services/commercial#services', '/services/commercial']);
      expect(answer.passages.map((passage) => passage.id)).toEqual(['service:commercial:services:0', 'service:commercial:faq:2']);
      expect(answer.actions.map((action) => action.type)).toEqual(['call', 'estimate']);
      expect(answer.text).toMatch(/^Yes, we do\. Commercial Construction: Electrical installation for new commercial buildings/);
      expect(answer.text).toMatch(
        / We give free estimates for commercial and industrial work across Missoula, Ravalli and Lake counties\. Larger projects start with a site visit/,
      );
      expect(answer.text).toMatch(/ Call us at \(406\) 555-0142 to book it\.$/);
      expect(answer.text).not.toMatch(/Yes\. We give/);
      expect(answer.text).not.toMatch(/\s{2}/);
    }
  });

  it.each(['can you install security cameras in our store', 'can you put in a pos system at our store', 'can you add zorbium for our warehouse'])(
    'not for a thing the site never names: "%s"',
    (question) => {
      expect(answerFromKnowledge(question, undefined, service).source).toBe('unknown');
    },
  );

  it('only in a service question', () => {
    expect(answerFromKnowledge('need wiring for the dental clinic', undefined, route({ intent: 'business-fact' })).source).toBe('unknown');
  });
});

describe('a problem that is not an emergency', () => {
  const problem = (kind: Route['problem']) => route({ intent: 'service', problem: kind, service: 'troubleshoot', pricedService: 'troubleshoot' });

  it('cites the FAQ it draws on and the page that lists the problem', () => {
    const answer = answerFromKnowledge('new led bulbs flicker when i dim them', undefined, problem('led-dimmer'));
    expect(answer.passages.map((passage) => passage.id)).toEqual(['faq:led-lighting']);
    expect(paths(answer.citations)).toEqual(['/services/residential', '/services/emergency']);
    const fuse = answerFromKnowledge('fuse keeps blowing', undefined, problem('fuse'));
    expect(fuse.passages.map((passage) => passage.id)).toEqual(['faq:breaker-tripping', 'faq:panel-upgrade-signs']);
    expect(paths(fuse.citations)).toEqual(['/services/emergency', '/services/panel-upgrade']);
    const outlet = answerFromKnowledge('outlet stopped working', undefined, problem('dead-outlet'));
    expect(outlet.passages).toEqual([]);
    expect(paths(outlet.citations)).toEqual(['/services/residential']);
  });

  it('a breaker that trips right after a reset: the number first, and no second call line', () => {
    const answer = answerFromKnowledge('the main breaker tripped and wont reset', undefined, problem('breaker-immediate'));
    expect(answer.text).toMatch(/^Leave the breaker off and call us for service: \(406\) 555-0142 \(24\/7\)\. A breaker that trips/);
    expect(answer.text).toMatch(/swap in a bigger breaker\.$/);
    expect(answer.text.match(/555-0142/g)).toHaveLength(1);
  });

  it.each([
    'can you fix a breaker that keeps tripping',
    'need someone to look at my breaker',
    'looking  for  an  electrician, my breaker keeps tripping',
    'want an electrician for a tripping breaker',
  ])('asked for the work ("%s"): the yes first, in the troubleshooting service\'s words', (question) => {
    expect(answerFromKnowledge(question, undefined, problem('breaker-trips')).text).toMatch(
      /^Yes, we do\. We track down the cause of electrical problems and fix it safely, instead of guessing\. /,
    );
  });

  it('described, not asked for: no yes', () => {
    expect(answerFromKnowledge('my breaker keeps tripping', undefined, problem('breaker-trips')).text).not.toMatch(/^Yes/);
  });

  it('takes the yes from the troubleshooting service as the page writes it', () => {
    const base = createKnowledgeBase([passage('service:residential:services:4', 'service', 'Troubleshooting:We find faults. Breakers; outlets.'), ...others]);
    expect(answerFromKnowledge('can you fix a breaker that keeps tripping', base, problem('breaker-trips')).text).toMatch(/^Yes, we do\. We find faults\. A breaker trips/);
  });

  it('a kind of problem without an answer of its own is answered from the passages', () => {
    const answer = answerFromKnowledge('the breaker keeps tripping', undefined, problem('no-such-kind' as Route['problem']));
    expect(answer.source).not.toBe('problem');
  });
});

describe('jobs priced after a visit, on pages of their own', () => {
  const job = (service: Route['service']) => route({ intent: 'price', service, pricedService: null });
  const withFaq = () =>
    createKnowledgeBase([
      passage('faq:rewiring-time', 'faq', 'Rewiring takes 3 to 10 days.', { url: '/#faq-rewiring' }),
      passage('faq:panel-upgrade-cost', 'faq', 'Panels cost a lot.', { url: '/#faq-panel' }),
      ...others,
    ]);

  it('cites the FAQ answer where there is one', () => {
    const rewiring = answerFromKnowledge('how much to rewire a house', withFaq(), job('rewiring'));
    expect(rewiring.text).toMatch(/^Whole-house rewiring is priced after a visit, not from a table\. Rewiring takes 3 to 10 days\. The cost depends on the size of the home/);
    expect(paths(rewiring.citations)).toEqual(['/#faq-rewiring']);
    expect(paths(answerFromKnowledge('how much for a service upgrade', withFaq(), job('service-upgrade')).citations)).toEqual(['/#faq-panel']);
  });

  it('cites the service page otherwise, with no gap where the FAQ answer would be', () => {
    const base = createKnowledgeBase(others);
    const rewiring = answerFromKnowledge('how much to rewire a house', base, job('rewiring'));
    expect(rewiring.text).toMatch(/^Whole-house rewiring is priced after a visit, not from a table\. The cost depends on the size of the home/);
    expect(paths(rewiring.citations)).toEqual(['/services/residential']);
    expect(paths(answerFromKnowledge('how much for a service upgrade', base, job('service-upgrade')).citations)).toEqual(['/services/panel-upgrade']);
  });
});

describe('whether the site covers a question (asked by the router)', () => {
  const base = () =>
    createKnowledgeBase([
      passage('service:intercoms:overview', 'service', 'We install intercoms.', { title: 'Intercoms' }),
      passage('faq:doorbells', 'faq', `Doorbells. ${'Long words about many other things and stuff here. '.repeat(12)}`),
      ...others,
    ]);

  it('covers a subject a passage holds, found well enough', () => {
    expect(siteCovers('intercoms', base())).toBe(true);
    expect(siteCovers('do you install intercoms', base())).toBe(true);
  });

  it('answers "I don\'t know" to a subject found only in passing', () => {
    expect(answerFromKnowledge('doorbells', base(), route({ intent: 'service' })).source).toBe('unknown');
    expect(answerFromKnowledge('intercoms', base(), route({ intent: 'service' })).source).toBe('knowledge');
  });

  it('does not cover a subject found only in passing, or never found', () => {
    expect(siteCovers('doorbells', base())).toBe(false);
    expect(siteCovers('zorbium', base())).toBe(false);
  });

  it('covers an electrical problem, and a question with no subject words, whatever the passages', () => {
    expect(siteCovers('my outlet stopped working', base())).toBe(true);
    expect(siteCovers('what?', base())).toBe(true);
  });
});

describe('the spelling correction of the router', () => {
  it('leaves a word the site uses as it is, even one letter from a keyword', () => {
    // "electronic" is one edit from "electric", and the site uses it.
    expect(keywordFor('electronic')).toBeUndefined();
    expect(correctSpelling('an electronic gate')).toBe('an electronic gate');
    expect(keywordFor('electrik')).toBe('electric');
  });
});
