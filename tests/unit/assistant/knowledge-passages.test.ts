import { describe, expect, it } from 'vitest';
import { createKnowledgeBase, profilePassages, searchPassages, SEARCH_OPTIONS, siteUrl, type Passage } from '../../../src/server/assistant/knowledge.ts';

describe('the passages written from the profile and the price table', () => {
  const passages = profilePassages();
  const byId = (id: string) => passages.find((passage) => passage.id === id)!;

  it('are the area, the outlet prices and one price passage per service but panels and outlets', () => {
    expect(passages.map((passage) => passage.id)).toEqual([
      'profile:area',
      'price:outlets-guidance',
      'price:lighting',
      'price:circuits',
      'price:troubleshoot',
      'price:fan',
      'price:generator',
      'price:smarthome',
    ]);
  });

  it('state the spec figures', () => {
    expect(byId('profile:area')).toMatchObject({
      kind: 'area',
      page: 'Serving Western Montana',
      title: 'Areas we serve',
      question: 'What areas do you serve?',
      url: '/#local-areas',
    });
    expect(byId('profile:area').text).toMatch(
      /^We serve homes and businesses throughout Missoula, Ravalli and Lake counties from our base in Bonner, including Bonner, Missoula, .*Polson, Ronan\.$/,
    );
    expect(byId('price:outlets-guidance').text).toBe(
      "Typical outlet prices: Standard outlet replacement: $100-200 per outlet; GFCI outlet: $120-250 per outlet; USB outlet: $150-275 per outlet; Smart outlet: $150-300 per outlet. For several outlets, our estimator's preliminary range is $150-$300 per outlet including the work.",
    );
    expect(byId('price:lighting')).toMatchObject({
      kind: 'price',
      page: 'Cost estimates',
      title: 'Lighting Installation cost',
      text: 'Lighting Installation typically costs about $100-$400 per fixture for a home (a preliminary range; the exact price depends on the job), and takes 1-3 hours. Estimates are free.',
      url: '/#ai-assistant',
    });
    expect(byId('price:generator').text).toBe(
      'Generator Installation typically costs about $4,000-$15,000 for a home (a preliminary range; the exact price depends on the job), and takes 1-3 days. Estimates are free.',
    );
    expect(byId('price:fan').keywords).toBe('cost price prices how much ceiling fan fans install');
    expect(byId('price:outlets-guidance').keywords).toBe('cost price prices how much outlet outlets receptacle plug socket new outlet install gfci usb smart');
  });
});

describe('a knowledge base', () => {
  const passage = (id: string, text: string, fields: Partial<Passage> = {}): Passage => ({
    id,
    kind: 'faq',
    page: 'FAQ',
    title: id,
    text,
    keywords: '',
    url: `/#${id}`,
    ...fields,
  });
  const base = createKnowledgeBase([
    passage('sauna', 'We wire saunas and hot tubs.'),
    passage('panel', 'Panel upgrades take a day.', { question: 'How long does a panel upgrade take?' }),
    passage('fan', 'Fans and more fans.'),
  ]);

  it('knows each term and in how many passages it occurs', () => {
    expect(base.vocabulary.has('sauna')).toBe(true);
    expect(base.vocabulary.has('plumbing')).toBe(false);
    expect(base.documentFrequency.get('panel')).toBe(1);
    // Once per passage, however often the passage repeats it.
    expect(base.documentFrequency.get('fan')).toBe(1);
    expect(base.index.documentCount).toBe(3);
  });

  it('finds passages by their words, price passages weighed down unless money is asked about', () => {
    expect(searchPassages('sauna', 5, base).map((result) => result.id)).toEqual(['sauna']);
    const priced = createKnowledgeBase([
      passage('price:fan', 'Fan installation costs $200-$500.', { kind: 'price' }),
      passage('fan-page', 'We install ceiling fans.', { kind: 'service' }),
    ]);
    expect(searchPassages('install a fan', 5, priced)[0].id).toBe('fan-page');
    expect(searchPassages('how much to install a fan', 5, priced)[0].id).toBe('price:fan');
    expect(searchPassages('how much to install a fan', 5, priced, { noPrices: true })[0].id).toBe('fan-page');
    expect(searchPassages('fan', 5, priced, { kinds: ['service'] }).map((result) => result.id)).toEqual(['fan-page']);
    expect(searchPassages('fan', 1, priced)).toHaveLength(1);
  });

  it('searches prefixes and typos only of words over four letters', () => {
    expect(SEARCH_OPTIONS.fuzzy('panel')).toBe(0.2);
    expect(SEARCH_OPTIONS.fuzzy('fans')).toBe(false);
    expect(SEARCH_OPTIONS.prefix('panel')).toBe(true);
    expect(SEARCH_OPTIONS.prefix('fans')).toBe(false);
  });

  it('links passages under the site address', () => {
    expect(siteUrl('/#faq')).toMatch(/^https?:\/\/[^/]+\/#faq$/);
  });
});
