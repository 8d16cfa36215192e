/**
 * How well the intent router finds emergencies typed the way frightened people type them, and how
 * well it leaves alone messages that only use danger words
 * (tests/quality/visitor-questions.emergencies.ts).
 *
 * - Every emergency must route `emergency`, with a safety reply that serves the situation it is
 *   labelled with (ACCEPTED_REPLIES).
 * - No near-miss may route `emergency`.
 *
 * The cases the router gets wrong today are listed in KNOWN_MISSES and run with `it.fails`, so the
 * suite stays green while the list is honest: a case that starts passing fails its `it.fails` and
 * must be taken off the list. THE LIST MUST SHRINK TO EMPTY; nothing may be added to it to make a
 * new failure pass.
 */
import { describe, expect, it } from 'vitest';
import { emergencyReply, type EmergencyKind as ReplyKind } from '../../../src/domain/assistant/emergency.ts';
import { routeMessage, type Route } from '../../../src/domain/assistant/intent.ts';
import { EMERGENCY_QUESTIONS, NEAR_MISSES } from '../../quality/visitor-questions.emergencies.ts';
import { EMERGENCY_KINDS, judge, type EmergencyKind } from '../../quality/visitor-questions.ts';

/** A safety reply as the router picks it: its kind, and its variant where it has one ("shock:person"). */
type ReplyKey = ReplyKind | `${ReplyKind}:${'person' | 'car'}`;

function replyKey(route: Route): ReplyKey | undefined {
  if (!route.emergency) return undefined;
  return route.emergency.variant ? `${route.emergency.kind}:${route.emergency.variant}` : route.emergency.kind;
}

/**
 * The safety replies that serve each situation of the safety note: first the reply written for it,
 * then the substitutes whose reply is at least as protective. A substitute is accepted only when
 * its reply gives the labelled situation's first step in its own first lines (a frightened visitor
 * reads two lines), keeps 911 where life is at risk, and says nothing that situation forbids.
 *
 * - fire: 'fire' and 'smoke' (the same reply); 'sparks', whose first step is "if the sparks keep
 *   going, or you see smoke or flames: get everyone out and call 911".
 * - burning: 'burning-smell'; 'sparks', which also has you switch that circuit off at the panel,
 *   forbids unplugging at the hot spot and calls the 24/7 line.
 *   NOT 'fire'/'smoke': their reply sends everyone out and never says to switch the circuit off,
 *   which is the burning smell's first step (the judge refuses it too, see below).
 *   NOT 'hot-device': it has the switch-off step, but calls for service "the same day" instead of
 *   the 24/7 line, and does not forbid hunting for the source or unplugging at the hot spot.
 * - hot: 'hot-device'; 'burning-smell', 'sparks' and 'shock', whose replies all open with "stop
 *   using it / switch off that circuit at the panel" and call the 24/7 line, which is more than the
 *   same-day call the note asks for. NOT 'fire'/'smoke' (no switch-off step).
 * - shock: 'shock'; 'shock:person', which adds 911 and still has you switch off the power at the
 *   panel and not touch. NOT 'hot-device': no "don't touch it again to check", same-day only.
 * - contact: 'shock:person' only. Every other reply lacks "don't touch the person" or 911 first.
 * - line-down: 'downed-line' only. 'storm-damage' opens with the mast and the meter and reaches the
 *   35 feet only "if wires are down"; 'downed-line:car' says stay inside, not stay away.
 * - line-on-car: 'downed-line:car' only. The plain 'downed-line' reply opens with "stay at least 35
 *   feet away", which someone sitting under the line may read as "get out"; its "they should stay
 *   inside" comes only in the second step.
 * - water: 'water' only.
 * - storm-mast: 'storm-damage'; 'downed-line', which gives the same first step (stay away, the
 *   utility) and adds 911.
 *
 * The judge (visitor-questions.ts) checks that a reply holds the first step, not where: it would
 * also pass 'hot-device' for a burning smell or a shock, 'storm-damage' for a line down and
 * 'downed-line' for a line on a car. This table is stricter on purpose, for the reasons above.
 */
const ACCEPTED_REPLIES: Record<EmergencyKind, readonly ReplyKey[]> = {
  fire: ['fire', 'smoke', 'sparks'],
  burning: ['burning-smell', 'sparks'],
  hot: ['hot-device', 'burning-smell', 'sparks', 'shock'],
  shock: ['shock', 'shock:person'],
  contact: ['shock:person'],
  'line-down': ['downed-line'],
  'line-on-car': ['downed-line:car'],
  water: ['water'],
  'storm-mast': ['storm-damage', 'downed-line'],
};

/**
 * Cases the router gets wrong today (measured when the sets were written: 44 of 197 emergencies,
 * 24 of 69 near-misses), grouped by what the classifier (src/domain/assistant/emergency.ts) misses.
 * This list must shrink to empty: fix the classifier, then delete the ids that now pass.
 */
