import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, siteCovers } from '../../../src/server/assistant/answerer.ts';

const SITE = 'https://blackfootriverelectric.example';
const CALL = { type: 'call', href: 'tel:+14065550142', label: 'Call (406) 555-0142', number: '(406) 555-0142' };
const ESTIMATE = { type: 'estimate', label: 'Get a cost estimate' };
const VISIT =
  "A price for this needs a look at the house, so it isn't in our online estimator: we give you a free on-site estimate with a written price and schedule. Call us at (406) 555-0142 to book it.";
const PANEL_FIGURES =
  "Two figures, for two purposes: most panel upgrades cost about $1,500 to $4,000 (the typical price in our FAQ), and our online estimator's preliminary range for a panel, before anyone has seen it, is $1,200 - $4,000. The free on-site estimate sets your price.";
const HOURS =
  'Our office hours are Monday - Friday 7:00 AM - 5:00 PM. Emergency services available 24/7: call (406) 555-0142 any time, day or night, including weekends and holidays.';
const answer = (question: string) => {
  const { passages, ...rest } = answerFromKnowledge(question);
  return { ...rest, passages: passages.map((passage) => passage.id) };
};

describe('offline answers: source, category, similarity, citations and actions', () => {
  it('a place and a fact together: the area first, then the fact', () => {
    expect(answer('Do you serve Lolo? What are your hours?')).toEqual({
      text: `Yes! Lolo is in our service area. ${HOURS}`,
      citations: [`${SITE}/#local-areas`, `${SITE}/#contact`],
      category: 'location',
      similarityScore: 1,
      source: 'knowledge',
      passages: ['profile:hours'],
      actions: [CALL],
    });
  });

  it('a place outside the area', () => {
    expect(answer('Do you serve Kalispell?')).toMatchObject({
      citations: [`${SITE}/#local-areas`],
      category: 'location',
      similarityScore: 1,
      source: 'area',
      passages: [],
      actions: [CALL],
    });
  });

  it('a question outside our work: the honest "I don\'t know"', () => {
    expect(answer('do you do plumbing')).toMatchObject({ citations: [], category: 'general', similarityScore: 0, source: 'unknown', passages: [], actions: [CALL] });
  });

  it.each([
    [
      'how much to rewire my house',
      /^Whole-house rewiring is priced after a visit, not from a table\. .* The cost depends on the size of the home/,
      `${SITE}/services/residential`,
    ],
    [
      'how much for a 200 amp service upgrade',
      new RegExp(`^A service upgrade is priced after a visit\\. ${PANEL_FIGURES.replace(/[.$()]/g, '\\$&')} What drives the cost`),
      `${SITE}/services/panel-upgrade`,
    ],
    ['cost to wire a new construction home', /^Wiring for new construction is priced from your plans, not from a table: /, `${SITE}/services/residential`],
  ])('a job priced after a visit: "%s"', (question, text, citation) => {
    const reply = answer(question);
    expect(reply).toMatchObject({ citations: [citation], category: 'pricing', similarityScore: 1, source: 'job', passages: [], actions: [CALL, ESTIMATE] });
    expect(reply.text).toMatch(text);
    expect(reply.text.endsWith(VISIT)).toBe(true);
  });

  it('a job of the price table: the range, with the panel page cited for a panel', () => {
    expect(answer('how much for 3 outlets')).toMatchObject({
      citations: [`${SITE}/#ai-assistant`],
      category: 'pricing',
      similarityScore: 1,
      source: 'price',
      actions: [CALL, ESTIMATE],
    });
    const panel = answer('how much is a panel upgrade');
    expect(panel).toMatchObject({ citations: [`${SITE}/services/panel-upgrade`, `${SITE}/#ai-assistant`], source: 'price' });
    expect(panel.text).toContain(PANEL_FIGURES);
  });

  it('a business fact, the phone not repeated when the fact holds it', () => {
    expect(answer('what are your hours')).toEqual({
      text: HOURS,
      citations: [`${SITE}/#contact`],
      category: 'contact',
      similarityScore: 1,
      source: 'knowledge',
      passages: ['profile:hours'],
      actions: [CALL],
    });
  });
});

describe('offline answers: the closing line and the direct yes', () => {
  it('a service question gets a yes, its page and the free estimate', () => {
    for (const question of ['do you install ceiling fans', 'ceiling fan install']) {
      const reply = answer(question);
      expect(reply.text).toMatch(/^Yes, we do\. Lighting and Fixture Installation: .* For a free estimate, call us at \(406\) 555-0142\.$/);
      expect(reply).toMatchObject({ citations: [`${SITE}/services/residential#services`], category: 'services', source: 'knowledge', actions: [CALL, ESTIMATE] });
    }
  });

  it('a fact gets "Questions? Call us", unless it gives the phone itself', () => {
    expect(answer('are you licensed').text).toMatch(/^Yes\. Blackfoot River Electric is a licensed and insured electrical contractor.* Questions\? Call us at \(406\) 555-0142\.$/);
    expect(answer('what is your email').text).toBe('Our e-mail address is office@blackfootriverelectric.example. You can also call us at (406) 555-0142.');
  });
});

describe('what the site covers (the router asks before calling a message a service question)', () => {
  it.each([
    ['do you install ceiling fans', true],
    ['my lights flicker', true],
    ['   ', true],
    ['who owns blackfoot river electric', false],
    ['do you repair tractors', false],
  ])('"%s": %s', (question, covered) => {
    expect(siteCovers(question)).toBe(covered);
  });
});
