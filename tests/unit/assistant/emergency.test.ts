import { describe, expect, it } from 'vitest';
import { classifyEmergency, detectEmergency, emergencyReply, replyActions, type EmergencyKind } from '../../../src/domain/assistant/emergency.ts';

const PHONE = '(406) 555-0142';

describe('the emergency classifier', () => {
  it.each<[string, EmergencyKind, string?]>([
    ['my outlet is smoking', 'smoke'],
    ['OUTLET IS SMOKING HELP!!!', 'smoke'],
    ['theres smoke coming out of the breaker box', 'smoke'],
    // "Smoke's" for "smoke is", with either apostrophe.
    ["smoke's coming out of the outlet", 'smoke'],
    ['the smoke’s pouring out of the panel', 'smoke'],
    ['fire in the outlet', 'fire'],
    ['my panel is on fire what do i do', 'fire'],
    ['flames behind the light switch', 'fire'],
    ['sparks flying out of the plug', 'sparks'],
    ['outlet sparked when i plugged the vacuum in', 'sparks'],
    ['i smell burning plastic near the panel', 'burning-smell'],
    ['smoky smell near the panel', 'burning-smell'],
    ['i smell smoke but cant find it', 'burning-smell'],
    ['smells like fish in the kitchen by the outlet', 'burning-smell'],
    ['scorch marks on my outlet', 'burning-smell'],
    ['melted plug', 'burning-smell'],
    ['the outlet is hot to the touch', 'hot-device'],
    ['light switch feels warm', 'hot-device'],
    ['panel is buzzing really loud', 'hot-device'],
    ['my breaker box is humming', 'hot-device'],
    ['extension cord getting really hot', 'hot-device'],
    ['i got shocked by the kitchen faucet', 'shock'],
    ['tingle when i touch the fridge', 'shock'],
    ['got zapped by the light switch', 'shock'],
    ['my son got electrocuted', 'shock', 'person'],
    ['someone is stuck to a live wire', 'shock', 'person'],
    ['power line down in my yard', 'downed-line'],
    ['a tree fell on the power lines', 'downed-line'],
    ['the line to my house is sagging', 'downed-line'],
    ['wire laying in the road after the storm', 'downed-line'],
    ['power line fell on my car and we are inside', 'downed-line', 'car'],
    ['basement flooded and outlets are under water', 'water'],
    ['water leaking into the electrical panel', 'water'],
    ['storm ripped the mast off my house', 'storm-damage'],
    ['wind bent my meter base', 'storm-damage'],
    ['HELP THERES A FIRE', 'fire'],
    ['fire!!', 'fire'],
    ['wall socket turned black and smells', 'burning-smell'],
    ['burnt plug on the dryer cord', 'burning-smell'],
    ['my kid stuck a fork in the outlet', 'shock', 'person'],
    ['fork stuck in the outlet', 'shock', 'person'],
    ['i put a key in the socket by accident', 'shock'],
    ['a guy on a ladder touched the power line and fell', 'shock', 'person'],
    ['my dog chewed a cord and is not moving', 'shock', 'person'],
    ['the power lines are sparking in the tree', 'downed-line'],
    ['the wire from the pole to my house is hanging low', 'downed-line'],
    ['water coming through the ceiling light', 'water'],
    ['flooded garage with extension cords everywhere', 'water'],
    ['i smell gas by the generator', 'gas'],
    ['smells like rotten eggs in the basement', 'gas'],
    ['breaker panel is making a sizzling noise', 'hot-device'],
    ['buzzing noise from the light switch', 'hot-device'],
    ['somthing smells like its burning in the walls', 'burning-smell'],
    // A noise at a panel, breaker box or meter, said any way.
    ['the breaker box in the garage has been buzzing for two days', 'hot-device'],
    ['my electric meter outside is making a crackling noise', 'hot-device'],
    ['weird noise from my breaker box', 'hot-device'],
    ['panel makes a loud hissing sound', 'hot-device'],
    // A smell or heat at any electrical device.
    ['funny smell coming out of the outlet', 'burning-smell'],
    ['the wall around the outlet in the kitchen is hot', 'hot-device'],
    // Any line hanging, lying or fallen outdoors, without the word "down".
    ['theres a wire hanging into our yard from the pole', 'downed-line'],
    ['a power line is lying in the field behind the barn', 'downed-line'],
    ['line hanging over the fence by the horses', 'downed-line'],
    ['wire dangling from the tree in the front yard', 'downed-line'],
    ['power line in my pasture', 'downed-line'],
    // A strike long ago asked about the warranty is over, but what is happening now is still read.
    ['lightning hit last month and now the outlet is sparking, is that covered', 'sparks'],
    ['lightning hit our house last night', 'storm-damage'],
    // A breaker that pops with a sound, a spark or heat named is the warning sign, not a trip.
    ['the breaker popped with a loud noise', 'sparks'],
    ['my breaker keeps popping and it feels warm', 'hot-device'],
  ])('"%s" is %s', (text, kind, variant) => {
    expect(classifyEmergency(text)).toEqual(variant ? { kind, variant } : { kind });
  });

  it.each([
    'hot tub wiring quote',
    'my outlet doesnt work',
    'do you install smoke detectors',
    'how much for a hot water heater circuit',
    'fire alarm install',
    'warm white LED lights',
    'do you do spark plugs',
    'i was shocked at the price',
    'do you wire water heaters',
    'is the hot wire black',
    'my breaker keeps tripping',
    'power is out',
    'can you install an outlet for my hot tub',
    'waterproof outlet for the patio',
    'sagging ceiling fan',
    'arc fault breakers',
    'what is a gfci',
    'can you run wires down to the basement',
    'do you install fire alarms and smoke detectors',
    'power for a fire pump in our warehouse',
    'do you hook up the gas line for the generator too',
    'quote for a fireplace insert circuit',
    'wire the lights down the driveway',
    'can you run a line down the driveway to the shop',
    'how much to bury the power line across the yard',
    'can you move the power line over the driveway',
    'wire hanging out of the ceiling where the old light was',
    'can you install outdoor lights along the fence',
    'lightning hit last summer and fried some stuff you put in, is that under warranty',
    'lightning struck the house a few months ago, does your warranty cover the panel',
    'my breaker keeps popping',
    'the microwave pops the breaker every morning',
    '',
  ])('"%s" is not an emergency', (text) => {
    expect(classifyEmergency(text)).toBeNull();
  });
});

