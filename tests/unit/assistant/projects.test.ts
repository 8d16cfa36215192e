import { describe, expect, it } from 'vitest';
import { projectAsked } from '../../../src/domain/assistant/projects.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';
import { isElectricalProblem } from '../../../src/server/assistant/problems.ts';

describe("projects told in a visitor's words", () => {
  it.each([
    'putting up a pole barn about 300 ft from the house near stevensville and need power out there',
    "Shop out back needs power. It's about 150 ft from the house. Can you run a line out there?",
    'so yeah we finally got the pole barn up and now i need power ran out there its about 200 feet from the house can you guys do that',
    'can u wire my new workshop, gonna do woodworking out there all winter',
  ])('"%s" asks for power out to a building', (text) => {
    expect(projectAsked(text)).toBe('outbuilding');
    expect(isElectricalProblem(text)).toBe(false);
    expect(routeMessage(text)).toMatchObject({ intent: 'service' });
    const answer = answerFromKnowledge(text);
    expect(answer.text).toMatch(/^Yes, we wire shops, garages, barns and outbuildings\. We run an underground feeder .* install a subpanel/);
    expect(answer.citations[0]).toMatch(/\/service-areas\//);
  });

  it.each([
    'finishing the basement, need a few plugs, some can lights and the smoke alarm wired in. can you do all of that',
    'been burning the midnight oil planning our kitchen remodel, can you do the wiring for it',
    'we are adding an addition off the back, need it wired',
  ])('"%s" asks for a remodel\'s wiring', (text) => {
    expect(projectAsked(text)).toBe('remodel');
    const answer = answerFromKnowledge(text);
    expect(answer.text).toMatch(/^Yes, we do\. Wiring for Remodels: Kitchens, bathrooms, basements and additions/);
  });

  it('smoke alarms, which no list of the site names, are left out of the "yes"', () => {
    expect(answerFromKnowledge('finishing the basement, need a few plugs and the smoke alarms wired in, can you do that').text).toContain(
      'Smoke alarms are not on our website, so please ask about them when you call.',
    );
  });

  it.each([
    // Something that stopped working is a problem, not a project.
    'the shop has no power since the storm',
    'our shop lights flicker',
    'breaker for the barn keeps tripping',
    // Equipment in or by the building: its own circuit.
    'can u wire a 50 amp RV plug by the shop so the camper can plug in when family visits',
    'need power run to a new CNC machine in our shop',
    'we want a hot tub by the shop, can you wire it',
    // A place, not a remodel; not a building.
    'do you do can lights in a finished basement',
    'the garage door opener is old, can you wire a new one',
    'how much for a subpanel in the garage',
  ])('"%s" is no such project', (text) => {
    expect(projectAsked(text)).toBeUndefined();
  });
});
