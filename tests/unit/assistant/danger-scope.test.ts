import { describe, expect, it } from 'vitest';
import { setAsideNotPresent } from '../../../src/domain/assistant/danger-scope.ts';

/** Each danger word that speaks of no danger now is replaced by "xx"; every other word stays. */
describe('the danger words that speak of no danger now', () => {
  it.each([
    ['smells like burnt plastic near the panel, no smoke though', 'smells like burnt plastic near the panel, no xx though'],
    ['no smells, no sparks, nothing warm, and the breakers all look on', 'no xx, no xx, nothing xx, and the breakers all look on'],
    ['no flames but its smoking', 'no xx but its smoking'],
    ['i dont see any flames but it smells like burning wires', 'i dont see any xx but it smells like burning wires'],
    ['no smoke or sparks', 'no xx or xx'],
    ['no burning smell', 'no xx xx'],
    ["didn't get shocked, but the outlet sparked", "didn't get xx, but the outlet sparked"],
    ['nobody gets electrocuted', 'nobody gets xx'],
  ])('a negation sets aside only what it governs: "%s"', (text, read) => {
    expect(setAsideNotPresent(text)).toBe(read);
  });

  it.each([
    [
      'we had a small electrical fire last year, its all been repaired, but now we want a panel',
      'we had a small electrical xx last year, its all been repaired, but now we want a panel',
    ],
    ['the fire last spring wiped out our savings and we need a new panel', 'the xx last spring wiped out our savings and we need a new panel'],
    ['a line came down two years ago, now it is sagging again', 'a line came down two years ago, now it is sagging again'],
  ])('a past story is set aside up to where it comes back to today: "%s"', (text, read) => {
    expect(setAsideNotPresent(text)).toBe(read);
  });

  it.each([
    ['is aluminum wiring a fire risk?', 'is aluminum wiring a xx risk?'],
    ['everyone says those are fire hazards', 'everyone says those are xx hazards'],
    ['just nervous about fire', 'just nervous about xx'],
    ['in case something catches fire while youre working', 'in case something catches xx while youre working'],
    ["so the lineman doesn't get electrocuted", "so the lineman doesn't get xx"],
    ['next time a storm knocks the power lines down', 'next time a xx knocks the power xx xx'],
    ['when the power lines go down this winter can i plug in', 'when the power xx go xx this winter can i plug in'],
    ['could the hot outlet start a fire', 'could the hot outlet start a xx'],
  ])('a hypothetical or a worry is set aside: "%s"', (text, read) => {
    expect(setAsideNotPresent(text)).toBe(read);
  });

  it.each([
    ['does not spark joy', 'does not xx joy'],
    ['had a spark of an idea', 'had a xx of an idea'],
    ['what a shocking price', 'what a xx price'],
    ['shocked how fast that was', 'xx how fast that was'],
    ['thanks, you guys are fire', 'thanks, you guys are xx'],
    ['fire up the quote machine', 'xx up the quote machine'],
    ['flame red chandelier', 'xx red chandelier'],
    ['smoking hot deal', 'xx xx deal'],
    ['zapping the old fluorescent tubes', 'xx the old fluorescent tubes'],
    ['got zapped by static off the carpet', 'got xx by static off the carpet'],
  ])('a figure of speech is set aside: "%s"', (text, read) => {
    expect(setAsideNotPresent(text)).toBe(read);
  });

  it('reads ice or snow that melted as thawed, not as melted plastic', () => {
    expect(setAsideNotPresent('water in the switch box after the ice dam melted')).toBe('water in the switch box after the ice dam thawed');
    expect(setAsideNotPresent('the outlet melted')).toBe('the outlet melted');
  });

  it.each([
    'no more sparks but it sparked',
    'not sparking anymore',
    'no, it is smoking',
    'worried about the smoke coming from the panel',
    'it sparked last summer and again today',
    'no idea what to do, the outlet is smoking',
  ])('leaves a danger that is or was happening: "%s"', (text) => {
    expect(setAsideNotPresent(text)).toBe(text);
  });
});
