/**
 * Retrieval mechanisms that make the assistant answer wordings it was not tuned on: subject words
 * weighed by how specific they are, the "yes" for a request for work, the router's out-of-scope
 * call for subjects the site never mentions, and business facts asked in other words.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, siteCovers, termWeight } from '../../../src/server/assistant/answerer.ts';
import { routeMessage, setSiteCoverage } from '../../../src/domain/assistant/intent.ts';

describe('specific words weigh more', () => {
  it('a word few passages use weighs more than a common one, and a word the site never uses most', () => {
    expect(termWeight('sauna')).toBeGreaterThan(termWeight('need'));
    expect(termWeight('turbine')).toBeGreaterThan(termWeight('sauna'));
  });

  it('"need a sauna wired in the basement" is answered by the page that names saunas, with a yes first', () => {
    const answer = answerFromKnowledge('need a sauna wired in the basement');
    expect(answer.text).toMatch(/^Yes, we do\. /);
    expect(answer.text).toContain('sauna');
  });
});

describe('subjects the site never mentions', () => {
  it.each([
    ['do you wire swimming pools', 'out-of-scope'],
    // Electrical work no page lists, asked for: a service question with the same honest answer.
    ['do you install wind turbines', 'service'],
  ])('"%s" is %s with the helpful "I don\'t know"', (question, intent) => {
    expect(siteCovers(question)).toBe(false);
    expect(routeMessage(question).intent).toBe(intent);
    expect(answerFromKnowledge(question).text).toContain("I'm not sure about that: our website doesn't say");
  });

  it('"who owns blackfoot river electric" is a fact about us the site does not state, with the helpful "I don\'t know"', () => {
    const question = 'who owns blackfoot river electric';
    expect(siteCovers(question)).toBe(false);
    expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact: 'unstated' });
    expect(answerFromKnowledge(question).text).toContain("I'm not sure about that: our website doesn't say");
  });

  it('"write me a poem about electricity" is not ours to do: said so, with what we are and what the assistant can do', () => {
    const question = 'write me a poem about electricity';
    expect(routeMessage(question)).toMatchObject({ intent: 'out-of-scope', scope: 'not-ours' });
    const text = answerFromKnowledge(question).text;
    expect(text).toMatch(/^That isn't something we do: Blackfoot River Electric is an electrical contractor/);
    expect(text).toContain('Here I can answer questions about our electrical services');
    expect(text).toContain('(406) 555-0142');
  });

  it('a message naming one of our services, or an electrical problem, stays a service question', () => {
    expect(routeMessage('do you service generators every year').intent).toBe('service');
    expect(routeMessage('couple outlets in the bedroom just stopped working').intent).toBe('service');
  });

  it('without the server check (the browser), an unplaced message stays a service question', () => {
    setSiteCoverage(undefined);
    try {
      expect(routeMessage('do you wire swimming pools').intent).toBe('service');
    } finally {
      setSiteCoverage((question) => siteCovers(question));
    }
  });
});

describe('business facts asked in other words', () => {
  it.each<[string, string]>([
    ['facebook page?', 'facebook.com/blackfootriverelectric'],
    ['cancellation policy?', '24 hours'],
    ['what zip code are you in', '59823'],
    ['are you a new company or have you been around a while', '15 years'],
    ['how early do you guys start in the morning', '7:00 AM'],
    ['we just bought a place in milltown do you guys work there', 'Yes! Milltown is in our service area.'],
    ['frenchtwon mt service?', 'Yes! Frenchtown is in our service area.'],
    ['stevensvile area ok?', 'Yes! Stevensville is in our service area.'],
  ])('"%s" finds "%s"', (question, fact) => {
    expect(routeMessage(question).intent).toBe('business-fact');
    expect(answerFromKnowledge(question).text).toContain(fact);
  });

  it('"are you bonded?" gets the licence wording under its own question, not a bare "Yes"', () => {
    const text = answerFromKnowledge('are you bonded').text;
    expect(text).toMatch(/^"Are you licensed and insured\?" Yes\./);
    expect(text).not.toMatch(/\bbonded\b/i);
  });
});

describe('a service named in words the site never uses', () => {
  it('a brand name of a car charger finds the EV charger passages, not the generator page, and says yes', () => {
    const answer = answerFromKnowledge('would you install a tesla wall connector for our shop');
    expect(answer.text).toMatch(/^Yes, we do\. /);
    expect(answer.text).toMatch(/EV charg/i);
    expect(answer.text).not.toMatch(/generator/i);
  });

  it('a subject the site never names gets no "yes" from a list found alongside', () => {
    for (const question of ['do you install security cameras', 'can you fix my doorbell', 'do you do sump pumps']) {
      expect(answerFromKnowledge(question).text).not.toMatch(/^Yes/);
    }
  });
});

describe('payment asked with shares and moments', () => {
  it.each(['can we pay a third now and the rest once finished', 'do i pay part up front and the balance after'])('"%s" gets when payment is due', (question) => {
    expect(routeMessage(question).intent).toBe('business-fact');
    expect(answerFromKnowledge(question).text).toContain('Payment is due when the work is complete');
  });
});
