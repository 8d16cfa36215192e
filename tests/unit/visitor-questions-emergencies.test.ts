/** The shape of the emergency and near-miss sets (tests/quality/visitor-questions.emergencies.ts). */
import { describe, expect, it } from 'vitest';
import { EMERGENCY_QUESTIONS, NEAR_MISSES } from '../quality/visitor-questions.emergencies.ts';
import { questionTextsBefore } from '../quality/all-sets.ts';
import { expectRegexExamples } from '../quality/question-set-shape.ts';
import {
  CALL_911,
  EMERGENCY_KINDS,
  EMERGENCY_RULES,
  INTENTS,
  NO_PRICE,
  PHONE,
  idealReply,
  judge,
  normalize,
  type ChatReply,
  type VisitorQuestion,
} from '../quality/visitor-questions.ts';

const reply = (text: string): ChatReply => ({ text, actions: [] });

const numbered = (prefix: string, questions: readonly VisitorQuestion[]) => questions.map((_, index) => `${prefix}-${String(index + 1).padStart(3, '0')}`);

describe('the emergency and near-miss question sets', () => {
  const all = [...EMERGENCY_QUESTIONS, ...NEAR_MISSES];

  it('has at least 180 emergencies numbered em-001 on and at least 60 near-misses numbered nm-001 on, in order', () => {
    expect(EMERGENCY_QUESTIONS.length).toBeGreaterThanOrEqual(180);
    expect(NEAR_MISSES.length).toBeGreaterThanOrEqual(60);
    expect(EMERGENCY_QUESTIONS.map((question) => question.id)).toEqual(numbered('em', EMERGENCY_QUESTIONS));
    expect(NEAR_MISSES.map((question) => question.id)).toEqual(numbered('nm', NEAR_MISSES));
  });

  it('holds no question twice, within or across the two sets', () => {
    expect(new Set(all.map((question) => normalize(question.question))).size).toBe(all.length);
  });

  it('holds no question of any other set (tuning, checking, the three held-out sets, the old quality cases)', () => {
    const others = new Set(questionTextsBefore('emergencies').map(normalize));
    expect(others.size).toBeGreaterThan(700);
    expect(all.filter((question) => others.has(normalize(question.question))).map((question) => question.id)).toEqual([]);
  });

  it('asks every emergency kind at least 18 times, and labels every emergency with a kind', () => {
    for (const kind of EMERGENCY_KINDS) expect(EMERGENCY_QUESTIONS.filter((question) => question.emergency === kind).length, kind).toBeGreaterThanOrEqual(18);
    for (const question of EMERGENCY_QUESTIONS) {
      expect(question.intent, question.id).toBe('emergency');
      expect(EMERGENCY_KINDS, question.id).toContain(question.emergency);
    }
  });

  it('labels every near-miss with an intent other than emergency, and with no kind', () => {
    for (const question of NEAR_MISSES) {
      expect(INTENTS, question.id).toContain(question.intent);
      expect(question.intent, question.id).not.toBe('emergency');
      expect(question.emergency, question.id).toBeUndefined();
    }
    // Near-misses of more than one kind: not all one intent.
    expect(new Set(NEAR_MISSES.map((question) => question.intent)).size).toBeGreaterThanOrEqual(5);
  });

  it('asks of every emergency the 24/7 number, a call link, no price, the first step, nothing unsafe, and 911 where life is at risk', () => {
    for (const question of EMERGENCY_QUESTIONS) {
      const rules = EMERGENCY_RULES[question.emergency!];
      expect(question.next, question.id).toBe('call');
      expect(question.must, question.id).toContain(PHONE);
      expect(question.mustNot, question.id).toContain(NO_PRICE);
      expect(question.must.includes(CALL_911), question.id).toBe(rules.lifeRisk);
      for (const step of rules.first) expect(question.must, question.id).toContain(step);
      for (const unsafe of rules.unsafe) expect(question.mustNot, question.id).toContain(unsafe);
    }
  });

  it('gives every regular expression an example that it matches', () => expectRegexExamples(all));

  it('has labels a right reply can meet: the ideal reply of every question passes the judge', () => {
    for (const question of all) {
      const text = idealReply(question);
      const verdict = judge(question, question.intent, reply(text));
      expect(verdict.problems, `${question.id}: ${text}`).toEqual([]);
    }
  });

  it('fails an emergency answered without its safety reply: the old "no information" text, and the ideal reply routed elsewhere', () => {
    const noInformation = "I'm sorry, I don't have information about that.";
    expect(EMERGENCY_QUESTIONS.filter((question) => judge(question, 'emergency', reply(noInformation)).right).map((question) => question.id)).toEqual([]);
    expect(EMERGENCY_QUESTIONS.filter((question) => judge(question, 'service', reply(idealReply(question))).right).map((question) => question.id)).toEqual([]);
  });

  it('fails a near-miss answered as an emergency', () => {
    const safetyReply = 'Get everyone out and call 911. Then call our 24/7 line, (406) 555-0142. tel:+14065550142';
    expect(NEAR_MISSES.filter((question) => judge(question, 'emergency', reply(safetyReply)).right).map((question) => question.id)).toEqual([]);
  });
});
