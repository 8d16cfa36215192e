/**
 * The offline answerer (src/server/assistant/answerer.ts) when one of our services is named, on
 * small made-up knowledge bases: the passages that name the service first, the direct yes from a
 * page's list of what we do, a service named alone, the half weight of a word the site never uses,
 * and the limit of how similar a FAQ's question must be to go without it.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';
import { createKnowledgeBase, type Passage } from '../../../src/server/assistant/knowledge.ts';
import type { Route } from '../../../src/domain/assistant/intent.ts';

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
const others = () => [
  passage('faq:fences', 'faq', 'Fences need no permit.'),
  passage('faq:gates', 'faq', 'Gate openers run on low voltage.'),
  passage('faq:sheds', 'faq', 'Sheds can have lights.'),
];
const route = (fields: Partial<Route> & Pick<Route, 'intent'>): Route => ({ places: { served: [], outside: [] }, ...fields });
const ask = (question: string, passages: Passage[], fields: Partial<Route> & Pick<Route, 'intent'>) =>
  answerFromKnowledge(question, createKnowledgeBase([...passages, ...others()]), route(fields));
const ids = (passages: { id: string }[]) => passages.map((item) => item.id);

describe('a service named in words the site never uses', () => {
  const garage = () => [
    passage('faq:garage', 'faq', 'Garage wiring: an EV outlet and breaker on your garage wall.'),
    passage('service:ev:overview', 'service', 'EV charger installation.'),
  ];

  it('is answered first by the passages that name it in the site\'s words ("EV charger" for "tesla wall connector")', () => {
    const answer = ask('can you install a tesla wall connector and breaker in my garage', garage(), { intent: 'service', service: 'ev-charger', pricedService: 'circuits' });
    expect(ids(answer.passages)).toEqual(['service:ev:overview', 'faq:garage']);
    expect(answer.text).toMatch(/^EV charger installation\. /);
  });

  it('not when the service the router found is another one', () => {
    const answer = ask('can you install a tesla wall connector and breaker in my garage', garage(), { intent: 'service', service: 'troubleshoot', pricedService: 'troubleshoot' });
    expect(ids(answer.passages)).toEqual(['faq:garage', 'service:ev:overview']);
  });
});

describe('the direct yes from a list of what we do', () => {
  const circuits = (list: string) => [
    passage('faq:freezer', 'faq', 'A freezer wants a 240 volt dedicated circuit of its own.', { question: 'Does a freezer need its own circuit?' }),
    passage('service:circuits:services:0', 'service', list),
  ];
  const named: Partial<Route> & Pick<Route, 'intent'> = { intent: 'service', service: 'circuits', pricedService: 'circuits' };
  const YES = /^Yes, we do\. "Does a freezer need its own circuit\?" A freezer wants/;

  it('stands before the FAQ that explains the job when a list names the service as the question does', () => {
    expect(ask('can you put a dedicated circuit in for my freezer', circuits('Dedicated circuits for large appliances.'), named).text).toMatch(YES);
    expect(ask('can you put a dedicated circuit in for my freezer', circuits('Large appliance hookups.'), named).text).toMatch(/^"Does a freezer/);
  });

  it('stands when the question names the service in other words and a list names it in the site\'s ("240 volt" for "circuit")', () => {
    expect(ask('can you put a 240 volt outlet in for my freezer', circuits('Dedicated circuits for freezers.'), named).text).toMatch(YES);
    expect(ask('can you put a 240 volt outlet in for my freezer', circuits('Hookups for freezers.'), named).text).toMatch(/^"Does a freezer/);
  });

  it('stands on a page that holds the subject in its keywords only', () => {
    expect(
      ask('do you install intercoms', [passage('service:intercoms:overview', 'service', 'Room to room talk systems.', { keywords: 'intercoms' })], { intent: 'service' }).text,
    ).toMatch(/^Yes, we do\. Room to room talk systems\./);
  });
});

describe('a service named alone ("saunas?")', () => {
  const saunas = () => [passage('saunas:overview', 'service', 'We install saunas and hot tubs.'), passage('faq:sauna', 'faq', 'A sauna heater needs its own circuit.')];

  it('asks whether we do it: the overview first, in a service, business-fact or price question of the table', () => {
    expect(ids(ask('saunas?', saunas(), { intent: 'service' }).passages)).toEqual(['saunas:overview', 'faq:sauna']);
    expect(ids(ask('saunas?', saunas(), { intent: 'business-fact' }).passages)).toEqual(['saunas:overview', 'faq:sauna']);
    expect(ask('saunas?', saunas(), { intent: 'price' }).text).toMatch(/^We install saunas and hot tubs\. /);
  });

  it('not in a price question of a job outside the table', () => {
    const answer = ask('saunas?', saunas(), { intent: 'price', pricedService: null });
    expect(ids(answer.passages)).toEqual(['faq:sauna', 'saunas:overview']);
    expect(answer.source).toBe('unknown');
  });
});

describe('with one of our services named', () => {
  const generators = () => [passage('service:generators:overview', 'service', 'Standby generators for homes.'), passage('faq:gen', 'faq', 'A generator needs a transfer switch.')];

  it('a word the site never uses, after the service, weighs half', () => {
    // generator: 2 of 5 passages, ln(6/3); zorbium: never seen, ln(6), the head (double) at half weight.
    const share = Number((Math.log(2) / (Math.log(2) + Math.log(6))).toFixed(3));
    expect(ask('can you install a generator zorbium', generators(), { intent: 'service', service: 'generator', pricedService: 'generator' }).similarityScore).toBe(share);
    const unnamed = Number((Math.log(2) / (Math.log(2) + 2 * Math.log(6))).toFixed(3));
    expect(ask('can you install a generator zorbium', generators(), { intent: 'service' }).similarityScore).toBe(unnamed);
  });
});

describe("a FAQ item's own question", () => {
  it("goes when the visitor's question shares 0.7 of its words, exactly", () => {
    // Ten words each, seven shared: 7 / sqrt(10 x 10) = 0.7.
    const faq = passage('faq:alpha', 'faq', 'The answer.', { question: 'alpha bravo charlie delta echo foxtrot golf hotel india juliet' });
    const more = [passage('faq:k', 'faq', 'Kilo.'), passage('faq:l', 'faq', 'Lima.'), passage('faq:m', 'faq', 'Mike.')];
    expect(ask('alpha bravo charlie delta echo foxtrot golf kilo lima mike', [faq, ...more], { intent: 'service' }).text).toMatch(/^The answer\. /);
  });

  it('of a profile answer counts as what it holds ("insured" asked, only its question says it)', () => {
    const profile = passage('profile:insurance', 'profile', 'Yes. We carry it, intercoms too.', { question: 'Are you insured?' });
    const answer = ask(
      'are you insured for intercoms',
      [profile, passage('service:intercoms:overview', 'service', 'We install intercoms.'), passage('terms:intercom', 'terms', 'Intercom terms.')],
      {
        intent: 'service',
      },
    );
    expect(answer.text).toMatch(/^Yes\. We carry it, intercoms too\. /);
  });
});
