/**
 * Classes of messages from the sixth batch of held-out sets (docs/decisions/0033-assistant-answer-classes.md,
 * "Eighth round"). Whole offline answers (src/server/assistant/answerer.ts), no database; the
 * expected texts are the site's own sentences. The messages are written here, not copied from the sets.
 */
import { describe, expect, it } from 'vitest';
import { classifyEmergency } from '../../../src/domain/assistant/emergency.ts';
import { routeMessage } from '../../../src/domain/assistant/intent.ts';
import { problemKind } from '../../../src/domain/assistant/problem-kinds.ts';
import { projectAsked } from '../../../src/domain/assistant/projects.ts';
import { answerFromKnowledge } from '../../../src/server/assistant/answerer.ts';
import { detectBuildingType } from '../../../src/server/assistant/service-detection.ts';

const answer = (question: string) => answerFromKnowledge(question, undefined, routeMessage(question));

describe('a shock told as something that "bites"', () => {
  it.each(['the toaster sort of bites me when I grab the handle', 'every time i touch the lamp base it bites me'])('%s: a shock', (message) => {
    expect(classifyEmergency(message)?.kind).toBe('shock');
  });

  it.each(['my dog bites me when i touch his bowl', 'that price kind of bites me', 'the cold really bites me in the morning'])('%s: no emergency', (message) => {
    expect(classifyEmergency(message)).toBeNull();
  });
});

describe('an LED on a dimmer, the dimmer said in other words', () => {
  it.each([
    'swapped to led bulbs and they flicker when the slider is at the bottom',
    'put in led bulbs and now they blink when the slider is down low',
    'new led bulbs flicker when i turn them down',
  ])('%s', (message) => {
    expect(problemKind(message)).toBe('led-dimmer');
    expect(answer(message).text).toMatch(/^Many LED bulbs flicker on dimmers/);
  });

  it('does not read a thermostat turned low as a dimmer', () => {
    expect(problemKind('the led lights flicker when the furnace turns on and the heat is turned low')).not.toBe('led-dimmer');
  });
});

