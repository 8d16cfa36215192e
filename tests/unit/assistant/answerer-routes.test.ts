/**
 * Which kind of answer the offline answerer (src/server/assistant/answerer.ts) gives for a route:
 * the service-area answer, a business fact, a problem, the pricing, a job priced after a visit, the
 * price table, a passage, or "I don't know"; with its category, citations and next steps. The
 * routes are written out, so these tests hold the answerer to its part whatever the router reads.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, unknownAnswerText, type OfflineAnswer } from '../../../src/server/assistant/answerer.ts';
import { createKnowledgeBase, type Passage } from '../../../src/server/assistant/knowledge.ts';
import type { Route } from '../../../src/domain/assistant/intent.ts';

const SITE = 'https://blackfootriverelectric.example';
const CALL = { type: 'call', href: 'tel:+14065550142', label: 'Call (406) 555-0142', number: '(406) 555-0142' };
const ESTIMATE = { type: 'estimate', label: 'Get a cost estimate' };
const NOWHERE = { served: [], outside: [] };

const route = (fields: Partial<Route> & Pick<Route, 'intent'>): Route => ({ places: NOWHERE, ...fields });
const ask = (question: string, fields: Partial<Route> & Pick<Route, 'intent'>) => answerFromKnowledge(question, undefined, route(fields));
/** The parts of an answer that say what kind it is. */
const kind = (answer: OfflineAnswer) => ({
  source: answer.source,
  category: answer.category,
  similarityScore: answer.similarityScore,
  citations: answer.citations.map((url) => url.replace(SITE, '')),
  actions: answer.actions.map((action) => action.type),
});

