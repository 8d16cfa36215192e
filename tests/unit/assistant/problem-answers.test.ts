/** Problems that are not emergencies: their kinds and what the site says about each (src/server/assistant/problem-answers.ts). */
import { describe, expect, it } from 'vitest';
import faq from '../../../src/content/faq.json' with { type: 'json' };
import { PROBLEM_ANSWERS } from '../../../src/server/assistant/problem-answers.ts';
import { problemKind, type ProblemKind } from '../../../src/domain/assistant/problem-kinds.ts';
import { TROUBLESHOOTER_TREE } from '../../../src/domain/assistant/troubleshooter.ts';
import { isElectricalProblem } from '../../../src/server/assistant/problems.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';

describe('the kind of problem described', () => {
  it.each<[string, ProblemKind]>([
    ['half the house has no power', 'partial-power'],
    ['power went out in two bedrooms but the rest is fine', 'partial-power'],
    ['no power in the garage', 'partial-power'],
    ['some of my outlets and lights quit working', 'partial-power'],
    ['power is out in my whole house', 'total-outage'],
    ['we lost power an hour ago', 'total-outage'],
    ['breaker keeps tripping', 'breaker-trips'],
    ['why does my breaker keep tripping', 'breaker-trips'],
    ['my microwave trips the breaker', 'breaker-load'],
    ['the breaker trips every time i run the space heater', 'breaker-load'],
    ['breaker wont stay on', 'breaker-immediate'],
    ['it trips the second i reset the breaker', 'breaker-immediate'],
    ['fuse keeps blowing', 'fuse'],
    ["gfci won't reset", 'gfci-wont-reset'],
    ['the bathroom gfci keeps tripping', 'gfci-trips'],
    ['outlet stopped working', 'dead-outlet'],
    ['the porch outlet has no power', 'dead-outlet'],
    ['plug in the living room doesnt work anymore', 'dead-outlet'],
    ['outlet works on and off', 'intermittent-outlet'],
    ['the light switch in the hall doesnt do anything', 'dead-switch'],
    ['lights flicker when the dryer runs', 'flicker-appliance'],
    ['my lights dim every time the furnace kicks on', 'flicker-appliance'],
    ['lights flicker when its windy', 'flicker-weather'],
    ['one ceiling light keeps flickering', 'flicker-one'],
    ['all the lights in the house flicker', 'flicker-house'],
    ['electricity keeps going off and on', 'flicker-house'],
    ['new led bulbs flicker when i dim them', 'led-dimmer'],
    ['lights are dim', 'flicker'],
  ])('"%s" -> %s', (message, kind) => {
    expect(problemKind(message)).toBe(kind);
  });

  it.each([
    'do you install dimmer switches',
    'i want some lights in the kitchen',
    'do you install lights and outlets',
    'can you add outlets in my garage',
    'if my power goes out on a holiday will someone come',
    'does the generator start on its own when the power goes out',
    'the power company is out here today',
    'how often should i test my gfci',
  ])('reads no problem in "%s"', (message) => {
    expect(problemKind(message)).toBeUndefined();
  });
});

describe('the answers', () => {
  it('draw on troubleshooter nodes and FAQ items that exist', () => {
    const faqIds = new Set(faq.map((item) => item.id));
    for (const [kind, answer] of Object.entries(PROBLEM_ANSWERS)) {
      expect(answer.sources.length, kind).toBeGreaterThan(0);
      for (const source of answer.sources) {
        if (source.startsWith('faq:')) expect(faqIds.has(source.slice(4)), `${kind}: ${source}`).toBe(true);
        else expect(TROUBLESHOOTER_TREE[source], `${kind}: ${source}`).toBeDefined();
      }
      expect(TROUBLESHOOTER_TREE[answer.startNode], kind).toBeDefined();
    }
  });

  it('say what to check and what it means, with no price', () => {
    expect(PROBLEM_ANSWERS['partial-power'].text).toMatch(/tripped breaker/);
    expect(PROBLEM_ANSWERS['partial-power'].text).toMatch(/GFCI/);
    expect(PROBLEM_ANSWERS['partial-power'].text).toMatch(/loose neutral/);
    expect(PROBLEM_ANSWERS['dead-outlet'].text).toMatch(/GFCI/);
    expect(PROBLEM_ANSWERS['breaker-immediate'].text).toMatch(/short circuit or a ground fault/);
    expect(PROBLEM_ANSWERS['flicker-appliance'].text).toMatch(/shared or overloaded circuit/);
    for (const answer of Object.values(PROBLEM_ANSWERS)) expect(answer.text).not.toMatch(/\$\d/);
  });

  it('follow the safety note for a breaker that trips right after a reset: leave it off and call first, no bigger breaker', () => {
    expect(PROBLEM_ANSWERS['breaker-immediate'].text).toMatch(/^Leave the breaker off and call us/);
    expect(PROBLEM_ANSWERS['breaker-immediate'].callFirst).toBe(true);
    expect(PROBLEM_ANSWERS['breaker-immediate'].text).toMatch(/don't reset it again, hold it on or swap in a bigger breaker/);
  });
});

describe('the router and the troubleshooter offer', () => {
  it.each(['half the house has no power', 'lights dim when the furnace kicks on', 'the switch in the hallway doesnt do anything', 'my breker keeps triping'])(
    '"%s" is a service question about a problem, with the offer',
    (message) => {
      const route = routeMessage(message);
      expect(route.intent).toBe('service');
      expect(route.problem).toBeDefined();
      expect(isElectricalProblem(route.text ?? message)).toBe(true);
    },
  );

  it('leaves a price question about a problem to the price answer', () => {
    expect(routeMessage('how much to find out why half my outlets dont work').intent).toBe('price');
  });

  it('keeps the emergency first', () => {
    expect(routeMessage('half the house has no power and the panel smells like burning').intent).toBe('emergency');
  });
});