describe('a circuit said as a line from the panel', () => {
  it.each(['what would it cost to run a line off the panel just for the deep freeze', 'how much for a separate breaker for the microwave'])('%s: the circuit price', (message) => {
    expect(routeMessage(message)).toMatchObject({ intent: 'price', pricedService: 'circuits' });
    expect(answer(message).text).toMatch(/^Circuit Installation\/Repair: our estimator's preliminary range is \$400 - \$1,200/);
  });

  it('keeps the panel itself the work when it is upgraded', () => {
    expect(routeMessage('how much to upgrade the breaker box').pricedService).toBe('panel');
  });
});

describe("a building's own wiring", () => {
  it.each(['the shed needs power, a light and a couple plugs', 'barn needs lights and outlets'])('%s: power out to the building', (message) => {
    expect(projectAsked(message)).toBe('outbuilding');
    expect(answer(message).text).toMatch(/^Yes, we wire shops, garages, barns and outbuildings\. We run an underground feeder/);
  });

  it('reads more outlets and brighter lights as added to what the building has', () => {
    expect(projectAsked('the garage needs more outlets and brighter lights')).toBeUndefined();
  });
});

describe('outlets for a home', () => {
  it.each(['could you add a plug on the back porch for the string lights', 'can you install a new outlet in my bedroom'])(
    '%s: the estimator’s outlet job, not the offices’ list',
    (message) => {
      const text = answer(message).text;
      expect(text).toMatch(
        /^Yes, we do\. Outlet Installation is one of the jobs our cost estimator prices\. Typical outlet prices: Standard outlet replacement: \$100-200 per outlet;/,
      );
      expect(text).not.toContain('Office Remodels');
    },
  );

  it('keeps the offices’ list for outlets at a business', () => {
    expect(answer('need a few more outlets in our dental office, can you do that').text).toContain('Office Remodels & Upgrades');
  });

  it('keeps a 50 amp plug a circuit', () => {
    expect(answer('can you wire a 50 amp plug by the garage for the motorhome').text).not.toContain('Outlet Installation is one of the jobs');
  });
});

describe('thanks for an answer', () => {
  it.each(['thanks a ton, that cleared up the generator question', 'thank you, that settles the permit question'])('%s: small talk', (message) => {
    expect(routeMessage(message)).toMatchObject({ intent: 'smalltalk', smalltalk: 'thanks' });
  });

  it('still answers what is asked after the thanks', () => {
    expect(routeMessage('thanks that answers it, can you come tuesday').intent).not.toBe('smalltalk');
  });
});

describe('work on a weekend so a business stays open', () => {
  it('answers with the commercial page’s after-hours work', () => {
    const message = 'could your guys do it on a saturday so the bakery doesnt have to close';
    expect(routeMessage(message).fact).toBe('work-hours');
    expect(answer(message).text).toContain('early mornings, evenings or weekends');
  });

  it('keeps a weekend visit at home a question of hours', () => {
    expect(routeMessage('can you come saturday to look at my outlet').fact).toBe('hours');
  });
});

describe('something not ours asked about a place outside the area', () => {
  it.each(['whats the forecast for kalispell this weekend', 'need a plumber in kalispell'])('%s: not ours, whatever the place', (message) => {
    expect(routeMessage(message)).toMatchObject({ intent: 'out-of-scope', scope: 'not-ours' });
  });

  it('keeps our work asked there out of the area', () => {
    expect(routeMessage('need a panel upgrade in kalispell').intent).toBe('out-of-area');
  });
});

describe('electrical work no page lists, asked for', () => {
  it.each([
    'looking for someone to put in a burglar alarm system with door sensors',
    'can you install security cameras on the barn',
    'could your guys put a solar array on the shop',
    'can you put lightning rods on our barn',
  ])('%s: a service question, answered "not sure", never "yes"', (message) => {
    expect(routeMessage(message)).toMatchObject({ intent: 'service', unlisted: true });
    expect(answer(message).text).toMatch(/^I'm not sure about that: our website doesn't say/);
  });

  it('keeps a question that asks for no work out of scope', () => {
    expect(routeMessage('is solar worth it up here').intent).toBe('out-of-scope');
  });
});

describe('emergencies missed on the first run of the seventh batch (told here in other words)', () => {
  it.each([
    ['took hold of the washer lid and felt a buzz through my hand', 'shock'],
    ['i get like a little zap in my fingers when i touch the tub faucet', 'shock'],
    ['wet heavy snow bent the mast and the meter box is hanging off the siding', 'storm-damage'],
    ['meltwater is coming into the cellar and the power strips are on the floor down there', 'water'],
    ['water is coming into the garage and the extension cords are on the floor', 'water'],
  ])('%s: %s', (message, kind) => {
    expect(classifyEmergency(message)?.kind).toBe(kind);
  });

  it.each([
    'i feel my phone buzz in my hand all day',
    'the snow is 3 feet deep, can you still come out for the outlet job',
    'wet snow all week, can you come look at the panel on monday',
  ])('%s: no emergency', (message) => {
    expect(classifyEmergency(message)).toBeNull();
  });
});

describe('from the seventh batch (the forty-seventh and fiftieth sets opened)', () => {
  it.each([
    ['whats a standby generator usually run, installed', 'generator'],
    ['whats a 100 to 200 amp upgrade typically run', 'panel'],
    ['what kind of money are we talking to rewire an old farmhouse', 'rewiring'],
    ['how much to swap a dead outlet in the hallway', 'outlets'],
    ['what does it cost to change out a dead gfci', 'outlets'],
  ])('%s: a price of %s', (message, service) => {
    expect(routeMessage(message)).toMatchObject({ intent: 'price', service });
  });

  it('keeps a wire run and a price that changes what they are', () => {
    expect(routeMessage('whats the wire run from the panel to the shop').intent).not.toBe('price');
    expect(routeMessage('will the price change once you start').fact).toBe('price-changes');
  });

  it('prices a shop out back for a welder as a home, a shop with customers as a business', () => {
    expect(answer('price to add a 240 circuit for the welder in my shop').text).toMatch(/^Circuit Installation\/Repair: our estimator's preliminary range is \$400 - \$1,200/);
    expect(detectBuildingType('price to add a 240 circuit for the welder in my shop')).toBe('residential');
    expect(detectBuildingType('new lights for our coffee shop')).toBe('commercial');
    expect(detectBuildingType('our shop has customers in and out all day, need more outlets')).toBe('commercial');
  });

  it('reads LEDs that flicker and hum on a dimmer as the dimmer, not a failing connection', () => {
    expect(classifyEmergency('swapped in new LED bulbs in the den and now they flicker and hum on the dimmer')).toBeNull();
    expect(classifyEmergency('the outlet buzzes when i use the dimmer')?.kind).toBe('hot-device');
  });

  it('says yes to "who wires that" after the thing is named', () => {
    const text = answer('sauna getting delivered in 2 weeks and it needs 240, who wires that').text;
    expect(text).toMatch(/^Yes, we do\. /);
    expect(text).toMatch(/sauna/i);
  });

  it.each(['if i give you my phone and email will you sell it to anyone', 'if i put my address in here are you gonna share it with somebody'])('%s: privacy', (message) => {
    expect(routeMessage(message).fact).toBe('privacy');
  });

  it('reads the internet down as no power problem, the power out as one', () => {
    expect(routeMessage('our wifi has been out all day, is it an outage')).toMatchObject({ intent: 'out-of-scope', scope: 'not-ours' });
    expect(routeMessage('the power went out and the internet is down too').problem).toBe('total-outage');
  });

  it('answers a first question about another trade, whatever our work the story names', () => {
    expect(routeMessage('do you guys also do drywall? the outlets need moving first')).toMatchObject({ intent: 'out-of-scope', scope: 'not-ours' });
    expect(routeMessage('can you wire the kitchen? we are also redoing the drywall').intent).toBe('service');
  });

  it('says estimates are free when that is asked with how long the price holds', () => {
    expect(answer('are estimates free, and how long is the price good for once you write it up').text).toMatch(/^Estimates are free, and in writing\. .*valid for 30 days/);
    expect(routeMessage('do i have to pay somebody to come look and give me a number').fact).toBe('free-estimate');
  });
});
