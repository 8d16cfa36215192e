/**
 * Every safety reply of the emergency classifier (src/domain/assistant/emergency.ts), step by step,
 * against the public safety guidance it follows (ESFI and the utilities' downed-line advice): life
 * first, then what is safe to do and not to do, then our 24/7 number; and how the text is read before
 * the rules.
 */
import { describe, expect, it } from 'vitest';
import { callAction, classifyEmergency, emergencyReply, TROUBLESHOOTER_NEXT_STEP, type EmergencyKind } from '../../../src/domain/assistant/emergency.ts';

const PHONE = '(406) 555-0142';
const LINE = `Call our 24/7 emergency line: ${PHONE}.`;

type Case = [EmergencyKind, 'person' | 'car' | undefined, RegExp, RegExp[]];

/** Each reply: its headline and each step in order, with the guidance's words for that step. */
const REPLIES: Case[] = [
  [
    'fire',
    undefined,
    /^An electrical fire is an emergency\.$/,
    [
      /^Get everyone out of the building now and call 911\.$/,
      /^Don't put water on an electrical fire, and don't go back inside\.$/,
      /^From outside, once you are safe, call our 24\/7 emergency line: \(406\) 555-0142\.$/,
    ],
  ],
  [
    'smoke',
    undefined,
    /^Smoke from wiring, an outlet or a panel is a fire emergency\.$/,
    [
      /^Get everyone out of the building now and call 911\.$/,
      /^Don't put water on an electrical fire, and don't go back inside\.$/,
      /^From outside, once you are safe, call our 24\/7 emergency line/,
    ],
  ],
  [
    'sparks',
    undefined,
    /^Sparking is an emergency\.$/,
    [
      /^If the sparks keep going, or you see smoke or flames: get everyone out and call 911\.$/,
      /^If it stopped, switch off that circuit at the panel \(the main breaker if you're not sure\), only if you can reach the panel safely and it isn't smoking or sparking\.$/,
      /^Don't touch or unplug anything at that outlet or switch, and don't use it again\.$/,
      /^Call our 24\/7 emergency line: \(406\) 555-0142\. Leave it off until it has been inspected\.$/,
    ],
  ],
  [
    'burning-smell',
    undefined,
    /^A burning or melting-plastic smell can mean wiring is overheating\.$/,
    [
      /^If you see smoke or flames, get everyone out and call 911\.$/,
      /^Stop using it, and switch off that circuit at the panel \(the main breaker if you're not sure which\), if you can reach the panel safely\.$/,
      /^Don't hunt for the source with the power on, don't unplug from an outlet that is the hot spot, and don't tape over it\.$/,
      /^Call our 24\/7 emergency line: \(406\) 555-0142\. Leave it off until it has been inspected\.$/,
    ],
  ],
  [
    'hot-device',
    undefined,
    /^A warm, hot or buzzing outlet, switch, panel or wire is a warning sign of a failing connection\.$/,
    [
      /^Stop using it and switch off its circuit at the panel, if you can do that safely\.$/,
      /^Don't keep using it "until the weekend"\.$/,
      /^Call us for service the same day: \(406\) 555-0142 \(24\/7\)\. If it starts to smoke or spark, get everyone out and call 911\.$/,
    ],
  ],
  [
    'shock',
    'person',
    /^A person in contact with electricity is a life-threatening emergency\.$/,
    [
      /^Call 911 now\.$/,
      /^Don't touch the person while they may still be in contact with the power, and never pull them with bare hands\.$/,
      /^Switch off the power at the panel if you can do it safely, or push the source away with something dry that does not conduct, such as a wooden broom handle\.$/,
      /^When everyone is safe, call our 24\/7 emergency line: \(406\) 555-0142\.$/,
    ],
  ],
  [
    'shock',
    undefined,
    /^A shock or tingle means something is wrong: current is going where it should not\.$/,
    [
      /^If anyone is hurt, burned or feels unwell after the shock, call 911\.$/,
      /^Stop using it and switch off its circuit \(or the main breaker\) at the panel, if you can do that safely\.$/,
      /^Don't touch it again to check\.$/,
      /^Call our 24\/7 emergency line: \(406\) 555-0142\. A shock from a faucet or plumbing can mean a ground fault\.$/,
    ],
  ],
  [
    'downed-line',
    'car',
    /^A power line on a vehicle: assume it is live\.$/,
    [
      /^Stay inside, warn others to keep away, and call 911\.$/,
      /^Leave only if the vehicle catches fire: jump clear with your feet together, never touching the vehicle and the ground at the same time, then shuffle away\.$/,
      /^Don't step out normally\.$/,
      /^Afterwards, for the wiring on your property, call our 24\/7 emergency line: \(406\) 555-0142\.$/,
    ],
  ],
  [
    'downed-line',
    undefined,
    /^A downed or sagging power line: assume it is live\.$/,
    [
      /^Stay at least 35 feet away \(about three car lengths; more if the ground is wet\), keep others and pets away, and call 911 and your utility\.$/,
      /^Don't touch the line or anything touching it \(fence, tree, car, puddle\), and don't drive over it\. If it is on a car with people inside, they should stay inside\.$/,
      /^Once the utility has made it safe, call us for the service mast and meter base on your house \(those are the owner's to repair\): \(406\) 555-0142, 24\/7\.$/,
    ],
  ],
  [
    'water',
    undefined,
    /^Water near wiring, outlets or the panel is a shock danger\.$/,
    [
      /^Stay out of the water\.$/,
      /^Switch off the main breaker only if you can reach it standing on dry ground; otherwise leave it\.$/,
      /^Don't walk into standing water near outlets, cords or the panel\.$/,
      /^Call our 24\/7 emergency line: \(406\) 555-0142\. Have the system checked before the power is turned back on\.$/,
    ],
  ],
  [
    'storm-damage',
    undefined,
    /^Storm damage at the service mast, meter or the wires to your house: assume they are live\.$/,
    [
      /^Keep away from the mast, the meter and any wires hanging from them; if wires are down, stay at least 35 feet away and call 911 and your utility\.$/,
      /^Don't touch the wires or try to push the mast back\.$/,
      /^Call your utility to make it safe, then call us: the mast and meter base on the house are the owner's to repair, and we fix them\. Call our 24\/7 emergency line: \(406\) 555-0142\.$/,
    ],
  ],
  [
    'gas',
    undefined,
    /^A gas smell is an emergency: a spark can ignite it\.$/,
    [
      /^Get everyone out now, leaving the door open, and from outside call 911 and your gas utility or propane supplier\.$/,
      /^Don't switch lights, appliances or the breakers on or off, don't unplug anything, and don't use a lighter or a phone inside\.$/,
      /^Once the gas company has made it safe, for any electrical repair call our 24\/7 emergency line: \(406\) 555-0142\.$/,
    ],
  ],
];

const START_NODES: Record<EmergencyKind, string> = {
  fire: 'burning-smell-1',
  smoke: 'burning-smell-1',
  sparks: 'burning-smell-1',
  'burning-smell': 'burning-smell-1',
  'hot-device': 'burning-smell-1',
  shock: 'outlet-issues-1',
  'downed-line': 'power-loss-1',
  water: 'power-loss-1',
  'storm-damage': 'power-loss-1',
  gas: 'power-loss-1',
};

describe('each safety reply', () => {
  it.each(REPLIES)('%s %s: its headline and its steps, in order', (kind, variant, headline, steps) => {
    const reply = emergencyReply(kind, variant);
    expect(reply.headline).toMatch(headline);
    expect(reply.steps).toHaveLength(steps.length);
    steps.forEach((step, index) => expect(reply.steps[index]).toMatch(step));
  });

  it.each(REPLIES)('%s %s: the text is the headline, the numbered steps and the troubleshooter offer', (kind, variant, headline, steps) => {
    const lines = emergencyReply(kind, variant).text.split('\n');
    expect(lines).toHaveLength(steps.length + 2);
    expect(lines[0]).toMatch(headline);
    steps.forEach((step, index) => {
      expect(lines[index + 1].startsWith(`${index + 1}. `)).toBe(true);
      expect(lines[index + 1].slice(`${index + 1}. `.length)).toMatch(step);
    });
    expect(lines.at(-1)).toBe(TROUBLESHOOTER_NEXT_STEP);
  });

  it.each(REPLIES)('%s %s: the call action, then the troubleshooter at its start node', (kind, variant) => {
    const reply = emergencyReply(kind, variant);
    expect(reply.troubleshooterStartNode).toBe(START_NODES[kind]);
    expect(reply.actions).toEqual([
      { type: 'call', href: 'tel:+14065550142', label: `Call ${PHONE} (24/7)`, number: PHONE },
      { type: 'troubleshooter', label: 'Use Troubleshooter', startNode: START_NODES[kind] },
    ]);
  });

  it.each<[EmergencyKind, 'person' | 'car' | undefined, boolean]>([
    ['fire', undefined, true],
    ['smoke', undefined, true],
    ['sparks', undefined, true],
    ['gas', undefined, true],
    ['downed-line', undefined, true],
    ['downed-line', 'car', true],
    ['shock', 'person', true],
    ['shock', undefined, false],
    ['burning-smell', undefined, false],
    ['hot-device', undefined, false],
    ['water', undefined, false],
    ['storm-damage', undefined, false],
  ])('%s %s: life at risk is %s', (kind, variant, lifeAtRisk) => {
    expect(emergencyReply(kind, variant).lifeAtRisk).toBe(lifeAtRisk);
  });

  it('names its variant, and has none when it was given none', () => {
    expect(emergencyReply('shock', 'person').variant).toBe('person');
    expect(emergencyReply('downed-line', 'car').variant).toBe('car');
    expect('variant' in emergencyReply('shock')).toBe(false);
  });

  it('a kind with a variant it does not have still gets the call line', () => {
    const reply = emergencyReply('water', 'person');
    expect(reply.headline).toBe('This may be an electrical emergency.');
    expect(reply.steps).toEqual([LINE]);
    expect(reply.lifeAtRisk).toBe(false);
    expect(reply.text).toBe(`This may be an electrical emergency.\n1. ${LINE}\n${TROUBLESHOOTER_NEXT_STEP}`);
  });

  it('the call action takes another number and label', () => {
    expect(callAction({ display: '(555) 000-1111', tel: '+15550001111' })).toEqual({
      type: 'call',
      href: 'tel:+15550001111',
      label: 'Call (555) 000-1111 (24/7)',
      number: '(555) 000-1111',
    });
    expect(callAction(undefined, 'Call now')).toEqual({ type: 'call', href: 'tel:+14065550142', label: 'Call now', number: PHONE });
  });
});

describe('how the classifier reads the text', () => {
  it.each<[string, EmergencyKind]>([
    // Punctuation between words reads as a space, runs of spaces as one, and the ends are trimmed.
    ['FIRE!!!HELP', 'fire'],
    ['i smell... burning plastic near the panel', 'burning-smell'],
    ['i smell  burning plastic', 'burning-smell'],
    ['...wire hanging over the fence', 'downed-line'],
  ])('"%s" is %s', (text, kind) => {
    expect(classifyEmergency(text)).toEqual({ kind });
  });

  it('reads the first 2,000 characters only', () => {
    expect(classifyEmergency(`${'x'.repeat(2000)} sparks are flying`)).toBeNull();
    expect(classifyEmergency(`${'x'.repeat(1990)} sparks are flying`)).toEqual({ kind: 'sparks' });
  });

  it('sets a lightning strike aside only when it is over and asked about a claim', () => {
    expect(classifyEmergency('lightning hit our house last week')).toEqual({ kind: 'storm-damage' });
    expect(classifyEmergency('lightning hit our house last week, is that covered')).toBeNull();
  });

  it('sets aside every phrase that uses an emergency word for something else, not just the first', () => {
    expect(classifyEmergency('i was shocked by the price and shocked at the quote')).toBeNull();
  });

  it.each([undefined, null, 42, '', '   '])('reads %j as no emergency', (text) => {
    expect(classifyEmergency(text as unknown as string)).toBeNull();
  });
});
