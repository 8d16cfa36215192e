import { describe, expect, it } from 'vitest';
import { createKnowledgeBase, profilePassages, searchPassages, SEARCH_OPTIONS, siteUrl, type Passage } from '../../../src/server/assistant/knowledge.ts';

describe('the passages written from the profile and the price table', () => {
  // Built inside each test, so that the mutation run counts them as that test's (not as run at load).
  const byId = (id: string) => profilePassages().find((passage) => passage.id === id)!;

  it('are the area, the outlet prices and one price passage per service but panels and outlets', () => {
    expect(profilePassages().map((passage) => passage.id)).toEqual([
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

  it('write every field of the area and outlet passages, and "per fixture" for lighting alone', () => {
    expect(byId('profile:area').keywords).toBe('area areas served serve service area county counties towns cities montana where travel cover come');
    expect(byId('profile:area').text).toContain('Bonner, Missoula, East Missoula, Milltown');
    expect(byId('price:outlets-guidance')).toMatchObject({ kind: 'price', page: 'Cost estimates', title: 'Outlet prices', url: '/#ai-assistant' });
    expect(byId('price:circuits')).toEqual({
      id: 'price:circuits',
      kind: 'price',
      page: 'Cost estimates',
      title: 'Circuit Installation/Repair cost',
      text: 'Circuit Installation/Repair typically costs about $400-$1,200 for a home (a preliminary range; the exact price depends on the job), and takes 4-8 hours. Estimates are free.',
      keywords: 'cost price prices how much circuit dedicated circuit new circuit wiring 240v ev charger',
      url: '/#ai-assistant',
    });
    for (const passage of profilePassages().filter((item) => item.kind === 'price' && item.id !== 'price:lighting')) expect(passage.text, passage.id).not.toContain('per fixture');
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
  const makeBase = () =>
    createKnowledgeBase([
      passage('sauna', 'We wire saunas and hot tubs.'),
      passage('panel', 'Panel upgrades take a day.', { question: 'How long does a panel upgrade take?' }),
      passage('fan', 'Fans and more fans.'),
    ]);

  it('knows each term and in how many passages it occurs', () => {
    const base = makeBase();
    expect(base.vocabulary.has('sauna')).toBe(true);
    expect(base.vocabulary.has('plumbing')).toBe(false);
    expect(base.documentFrequency.get('panel')).toBe(1);
    // Once per passage, however often the passage repeats it.
    expect(base.documentFrequency.get('fan')).toBe(1);
    expect(base.index.documentCount).toBe(3);
  });

  it('finds passages by their words, price passages weighed down unless money is asked about', () => {
    const base = makeBase();
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

describe('what the index searches and gives back', () => {
  const passage = (id: string, text: string, fields: Partial<Passage> = {}): Passage => ({
    id,
    kind: 'service',
    page: 'P',
    title: 'Untitled',
    text,
    keywords: '',
    url: `/#${id}`,
    ...fields,
  });

  it('finds a passage by its question, its title and its keywords, not only its text', () => {
    const base = createKnowledgeBase([
      passage('by-question', 'Yes.', { kind: 'faq', question: 'Do you install saunas?' }),
      passage('by-title', 'See below.', { title: 'Chandeliers' }),
      passage('by-keywords', 'See below.', { keywords: 'trenching' }),
    ]);
    expect(searchPassages('sauna', 5, base).map((result) => result.id)).toEqual(['by-question']);
    expect(searchPassages('chandelier', 5, base).map((result) => result.id)).toEqual(['by-title']);
    expect(searchPassages('trenching', 5, base).map((result) => result.id)).toEqual(['by-keywords']);
  });

  it('gives back every stored field of a passage', () => {
    const base = createKnowledgeBase([
      passage('area:lolo', 'We work in Lolo.', {
        kind: 'area',
        page: 'Lolo',
        title: 'Lolo electricians',
        question: 'Do you work in Lolo?',
        place: 'Lolo',
        keywords: 'lolo town',
        url: '/#area-lolo',
      }),
    ]);
    expect(searchPassages('lolo', 5, base)[0]).toMatchObject({
      id: 'area:lolo',
      kind: 'area',
      page: 'Lolo',
      title: 'Lolo electricians',
      text: 'We work in Lolo.',
      url: '/#area-lolo',
      question: 'Do you work in Lolo?',
      place: 'Lolo',
      keywords: 'lolo town',
    });
  });

  describe('a "do you ...?" question', () => {
    const makeBase = () =>
      createKnowledgeBase([
        passage('saunas:overview', 'We install saunas and hot tubs.'),
        passage('faq:sauna', 'A sauna heater needs its own circuit.', { kind: 'faq' }),
        passage('heaters:overview', 'Heaters for the home.'),
        passage('tubs:list', 'Hot tub wiring.'),
      ]);
    const scores = (query: string, doYou: boolean) => Object.fromEntries(searchPassages(query, 5, makeBase(), { doYou }).map((result) => [result.id, result.score]));

    it('puts a page overview holding its one subject word first: its score times 3', () => {
      const plain = scores('sauna', false);
      const asked = scores('sauna', true);
      expect(searchPassages('sauna', 5, makeBase()).map((result) => result.id)).toEqual(['faq:sauna', 'saunas:overview']);
      expect(searchPassages('sauna', 5, makeBase(), { doYou: true }).map((result) => result.id)).toEqual(['saunas:overview', 'faq:sauna']);
      expect(asked['saunas:overview'] / plain['saunas:overview']).toBeCloseTo(3, 6);
      expect(asked['faq:sauna']).toBe(plain['faq:sauna']);
    });

    it('weighs an overview holding every one of several subject words 1.6 times', () => {
      expect(scores('hot tub', true)['saunas:overview'] / scores('hot tub', false)['saunas:overview']).toBeCloseTo(1.6, 6);
      expect(scores('hot tub', true)['tubs:list']).toBe(scores('hot tub', false)['tubs:list']);
    });

    it('leaves an overview that holds only some of the subject words as it is', () => {
      expect(scores('sauna heater', true)).toEqual(scores('sauna heater', false));
    });
  });
});