describe('questions about where we work', () => {
  it('a served town: the area answer, cited to the area list, with the call', () => {
    const answer = ask('do you serve Missoula?', { intent: 'business-fact', fact: 'area', places: { served: ['Missoula'], outside: [] } });
    expect(kind(answer)).toEqual({ source: 'area', category: 'location', similarityScore: 1, citations: ['/#local-areas'], actions: ['call'] });
    expect(answer.actions).toEqual([CALL]);
    expect(answer.passages).toEqual([]);
    expect(answer.text).toMatch(/^Yes! Missoula is in our service area\./);
  });

  it('a place it cannot place: the area answer at half confidence', () => {
    const answer = ask('do you serve Springfield?', { intent: 'business-fact', fact: 'area' });
    expect(kind(answer)).toEqual({ source: 'area', category: 'location', similarityScore: 0.5, citations: ['/#local-areas'], actions: ['call'] });
    expect(answer.text).toMatch(/^I can't confirm whether Springfield is in our service area\./);
  });

  it('a place outside the area, whatever fact is asked with it: the clear no', () => {
    const answer = ask('what are your hours in Billings', { intent: 'business-fact', fact: 'hours', places: { served: [], outside: ['Billings'] } });
    expect(kind(answer)).toEqual({ source: 'area', category: 'location', similarityScore: 1, citations: ['/#local-areas'], actions: ['call'] });
    expect(answer.text).toMatch(/^I'm sorry, Billings is outside our service area\./);
  });

  it('a served town and one outside: both named', () => {
    const answer = ask('do you serve Lolo and Billings', { intent: 'business-fact', fact: 'area', places: { served: ['Lolo'], outside: ['Billings'] } });
    expect(answer.text).toMatch(/^Lolo is in our service area, but Billings is outside our service area\./);
  });

  it('the area asked in general, with or without a topic: the list of counties and towns', () => {
    for (const fields of [{ fact: 'area' }, {}, { fact: 'contact' }]) {
      const answer = ask('what areas do you cover', { intent: 'business-fact', ...fields });
      expect(kind(answer), JSON.stringify(fields)).toEqual({ source: 'area', category: 'location', similarityScore: 1, citations: ['/#local-areas'], actions: ['call'] });
      expect(answer.text).toMatch(/^We serve homes and businesses throughout Missoula, Ravalli and Lake counties/);
    }
  });

  it('a fact other than where we work, with no place named, is that fact even when it says "cover"', () => {
    const answer = ask('does the warranty cover parts?', { intent: 'business-fact', fact: 'warranty' });
    expect(kind(answer)).toEqual({ source: 'knowledge', category: 'general', similarityScore: 1, citations: ['/terms-of-service#warranty-of-workmanship'], actions: ['call'] });
    expect(answer.passages.map((passage) => passage.id)).toEqual(['terms:warranty-of-workmanship']);
  });

  it('a town and a fact, asked as a service question: the area answer alone', () => {
    const answer = ask('what are your hours and do you serve Missoula', {
      intent: 'service',
      fact: 'hours',
      facts: ['hours', 'area'],
      places: { served: ['Missoula'], outside: [] },
    });
    expect(answer.source).toBe('area');
    expect(answer.text).toMatch(/^Yes! Missoula is in our service area\. We serve homes/);
  });

  it('a town and a fact the site has no passage for: the area answer alone', () => {
    const answer = ask('do you serve Missoula?', { intent: 'business-fact', fact: 'area', facts: ['area', 'hourly-rate'], places: { served: ['Missoula'], outside: [] } });
    expect(answer.source).toBe('area');
    expect(answer.text).toMatch(/^Yes! Missoula is in our service area\. We serve homes/);
  });

  it('a town and where we are located: whether we work there (the address is not another fact to add)', () => {
    const answer = ask('where are you located and do you serve Lolo', {
      intent: 'business-fact',
      fact: 'area',
      facts: ['area', 'address'],
      places: { served: ['Lolo'], outside: [] },
    });
    expect(answer.source).toBe('area');
    expect(answer.text).toMatch(/^Yes! Lolo is in our service area\. We serve homes/);
  });

  it('a town named beside "do you work there?" or "can I call you?": whether we work there', () => {
    const there = ask('we just bought a place in Milltown, do you work there?', { intent: 'business-fact', fact: 'area', places: { served: ['Milltown'], outside: [] } });
    expect(kind(there)).toEqual({ source: 'area', category: 'location', similarityScore: 1, citations: ['/#local-areas'], actions: ['call'] });
    expect(there.text).toMatch(/^Yes! Milltown is in our service area\./);
    const call = ask('we just bought a place in Milltown, can I call you?', { intent: 'business-fact', fact: 'contact', places: { served: ['Milltown'], outside: [] } });
    expect(call.source).toBe('area');
    expect(call.text).toMatch(/^Yes! Milltown is in our service area\./);
    const two = ask('we have places in Lolo and Florence, do you work there?', { intent: 'business-fact', fact: 'area', places: { served: ['Lolo', 'Florence'], outside: [] } });
    expect(two.text).toMatch(/^Yes! (?:Lolo and Florence|Florence and Lolo) are in our service area\./);
  });

  it('a town named beside another fact, or in a service question: not the area answer', () => {
    const hours = ask('what are your hours in Milltown', { intent: 'business-fact', fact: 'hours', places: { served: ['Milltown'], outside: [] } });
    expect(kind(hours)).toEqual({ source: 'knowledge', category: 'contact', similarityScore: 1, citations: ['/#contact'], actions: ['call'] });
    expect(hours.text).toMatch(/^Our office hours are/);
    const service = ask('we just bought a place in Milltown, do you work there?', { intent: 'service', fact: 'area', places: { served: ['Milltown'], outside: [] } });
    expect(service.source).not.toBe('area');
  });
});

describe('questions we do not answer', () => {
  it('out of scope: "I don\'t know", with the call and nothing cited', () => {
    const answer = ask('can you help me with my taxes', { intent: 'out-of-scope' });
    expect(answer).toEqual({ text: unknownAnswerText(), citations: [], category: 'general', similarityScore: 0, source: 'unknown', passages: [], actions: [CALL] });
  });

  it('the "I don\'t know" names the phone, the hours, the e-mail and what the assistant can do', () => {
    expect(unknownAnswerText()).toBe(
      "I'm not sure about that: our website doesn't say, and I won't guess. Please call us at (406) 555-0142 (Monday - Friday 7:00 AM - 5:00 PM; emergencies 24/7) or e-mail office@blackfootriverelectric.example, and we'll be glad to help. Here I can answer questions about our electrical services, service area, hours and prices, give a rough cost estimate, or help you troubleshoot a problem.",
    );
    expect(unknownAnswerText('(406) 555-0000')).toContain('Please call us at (406) 555-0000 (');
  });
});

describe('price questions', () => {
  it('about electrical work in general: how we price, the free estimate, both next steps', () => {
    const answer = ask('how much does an electrician cost?', { intent: 'price' });
    expect(kind(answer)).toEqual({ source: 'knowledge', category: 'pricing', similarityScore: 1, citations: ['/financing.html'], actions: ['call', 'estimate'] });
    expect(answer.actions).toEqual([CALL, ESTIMATE]);
    expect(answer.passages.map((passage) => passage.id)).toEqual(['faq:costs-estimates']);
    // The FAQ's answer without its first sentence ("Yes, our estimates are free."), then the free estimate.
    expect(answer.text).toBe(
      'Prices depend on the work, the materials and access, so we give you a clear written estimate with no hidden fees before any work begins. Our online assistant can give a preliminary range, and financing options are available for larger projects, subject to credit approval. Estimates are free: call us at (406) 555-0142, or use the Estimate tab for a preliminary range.',
    );
  });

  it('about an hourly rate: says the site lists none, even with a service named', () => {
    for (const fields of [{}, { service: 'panel', pricedService: 'panel' as const }]) {
      const answer = ask('what is your hourly rate for a panel upgrade', { intent: 'price', fact: 'hourly-rate', ...fields });
      expect(answer.source, JSON.stringify(fields)).toBe('knowledge');
      expect(answer.text).toMatch(/^I don't have an hourly rate to give you: our website doesn't list one\. Prices depend on the work/);
    }
  });

  it('about electrical work in general, on a site without the FAQ on costs: "I don\'t know"', () => {
    const others = ['fences', 'gates', 'sheds'].map((id): Passage => ({
      id: `faq:${id}`,
      kind: 'faq',
      page: 'P',
      title: 'T',
      text: `${id} need no permit.`,
      keywords: '',
      url: '/',
    }));
    const answer = answerFromKnowledge('how much does an electrician cost?', createKnowledgeBase(others), route({ intent: 'price' }));
    expect(answer.source).toBe('unknown');
  });

  it('naming a service of the price table, even in general words: the table', () => {
    const answer = ask('how much does an electrician cost', { intent: 'price', service: 'fan', pricedService: 'fan' });
    expect(kind(answer)).toEqual({ source: 'price', category: 'pricing', similarityScore: 1, citations: ['/#ai-assistant'], actions: ['call', 'estimate'] });
    expect(answer.text).toMatch(/^Ceiling Fan Installation: our estimator's preliminary range is \$200 - \$500/);
  });

  it('an hourly rate asked as a business fact: not the pricing answer', () => {
    expect(ask('what is your hourly rate', { intent: 'business-fact', fact: 'hourly-rate' }).text).not.toMatch(/^I don't have an hourly rate/);
  });

  it('naming something specific beside electrical work in general: not the general pricing', () => {
    expect(ask('how much does an electrician cost for a sauna', { intent: 'price' }).text).not.toMatch(/^Prices depend on the work/);
  });

  it('a problem asked as a price: the price table, not the problem', () => {
    const answer = ask('how much to fix a dead outlet', { intent: 'price', problem: 'dead-outlet', service: 'outlets', pricedService: 'outlets' });
    expect(answer.source).toBe('price');
  });

  it('a panel: the panel page cited before the estimator', () => {
    const answer = ask('how much for a panel upgrade', { intent: 'price', service: 'panel', pricedService: 'panel' });
    expect(kind(answer)).toEqual({
      source: 'price',
      category: 'pricing',
      similarityScore: 1,
      citations: ['/services/panel-upgrade', '/#ai-assistant'],
      actions: ['call', 'estimate'],
    });
    expect(answer.passages.length).toBeGreaterThan(0);
  });

  it.each([
    ['how much to rewire a house', 'rewiring', /^Whole-house rewiring is priced after a visit, not from a table\. Most whole-home rewiring projects take/, '/services/residential'],
    ['how much for a service upgrade', 'service-upgrade', /^A service upgrade is priced after a visit\. Two figures, for two purposes/, '/services/panel-upgrade'],
    ['how much to wire a new construction home', 'new-construction', /^Wiring for new construction is priced from your plans, not from a table/, '/services/residential'],
  ] as const)('a job outside the table ("%s"): priced after a visit', (question, service, opening, page) => {
    const answer = ask(question, { intent: 'price', service, pricedService: null });
    expect(kind(answer)).toEqual({ source: 'job', category: 'pricing', similarityScore: 1, citations: [page], actions: ['call', 'estimate'] });
    expect(answer.passages).toEqual([]);
    expect(answer.text).toMatch(opening);
    expect(answer.text).toMatch(/we give you a free on-site estimate with a written price and schedule\. Call us at \(406\) 555-0142 to book it\.$/);
    expect(answer.text).not.toMatch(/\s{2}/);
  });

  it('a job outside the table with no price question: not priced', () => {
    const answer = ask('do you rewire old houses', { intent: 'service', service: 'rewiring', pricedService: null });
    expect(answer.source).not.toBe('job');
  });
});

describe('business facts and the work they apply to', () => {
  it('permits asked as a service question: the terms, with the call and the free estimate line', () => {
    const answer = ask('do you pull permits', { intent: 'service', fact: 'permits' });
    expect(kind(answer)).toEqual({
      source: 'knowledge',
      category: 'general',
      similarityScore: 1,
      citations: ['/terms-of-service#permits-and-inspections'],
      actions: ['call'],
    });
    expect(answer.text).toMatch(/^Yes\. Where the law requires it, we obtain the electrical permit/);
    expect(answer.text).toMatch(/ For a free estimate, call us at \(406\) 555-0142\.$/);
  });

  it('work outside business hours asked as a service question: the commercial FAQ', () => {
    const answer = ask('can you do the work on weekends', { intent: 'service', fact: 'work-hours' });
    expect(kind(answer)).toEqual({ source: 'knowledge', category: 'general', similarityScore: 1, citations: ['/services/commercial'], actions: ['call'] });
    expect(answer.passages.map((passage) => passage.id)).toEqual(['service:commercial:faq:1']);
  });

  it('another fact asked as a service question: the search, not the fact alone', () => {
    const answer = ask('does the warranty cover a ceiling fan install', { intent: 'service', fact: 'warranty', service: 'fan', pricedService: 'fan' });
    expect(answer.actions).toEqual([CALL, ESTIMATE]);
    expect(answer.passages.length).toBeGreaterThan(1);
  });

  it.each([
    'do you give free estimates and are you insured',
    'free estimates? insured?',
    'free estimates,are you insured',
    'free estimates, are you insured',
    'free estimates & insured',
  ])('two facts asked at once ("%s"): both, each found by its own words, the first first', (question) => {
    const answer = ask(question, { intent: 'business-fact', fact: 'free-estimate', facts: ['free-estimate', 'licence', 'hours'] });
    expect(answer.passages.map((passage) => passage.id)).toEqual(['terms:estimates', 'profile:licence']);
    expect(answer.text).toMatch(/^Estimates are free\. /);
  });

  it('where we work beside another topic is left to the area answer: the other topic answers', () => {
    expect(ask('what are your hours', { intent: 'business-fact', fact: 'area', facts: ['area', 'hours'] }).passages.map((passage) => passage.id)).toEqual(['profile:hours']);
  });

  it('a second topic the site has no passage for adds nothing', () => {
    const answer = ask('what are your hours and your hourly rate', { intent: 'business-fact', fact: 'hours', facts: ['hours', 'hourly-rate'] });
    expect(answer.passages.map((passage) => passage.id)).toEqual(['profile:hours']);
  });

  it('one fact asked, with a second topic read into it: the first alone; a topic named twice: once', () => {
    expect(
      ask('free estimates for insured work', { intent: 'business-fact', fact: 'free-estimate', facts: ['free-estimate', 'licence'] }).passages.map((passage) => passage.id),
    ).toEqual(['terms:estimates']);
    const twice = ask('free estimates & free estimates', { intent: 'business-fact', fact: 'free-estimate', facts: ['free-estimate', 'free-estimate'] });
    expect(twice.passages.map((passage) => passage.id)).toEqual(['terms:estimates']);
    expect(twice.text.match(/Estimates are free\./g)).toHaveLength(1);
  });

  it('a fact asked for a yes keeps its "Yes."; asked how, it goes without', () => {
    const warranty = { intent: 'business-fact' as const, fact: 'warranty', facts: ['warranty'] };
    expect(ask('do you offer a warranty', warranty).text).toMatch(/^Yes\. We warrant that our work/);
    expect(ask('how long is your warranty', warranty).text).toMatch(/^We warrant that our work/);
  });

  it('a fact asked as a business fact: the call alone, and the call line only when the fact lacks the number', () => {
    const phone = ask('what is the phone number', { intent: 'business-fact', fact: 'contact', facts: ['contact'] });
    expect(kind(phone)).toEqual({ source: 'knowledge', category: 'contact', similarityScore: 1, citations: ['/#contact'], actions: ['call'] });
    expect(phone.text).toBe('Our phone number is (406) 555-0142. It is answered during office hours (Monday - Friday 7:00 AM - 5:00 PM) and, for emergencies, 24/7.');
    const insured = ask('are you insured', { intent: 'business-fact', fact: 'licence', facts: ['licence'] });
    expect(insured.text).toMatch(/ Questions\? Call us at \(406\) 555-0142\.$/);
  });
});

describe('service questions', () => {
  it('a service we offer: the page, the yes, both next steps and the free estimate line', () => {
    const answer = ask('do you install ceiling fans', { intent: 'service', service: 'fan', pricedService: 'fan' });
    expect(kind(answer)).toEqual({ source: 'knowledge', category: 'services', similarityScore: 1, citations: ['/services/residential#services'], actions: ['call', 'estimate'] });
    expect(answer.text).toMatch(/^Yes, we do\. Lighting and Fixture Installation: /);
    expect(answer.text).toMatch(/ For a free estimate, call us at \(406\) 555-0142\.$/);
    expect(answer.passages).toHaveLength(5);
  });

  it('a problem that is not an emergency: what the site says, cited to the page that lists it, with the call alone', () => {
    const answer = ask('half the house has no power', { intent: 'service', problem: 'partial-power', service: 'troubleshoot', pricedService: 'troubleshoot' });
    expect(kind(answer)).toEqual({ source: 'problem', category: 'services', similarityScore: 1, citations: ['/services/emergency'], actions: ['call'] });
    expect(answer.actions).toEqual([CALL]);
    expect(answer.text).toMatch(/^When only part of the house has no power, first look in your panel/);
    expect(answer.text).toMatch(/ For a service visit, call us at \(406\) 555-0142 \(emergencies 24\/7\)\.$/);
  });

  it('a problem named in a business-fact question: not the problem answer', () => {
    const answer = ask('what are your hours, my outlet is dead', { intent: 'business-fact', fact: 'hours', problem: 'dead-outlet' });
    expect(answer.source).not.toBe('problem');
  });
});

describe('one of our services named', () => {
  const named = (service: Route['service'], pricedService: Route['pricedService']) => ({ intent: 'service' as const, service, pricedService });
  const top = (answer: OfflineAnswer) => answer.passages[0]?.id;

  it('in words the site never uses ("tesla wall connector"): answered from the passages that name the service', () => {
    const answer = ask('can you install a tesla wall connector in my garage', named('ev-charger', 'circuits'));
    expect(answer.text).toMatch(/^Yes, we do\. /);
    // The EV charger's know-how (know-how.ts): what it covers, then whether the panel has room for its circuit.
    expect(answer.passages.slice(0, 2).map((passage) => passage.id)).toEqual(['service:financing:covers:4', 'area:missoula:faq:2']);
  });

  it('by a synonym the router does not know ("genset"): the service page overview', () => {
    const answer = ask('do you hook up a genset', { intent: 'service' });
    expect(top(answer)).toBe('service:generator-installation:overview');
    expect(answer.text).toMatch(/^Yes, we do\. /);
  });

  it('asked for at a business: the section titled with the service, before a passage that mentions it', () => {
    expect(top(ask('can you put a new panel in at our office', named('panel', 'panel')))).toBe('service:commercial:services:2');
  });

  it('with a word the site never uses right before it ("my zq sauna"): that word is which kind, and no yes without it', () => {
    expect(ask('can you wire my zq sauna', named('circuits', 'circuits')).text).not.toMatch(/^Yes/);
    expect(ask('can you wire a sauna in my basement', named('circuits', 'circuits')).text).toMatch(/^Yes, we do\. Specialty Services: /);
  });

  it('with two words the site never uses right before it: "I don\'t know"', () => {
    expect(ask('can you wire my zorbium krypton sauna', named('circuits', 'circuits')).source).toBe('unknown');
  });

  it('in other words than the lists use ("a 240 V outlet"): the FAQ that explains it, with the yes from the lists', () => {
    const outlet = ask('can you put a 240 V outlet in for my dryer', named('circuits', 'circuits'));
    expect(top(outlet)).toBe('faq:110v-vs-220v');
    expect(outlet.text).toMatch(/^Yes, we do\. "What is the difference between 110V and 220V\?" /);
    const freezer = ask('can you put a dedicated circuit in for my freezer', named('circuits', 'circuits'));
    expect(top(freezer)).toBe('faq:new-circuits');
    expect(freezer.text).toMatch(/^Yes, we do\. "When do I need a new or dedicated circuit\?" /);
  });

  it('where it goes, in words the site never uses: still our service', () => {
    const answer = ask('backup power for our server closet and walk-in cooler', named('generator', 'generator'));
    expect(top(answer)).toBe('service:generator-installation:services:1');
    expect(answer.text).toMatch(/^Yes, we do\. Commercial Generators: /);
    const lights = ask('motion security lights on the barn and driveway', named('lighting', 'lighting'));
    expect(top(lights)).toBe('service:residential:services:3');
    expect(lights.text).toMatch(/^Yes, we do\. Lighting and Fixture Installation: /);
  });
});
