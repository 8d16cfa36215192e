/**
 * How well the intent router finds emergencies typed the way frightened people type them, and how
 * well it leaves alone messages that only use danger words
 * (tests/quality/visitor-questions.emergencies.ts).
 *
 * - Every emergency must route `emergency`, with a safety reply that serves the situation it is
 *   labelled with (ACCEPTED_REPLIES).
 * - No near-miss may route `emergency`.
 *
 * When the set was written the router missed 44 of the 197 emergencies and alarmed on 24 of the 69
 * near-misses (they were listed here and run with `it.fails`). Every case now passes; a new failure
 * is fixed in the classifier, never set aside here.
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

describe('the emergency classifier on emergencies typed as frightened people type them', () => {
  for (const question of EMERGENCY_QUESTIONS) {
    it(`${question.id} (${question.emergency}): ${question.question}`, () => {
      const route = routeMessage(question.question);
      expect(route.intent).toBe('emergency');
      expect(ACCEPTED_REPLIES[question.emergency!]).toContain(replyKey(route));
    });
  }
});

describe('the emergency classifier on near-misses (danger words, no danger now)', () => {
  for (const question of NEAR_MISSES) {
    it(`${question.id} (${question.intent}): ${question.question}`, () => {
      const route = routeMessage(question.question);
      expect(route.intent, `routed as ${replyKey(route) ?? route.intent}`).not.toBe('emergency');
    });
  }
});

describe('the coverage rules themselves', () => {
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
