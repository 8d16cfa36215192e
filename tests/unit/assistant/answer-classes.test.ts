/**
 * Classes of visitor messages the offline answerer (src/server/assistant/answerer.ts) answers from
 * what the site says: problems that are not emergencies, "can you / do you ...?" with the direct
 * yes first, work for a business the commercial page covers in part, questions with a word the
 * site never uses, and prices the site gives no figure for; and the honest "I don't know" where
 * the site truly does not say.
 */
import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, unknownAnswerText } from '../../../src/server/assistant/answerer.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { stem } from '../../../src/server/assistant/text.ts';

const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question));

describe('a problem that is not an emergency', () => {
  it.each([
    ['half the house has no power', /tripped breaker/, /loose neutral/],
    ['lights flicker when the dryer runs', /shared or overloaded circuit/, /dedicated circuit/],
    ['outlet in the kitchen stopped working', /GFCI/, /tripped breaker/],
    ["gfci won't reset", /won't reset/, /replaced/],
    ['the breaker keeps tripping', /too many appliances share one circuit/, /leave it off/],
  ])('"%s" gets what the site says about it and a service visit', (question, first, second) => {
    const reply = answer(question);
    expect(reply.source).toBe('problem');
    expect(reply.text).toMatch(first);
    expect(reply.text).toMatch(second);
    expect(reply.text).toMatch(/\(406\) 555-0142/);
    expect(reply.text).not.toMatch(/^Yes/);
    expect(reply.text).not.toMatch(/won't guess at the cause/);
  });

  it('a breaker that trips right after a reset: leave it off, and our number before the explanation (the safety note)', () => {
    expect(answer('the main breaker tripped and wont reset').text).toMatch(/^Leave the breaker off and call us for service: \(406\) 555-0142 \(24\/7\)\. A breaker that trips/);
  });

  it('"none of my outlets work", a storm, a breaker that is not tripped: the outlet checks, not the service area or the warranty', () => {
    for (const question of [
      'none of my outlets work in the bedroom',
      'outlets in my garage stopped working after the storm',
      'living room outlets not working but the breaker isnt tripped',
    ]) {
      expect(answer(question).text, question).toMatch(/^First check the GFCI outlets/);
    }
  });

  it('asked as "can you fix ...?", starts with the yes', () => {
    expect(answer('can you fix a breaker that keeps tripping').text).toMatch(/^Yes, we do\. We track down the cause of electrical problems/);
  });
});

describe('"can you / do you ...?" questions', () => {
  it.each([
    ['can you put a dedicated circuit in for my freezer', /circuit of their own/],
    ['motion security lights on the barn and driveway', /security lighting/],
    ['do you guys do the wiring for hot tubs, asking for my uncle', /Hot tub/],
    ['backup power for our server closet and walk-in cooler', /servers/],
    ['can you upgrade my panel to 200 amp', /200A/],
  ])('"%s" starts with the yes, then the fact', (question, fact) => {
    const reply = answer(question);
    expect(reply.text).toMatch(/^Yes, we do\. /);
    expect(reply.text).toMatch(fact);
  });

  it('never puts the yes before an answer that says no', () => {
    const reply = answer('can you hook up a portable generator with an interlock').text;
    expect(reply).toMatch(/^Yes, we do\. (?!")/);
    expect(reply).toMatch(/inlets and interlocks/);
  });

  it.each([
    ['do you carry liability insurance', /^Yes\. .*insured/],
    ['can i finance a standby generator', /^Yes: financing can cover standby generators/],
    ['is rewiring something i can finance', /^Yes: financing can cover rewiring/],
    ['do you handle the permit for a panel swap', /^Yes\. .*permit/],
  ])('a business fact asked as "%s" starts with the yes', (question, expected) => {
    expect(answer(question).text).toMatch(expected);
  });

  it('keeps the question in front of a yes that answers something else ("are you bonded?")', () => {
    expect(answer('are you bonded').text).toMatch(/^"Are you licensed and insured\?" Yes\./);
  });
});

describe('work for a business the commercial page covers in part', () => {
  it.each([
    ["we're opening a retail store downtown and need the whole space wired", /Tenant finish wiring/],
    ['need power run to a new CNC machine in our shop', /machine controls/],
    ["we're building out a tenant space for a coffee shop", /tenant spaces/],
  ])('"%s": the yes, what the page lists and the free estimate with a site visit', (question, fact) => {
    const reply = answer(question);
    expect(reply.text).toMatch(/^Yes, we do\. /);
    expect(reply.text).toMatch(fact);
    expect(reply.text).toMatch(/free estimates for commercial and industrial work/);
    expect(reply.text).toMatch(/site visit/);
  });

  it('is no yes for a thing the site never names ("security cameras in our store")', () => {
    expect(answer('can you install security cameras in our store').text).toBe(unknownAnswerText());
  });
});

describe('a word the site never uses, or a typo, does not veto the fact', () => {
  it.each([
    ['wat r ur hourz', /7:00 AM - 5:00 PM/],
    ['do you garantee ur work', /one year/],
    ['whats the price to find a short in my wiring', /\$150 - \$500/],
    ['should i have the electrical checked before i buy a 1950s house', /buying an older home|buying or selling/],
  ])('"%s"', (question, fact) => {
    expect(answer(question).text).toMatch(fact);
  });

  it('reads a synonym phrase written with a hyphen in the pages ("Maintenance-plan customers")', () => {
    expect(answer('if i have a maintenance plan do i get priority when the power goes out').text).toMatch(/first in line/);
  });

  it.each([
    'can you fix my garage door opener',
    'do you do generator rentals',
    'do you install security cameras',
    'do you have workers comp',
    'whats your license number',
    'who is the owner',
    'how many employees do you have',
    'can i pay with venmo',
  ])('but "%s", which the site does not say, gets the honest "I don\'t know"', (question) => {
    expect(answer(question).text).toBe(unknownAnswerText());
  });
});

describe('the stemmer', () => {
  it.each([
    ['finishing', 'finish'],
    ['finishes', 'finish'],
    ['tripping', 'trip'],
    ['flickering', 'flicker'],
    ['outlets', 'outlet'],
    ['ceiling', 'ceiling'],
    ['evening', 'evening'],
    ['finished', 'finish'],
    ['needed', 'needed'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('lets other forms of a word find the page ("basement finishing" is "Basement finishes")', () => {
    expect(answer('do you do basement finishing wiring').text).toMatch(/^Yes, we do\. .*Basement finishes/);
  });
});

describe('prices the site gives no figure for', () => {
  it('an hourly rate: not on the site, how we price, the free estimate', () => {
    const reply = answer('how much do you charge per hour').text;
    expect(reply).toMatch(/^I don't have an hourly rate/);
    expect(reply).toMatch(/clear written estimate/);
    expect(reply).not.toMatch(/\$\d/);
  });

  it('a voltage before an outlet is no count of outlets', () => {
    expect(answer('what would you charge to put in a 240 outlet for a dryer').text).toMatch(/\$400 - \$1,200/);
  });
});
