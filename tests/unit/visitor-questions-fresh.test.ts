/** The shape of the fresh held-out question set (tests/quality/visitor-questions.fresh.ts). */
import { describe, expect, it } from 'vitest';
import { FRESH_QUESTIONS } from '../quality/visitor-questions.fresh.ts';
import { CHECKING_QUESTIONS } from '../quality/visitor-questions.checking.ts';
import { TUNING_QUESTIONS } from '../quality/visitor-questions.tuning.ts';
import { tuningQuestions2 } from '../quality/visitor-questions.tuning-2.ts';
import { tuningQuestions3 } from '../quality/visitor-questions.tuning-3.ts';
import {
  CALL_911,
  EMERGENCY_KINDS,
  EMERGENCY_RULES,
  INTENTS,
  NO_PRICE,
  PHONE,
  hasFact,
  idealReply,
  judge,
  normalize,
  type ChatReply,
  type Fact,
  type VisitorQuestion,
} from '../quality/visitor-questions.ts';

const reply = (text: string): ChatReply => ({ text, actions: [] });

/** Every fact inside a fact, alternatives included. */
function leaves(fact: Fact): Fact[] {
  return Array.isArray(fact) ? fact.flatMap((alternative) => leaves(alternative)) : [fact];
}

/** The questions of the other sets, whatever the name they are exported under. */
function otherQuestions(): VisitorQuestion[] {
  return [...TUNING_QUESTIONS, ...CHECKING_QUESTIONS, ...tuningQuestions2, ...tuningQuestions3];
}

describe('the fresh question set', () => {
  const emergencies = FRESH_QUESTIONS.filter((question) => question.intent === 'emergency');

  it('has at least 140 questions, numbered fresh-001 on in order, no question twice', () => {
    expect(FRESH_QUESTIONS.length).toBeGreaterThanOrEqual(140);
    expect(FRESH_QUESTIONS.map((question) => question.id)).toEqual(FRESH_QUESTIONS.map((_, index) => `fresh-${String(index + 1).padStart(3, '0')}`));
    expect(new Set(FRESH_QUESTIONS.map((question) => question.id)).size).toBe(FRESH_QUESTIONS.length);
    expect(new Set(FRESH_QUESTIONS.map((question) => normalize(question.question))).size).toBe(FRESH_QUESTIONS.length);
  });

  it('holds no question of the tuning and checking sets', () => {
    const others = new Set(otherQuestions().map((question) => normalize(question.question)));
    expect(others.size).toBeGreaterThan(0);
    expect(FRESH_QUESTIONS.filter((question) => others.has(normalize(question.question))).map((question) => question.id)).toEqual([]);
  });

  it('covers every intent and every emergency kind, in the planned spread', () => {
    const count = (intent: string) => FRESH_QUESTIONS.filter((question) => question.intent === intent).length;
    expect(new Set(FRESH_QUESTIONS.map((question) => question.intent))).toEqual(new Set(INTENTS));
    expect(new Set(emergencies.map((question) => question.emergency))).toEqual(new Set(EMERGENCY_KINDS));
    expect(Object.fromEntries(INTENTS.map((intent) => [intent, count(intent)]))).toEqual({
      emergency: 30,
      smalltalk: 10,
      'business-fact': 35,
      service: 30,
      price: 15,
      'out-of-area': 10,
      'out-of-scope': 10,
    });
  });

  it('gives every emergency its kind, and no other question one', () => {
    for (const question of FRESH_QUESTIONS) {
      if (question.intent === 'emergency') expect(EMERGENCY_KINDS, question.id).toContain(question.emergency);
      else expect(question.emergency, question.id).toBeUndefined();
    }
  });

  it('asks of every emergency the 24/7 number, a call link, no price, the first step, and 911 where life is at risk', () => {
    for (const question of emergencies) {
      const rules = EMERGENCY_RULES[question.emergency!];
      expect(question.next, question.id).toBe('call');
      expect(question.must, question.id).toContain(PHONE);
      expect(question.mustNot, question.id).toContain(NO_PRICE);
      if (rules.lifeRisk) expect(question.must, question.id).toContain(CALL_911);
      for (const step of rules.first) expect(question.must, question.id).toContain(step);
      for (const unsafe of rules.unsafe) expect(question.mustNot, question.id).toContain(unsafe);
    }
  });

  it('gives every regular expression an example that it matches', () => {
    let checked = 0;
    for (const question of FRESH_QUESTIONS) {
      for (const fact of [...question.must, ...(question.mustNot ?? [])].flatMap(leaves)) {
        if (typeof fact !== 'object' || !('re' in fact)) continue;
        expect(fact.example, `${question.id}: /${fact.re}/`).toBeTypeOf('string');
        expect(hasFact(fact.example!, fact), `${question.id}: /${fact.re}/ on "${fact.example}"`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('has labels the judge can read, each with a fact to find', () => {
    for (const question of FRESH_QUESTIONS) {
      expect(question.must.length, question.id).toBeGreaterThan(0);
      for (const fact of [...question.must, ...(question.mustNot ?? [])]) expect(() => hasFact('x', fact), question.id).not.toThrow();
    }
  });

  it('has labels a right reply can meet: an ideal reply built from the first alternative of each must-fact passes', () => {
    for (const question of FRESH_QUESTIONS) {
      const text = idealReply(question);
      const verdict = judge(question, question.intent, reply(text));
      expect(verdict.problems, `${question.id}: ${text}`).toEqual([]);
    }
  });

  it('fails a reply that misses the labels: the old "no information" text helps no question', () => {
    const noInformation = "I'm sorry, I don't have information about that.";
    const passing = FRESH_QUESTIONS.filter((question) => judge(question, question.intent, reply(noInformation)).right).map((question) => question.id);
    expect(passing).toEqual([]);
  });
});
