import { describe, expect, it } from 'vitest';
import { knowHowAsked, KNOW_HOW_QUESTIONS } from '../../../src/domain/assistant/know-how-questions.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';
import { knowHowEntry, knowHowPassages } from '../../../src/server/assistant/know-how.ts';
import { getKnowledgeBase } from '../../../src/server/assistant/knowledge.ts';

describe("know-how the pages state, asked in visitors' words", () => {
  it('every kind has passages, and each of them is in the knowledge base', () => {
    const ids = new Set(getKnowledgeBase().passages.map((passage) => passage.id));
    expect(KNOW_HOW_QUESTIONS.length).toBe(20);
    for (const { name } of KNOW_HOW_QUESTIONS) {
      const entry = knowHowEntry(name);
      expect(entry.passages.length, name).toBeGreaterThan(0);
      for (const id of entry.passages) expect(ids.has(id), `${name}: ${id}`).toBe(true);
      expect(knowHowPassages(entry, getKnowledgeBase()).map((passage) => passage.id)).toEqual(entry.passages);
    }
  });

  it.each([
    ['how big a generator for a 3 bedroom house with a well', 'generator size', /^It depends on what you want to run\. We do a load calculation/],
    [
      'portable generator or a standby one, which is better for us',
      'portable or standby generator',
      /^A standby generator runs on natural gas or propane and starts automatically/,
    ],
    ['can you do yearly maintenance on our generac', 'generator upkeep', /^Yes, we do\. Automatic weekly self-test: .* Annual Maintenance Packages/],
    [
      'panel page says 1-2 days for the upgrade, is the power off that whole time?',
      'power off during the work',
      /^No, not the whole time\. A typical upgrade takes one to two days, and the power is off for part of that time/,
    ],
    ['how often am i supposed to get the wiring checked, house is from the 70s', 'how often to inspect', /^We recommend an inspection every 3 to 5 years for homes/],
    [
      "can i just get one of those adapters so my new welder plugs into the regular garage outlet? don't really want to pay for a whole new plug",
      'an adapter for a 240-volt appliance',
      /^No: an adapter isn't safe for that\. Standard outlets .* Never use adapters to plug a 240V appliance into a 120V outlet/,
    ],
    [
      'can u put in a plug for my welder? its 240, right now im running it off an adapter on a regular outlet',
      'an adapter for a 240-volt appliance',
      /^Yes, we do: a 240-volt appliance needs a circuit of its own, and an adapter isn't safe for it\./,
    ],
    [
      'we lose power every time theres a storm, what are our options to keep the well running',
      'power lost again and again',
      /^A standby generator with an automatic transfer switch keeps the pump/,
    ],
    ['ok to run the generator in the garage if the door is open?', 'a generator run indoors', /^No: never run a generator indoors\..*never run a generator indoors/],
    ['our fuse box still works fine, is it worth replacing', 'a working fuse box', /^A fuse box that still works can still be undersized and easy to over-fuse\./],
    ['do you put in surge protectors', 'surge protection', /^Yes\. A surge protector at the panel guards the whole house/],
    ['do you replace knob & tube', 'knob-and-tube wiring', /^Yes, we replace knob-and-tube wiring\. We rewire older homes/],
    ['can you rewire a house with aluminium wiring', 'aluminum wiring', /^Yes, we inspect and rewire older homes\. Our website doesn't name aluminum wiring/],
    ['is aluminum wiring bad', 'aluminum wiring', /^Our website doesn't name aluminum wiring, so we would want to look at yours/],
    [
      'insurance wants our federal pacific panel gone',
      'a panel brand insurers flag',
      /^Our website doesn't name Federal Pacific panels, so we would look at yours first; replacing old panels is work we do\./,
    ],
    [
      'we are closing on an old house next month, should the electrical be inspected',
      'buying or selling a house',
      /^We recommend an inspection every 3 to 5 years .* buying an older home/,
    ],
    ['can you look over the wiring before we list the house', 'buying or selling a house', /^Yes, we do\. We recommend an inspection every 3 to 5 years/],
    ['do you guys do home electrical inspections', 'an electrical inspection', /^Yes, we do\. We recommend an inspection every 3 to 5 years/],
    [
      'i am a landlord with 6 units, do you work for landlords',
      'property managers',
      /^Yes, we work with property managers and landlords\. Businesses We Work With: .*Property managers and landlords/,
    ],
    ['general contractor here, need a sub for rough-in on a new build', 'wiring for a builder', /^Yes, we do\. New Construction Wiring: .*Rough-in and finish wiring/],
    [
      'Once the electrician shows up do they actually fix it that night?',
      'repaired on the visit',
      /^Often, yes\. Immediate Resolution: We make your system safe right away and repair it on the spot whenever possible\./,
    ],
    [
      'if you come out for an emergency do you fix it right then or come back later',
      'repaired on the visit',
      /repair it on the spot whenever possible\. If a larger repair is needed/,
    ],
  ])('"%s" is %s, answered from its pages', (question, name, text) => {
    expect(knowHowAsked(question)).toBe(name);
    expect(routeMessage(question).intent).toBe('service');
    expect(answerFromKnowledge(question).text).toMatch(text);
  });

  it.each([
    // A problem, not know-how: the problem's own answer.
    'lights flicker after a power surge last night',
    'the generator wont start',
    // Sold, not asked of us; or nothing asked.
    'our fuse box blew a fuse',
    'how much is a generator',
    'i like my house',
  ])('"%s" is none of them', (question) => {
    expect(knowHowAsked(question)).toBeUndefined();
  });

  it('a town named beside a know-how question does not make it a question about the town', () => {
    expect(routeMessage('torn between a portable generator and an automatic one, we live out past lolo').intent).toBe('service');
    expect(routeMessage('do you put in surge protectors in hamilton').intent).toBe('service');
    expect(answerFromKnowledge('do you put in surge protectors in hamilton').text).toMatch(/^Yes! Hamilton is in our service area\. .*A surge protector at the panel/);
  });
});

describe('know-how with a town named beside it', () => {
  it('confirms a town we serve first, then answers', () => {
    expect(answerFromKnowledge('do you put in surge protectors in hamilton').text).toMatch(/^Yes! Hamilton is in our service area\. And yes, we do that: A surge protector/);
  });
});

describe('how fast someone comes in an emergency', () => {
  it.each(['how quickly can you get here if its an emergency', 'whats your emergency response time', 'how fast can someone get out here in an emergency, we live in victor'])(
    '"%s" is the emergency page\'s "as quickly as we can", with the 24/7 line',
    (question) => {
      expect(routeMessage(question)).toMatchObject({ intent: 'business-fact', fact: 'response-time' });
      expect(answerFromKnowledge(question).text).toMatch(/We send an electrician to you as quickly as we can .*Emergency services available 24\/7/);
    },
  );
});

describe('more know-how of the fifth round', () => {
  it.each([
    [
      'we run extension cords from the portable generator through a window, is there a safer way',
      'connecting a portable generator',
      /^No\. Backfeeding a home through an outlet .*interlock or transfer switch/,
    ],
    [
      'the old panel in our new house says zinsco, is that bad',
      'a panel brand insurers flag',
      /^Our website doesn't name Zinsco panels, so we would look at yours first; replacing old panels is work we do\./,
    ],
  ])('"%s" is %s', (question, name, text) => {
    expect(knowHowAsked(question)).toBe(name);
    expect(answerFromKnowledge(question).text).toMatch(text);
  });

  it.each([
    ['the light in my hallway wont turn on even with a new bulb, can someone come look this week', 'dead-switch'],
    ['porch light stopped working', 'dead-switch'],
  ])('"%s" is the problem %s, not how to reach us', (question, problem) => {
    expect(routeMessage(question)).toMatchObject({ intent: 'service', problem });
  });

  it('a new mast for a bigger service is the service upgrade', () => {
    expect(routeMessage('power company says we need a new mast before they hook up a bigger service').service).toBe('service-upgrade');
  });
});