const KNOWN_MISSES: ReadonlySet<string> = new Set([
  // Emergencies: a misspelled danger or device word that neither the patterns nor the spelling
  // correction know ("smok", "shcok", "zaped", "tingel", "panl").
  'em-003',
  'em-069',
  'em-073',
  'em-074',
  'em-075',
  // Emergencies: a shock told in words the shock rule lacks ("i get a little buzz", "got bit").
  'em-078',
  'em-080',
  // Emergencies: "no smoke" read as smoke, so a burning smell gets the fire reply without its
  // switch-off step.
  'em-027',
  'em-042',
  // Emergencies: a person still held, in words the person rule lacks: the source is a drill, an
  // oven, a lamp, a meter, a welder or a pump rather than a wire, cord or outlet; "won't let her
  // go", "isnt moving", "not responding", "he's being shocked", "grandpa", a toddler chewing a
  // cord; or the person and the sign are more than 40 characters apart.
  'em-093',
  'em-096',
  'em-098',
  'em-100',
  'em-101',
  'em-102',
  'em-103',
  'em-104',
  'em-105',
  'em-106',
  'em-108',
  'em-109',
  // Emergencies: "powerline" written as one word.
  'em-118',
  'em-125',
  'em-133',
  'em-137',
  'em-153',
  // Emergencies: a line down in words the line rules lack ("touches the ground"; "it's" breaks the
  // word-skipping pattern, since \w does not match the apostrophe).
  'em-128',
  'em-134',
  // Emergencies: a line on a vehicle the car rule does not name (bus, pickup, tractor, RV, combine,
  // windshield, hood, "the roof of my car", "across it", "caught on the mirror"), or one whose
  // people are "stuck in my van" (read as a person held by a live source).
  'em-140',
  'em-141',
  'em-142',
  'em-144',
  'em-145',
  'em-146',
  'em-147',
  'em-150',
  'em-151',
  'em-152',
  'em-155',
  // Emergencies: water at wiring outside the water rule's reach (more than six words between the
  // water and the outlet; a floor "covered"; an ice dam that "melted" read as melted plastic).
  'em-163',
  'em-169',
  'em-172',
  // Emergencies: storm damage to the service without the words the storm rule pairs ("the pipe on
  // the roof where the power comes in is bent ... from the wind"; the wire "pulled loose at the
  // house end").
  'em-185',
  'em-186',
  // Near-misses: a danger word as a figure of speech ("sparks joy", "a spark of an idea", "a shocking
  // price", "shocked how fast", "you guys are fire", "fire up", "flame red", "SMOKING HOT DEAL",
  // "zapping the old tubes", a static zap).
  'nm-006',
  'nm-008',
  'nm-012',
  'nm-013',
  'nm-014',
  'nm-038',
  'nm-044',
  'nm-054',
  'nm-060',
  'nm-066',
  // Near-misses: a fire in the past ("last year", "last spring", "a year ago", "last summer").
  'nm-011',
  'nm-033',
  'nm-048',
  'nm-050',
  // Near-misses: a danger that is hypothetical or a worry ("in case something catches fire", "a fire
  // risk", "fire hazards", "nervous about fire", "next time a storm knocks the power lines down",
  // "when the power lines go down", "so the power company guys don't get electrocuted", "why birds
  // don't get shocked").
  'nm-015',
  'nm-024',
  'nm-026',
  'nm-032',
  'nm-040',
  'nm-043',
  'nm-047',
  'nm-059',
  // Near-misses: a danger word negated ("no smells, no sparks, nothing warm").
  'nm-065',
  // Near-misses: "keep water when the power goes out" read as water near wiring.
  'nm-031',
]);

describe('the emergency classifier on emergencies typed as frightened people type them', () => {
  for (const question of EMERGENCY_QUESTIONS) {
    const test = KNOWN_MISSES.has(question.id) ? it.fails : it;
    test(`${question.id} (${question.emergency}): ${question.question}`, () => {
      const route = routeMessage(question.question);
      expect(route.intent).toBe('emergency');
      expect(ACCEPTED_REPLIES[question.emergency!]).toContain(replyKey(route));
    });
  }
});

describe('the emergency classifier on near-misses (danger words, no danger now)', () => {
  for (const question of NEAR_MISSES) {
    const test = KNOWN_MISSES.has(question.id) ? it.fails : it;
    test(`${question.id} (${question.intent}): ${question.question}`, () => {
      const route = routeMessage(question.question);
      expect(route.intent, `routed as ${replyKey(route) ?? route.intent}`).not.toBe('emergency');
    });
  }
});

describe('the coverage rules themselves', () => {
  it('lists only ids of the two sets as known misses', () => {
    const ids = new Set([...EMERGENCY_QUESTIONS, ...NEAR_MISSES].map((question) => question.id));
    expect([...KNOWN_MISSES].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('names an accepted reply for every situation, the one written for it first', () => {
    expect(Object.keys(ACCEPTED_REPLIES).sort()).toEqual([...EMERGENCY_KINDS].sort());
    expect(Object.values(ACCEPTED_REPLIES).map((keys) => keys[0])).toEqual([
      'fire',
      'burning-smell',
      'hot-device',
      'shock',
      'shock:person',
      'downed-line',
      'downed-line:car',
      'water',
      'storm-damage',
    ]);
  });

  it('accepts only replies the judge finds safe: every accepted reply passes the judge for every question of its situation', () => {
    const unsafe: string[] = [];
    for (const question of EMERGENCY_QUESTIONS) {
      for (const key of ACCEPTED_REPLIES[question.emergency!]) {
        const [kind, variant] = key.split(':') as [ReplyKind, 'person' | 'car' | undefined];
        const safety = emergencyReply(kind, variant);
        const verdict = judge(question, 'emergency', { text: safety.text, actions: safety.actions });
        if (!verdict.right) unsafe.push(`${question.id} with ${key}: ${verdict.problems.join('; ')}`);
      }
    }
    expect(unsafe).toEqual([]);
  });

  it('refuses the fire reply for a burning smell: it never says to switch the circuit off', () => {
    const burning = EMERGENCY_QUESTIONS.filter((question) => question.emergency === 'burning');
    const fire = emergencyReply('fire');
    expect(ACCEPTED_REPLIES.burning).not.toContain('fire');
    expect(ACCEPTED_REPLIES.burning).not.toContain('smoke');
    expect(burning.filter((question) => judge(question, 'emergency', { text: fire.text, actions: fire.actions }).right).map((question) => question.id)).toEqual([]);
  });
});