describe('the safety replies', () => {
  const all: [EmergencyKind, ('person' | 'car')?][] = [
    ['fire'],
    ['smoke'],
    ['sparks'],
    ['burning-smell'],
    ['hot-device'],
    ['shock'],
    ['shock', 'person'],
    ['downed-line'],
    ['downed-line', 'car'],
    ['water'],
    ['storm-damage'],
    ['gas'],
  ];

  it.each(all)('%s %s: the number written out, a tap-to-call link and the troubleshooter last', (kind, variant) => {
    const reply = emergencyReply(kind, variant);
    expect(reply.text).toContain(PHONE);
    expect(reply.actions[0]).toEqual({ type: 'call', href: 'tel:+14065550142', label: `Call ${PHONE} (24/7)`, number: PHONE });
    expect(reply.text.split('\n').at(-1)).toMatch(/Troubleshooter/);
    // The call line comes after the safety steps.
    const lines = reply.text.split('\n');
    expect(lines.findIndex((line) => line.includes(PHONE))).toBeGreaterThan(1);
  });

  it.each(all.filter(([kind, variant]) => ['fire', 'smoke', 'sparks', 'gas'].includes(kind) || variant || kind === 'downed-line'))(
    '%s %s: life at risk, 911 in the first step',
    (kind, variant) => {
      const reply = emergencyReply(kind, variant);
      expect(reply.lifeAtRisk).toBe(true);
      expect(reply.steps[0]).toContain('911');
    },
  );

  it('fire: get out and call 911 first, then no water and no going back in', () => {
    const { steps } = emergencyReply('fire');
    expect(steps[0]).toBe('Get everyone out of the building now and call 911.');
    expect(steps[1]).toMatch(/Don't put water on an electrical fire, and don't go back inside/);
  });

  it('a downed line: 35 feet, 911 and the utility, never touch or drive over it', () => {
    const { steps } = emergencyReply('downed-line');
    expect(steps[0]).toMatch(/35 feet.*call 911 and your utility/);
    expect(steps[1]).toMatch(/Don't touch the line.*don't drive over it/);
  });

  it('a line on a car: stay inside; leave only for fire, feet together', () => {
    const { steps } = emergencyReply('downed-line', 'car');
    expect(steps[0]).toMatch(/^Stay inside.*call 911/);
    expect(steps[1]).toMatch(/feet together/);
  });

  it('water: stay out of it; the main only from dry ground', () => {
    const { steps, lifeAtRisk } = emergencyReply('water');
    expect(lifeAtRisk).toBe(false);
    expect(steps[0]).toBe('Stay out of the water.');
    expect(steps[1]).toMatch(/only if you can reach it standing on dry ground/);
  });

  it('a burning smell: switch the circuit off at the panel if it can be reached safely; no unplugging the hot spot', () => {
    const { steps } = emergencyReply('burning-smell');
    expect(steps[1]).toMatch(/^Stop using it, and switch off that circuit at the panel.*if you can reach the panel safely/);
    expect(steps[2]).toMatch(/don't unplug from an outlet that is the hot spot/);
  });

  it('uses the number it is given', () => {
    const reply = detectEmergency('sparks from the panel', { display: '(555) 000-1111', tel: '+15550001111' })!;
    expect(reply.text).toContain('(555) 000-1111');
    expect(reply.actions[0]).toMatchObject({ href: 'tel:+15550001111' });
  });
});

describe('reply actions read from a response', () => {
  it('keeps call links to tel: numbers and the estimator, drops anything else', () => {
    expect(
      replyActions([
        { type: 'call', href: 'tel:+14065550142', label: 'Call' },
        { type: 'call', href: 'javascript:alert(1)', label: 'Call' },
        { type: 'estimate', label: 'Estimate' },
        { type: 'link', href: 'https://example.com', label: 'x' },
        null,
      ]),
    ).toEqual([
      { type: 'call', href: 'tel:+14065550142', label: 'Call' },
      { type: 'estimate', label: 'Estimate' },
    ]);
    expect(replyActions('nope')).toEqual([]);
  });
});
