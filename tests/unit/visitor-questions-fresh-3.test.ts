/** The shape of the third held-out question set (tests/quality/visitor-questions.fresh-3.ts). */
import { describe, expect, it } from 'vitest';
import { FRESH_3_QUESTIONS } from '../quality/visitor-questions.fresh-3.ts';
import { FRESH_2_QUESTIONS } from '../quality/visitor-questions.fresh-2.ts';
import { FRESH_QUESTIONS } from '../quality/visitor-questions.fresh.ts';
import { CHECKING_QUESTIONS } from '../quality/visitor-questions.checking.ts';
import { TUNING_QUESTIONS } from '../quality/visitor-questions.tuning.ts';
import { tuningQuestions2 } from '../quality/visitor-questions.tuning-2.ts';
import { tuningQuestions3 } from '../quality/visitor-questions.tuning-3.ts';
import { QUALITY_CASES } from '../quality/assistant-questions.ts';
import {
  CALL_911,
  EMERGENCY_KINDS,
  EMERGENCY_RULES,
  INTENTS,
  IN_AREA_CLAIM,
  NO_PRICE,
  PHONE,
  STARTS_WITH_YES,
  hasFact,
  idealReply,
  judge,
  normalize,
  type ChatReply,
  type Fact,
} from '../quality/visitor-questions.ts';

const reply = (text: string): ChatReply => ({ text, actions: [] });

/** Every fact inside a fact, alternatives included. */
function leaves(fact: Fact): Fact[] {
  return Array.isArray(fact) ? fact.flatMap((alternative) => leaves(alternative)) : [fact];
}

/** The text of every question of every other set, whatever the name it is exported under. */
function otherQuestionTexts(): string[] {
  return [...TUNING_QUESTIONS, ...CHECKING_QUESTIONS, ...tuningQuestions2, ...tuningQuestions3, ...FRESH_QUESTIONS, ...FRESH_2_QUESTIONS, ...QUALITY_CASES].map(
    (question) => question.question,
  );
}

describe('the third held-out question set', () => {
  const emergencies = FRESH_3_QUESTIONS.filter((question) => question.intent === 'emergency');

  it('has 150 questions, numbered fresh3-001 on in order, no question twice', () => {
    expect(FRESH_3_QUESTIONS).toHaveLength(150);
    expect(FRESH_3_QUESTIONS.map((question) => question.id)).toEqual(FRESH_3_QUESTIONS.map((_, index) => `fresh3-${String(index + 1).padStart(3, '0')}`));
    expect(new Set(FRESH_3_QUESTIONS.map((question) => normalize(question.question))).size).toBe(FRESH_3_QUESTIONS.length);
  });

  it('holds no question of any other set (tuning, checking, the first two held-out sets, the old quality cases)', () => {
    const others = new Set(otherQuestionTexts().map(normalize));
    expect(others.size).toBeGreaterThan(500);
    expect(FRESH_3_QUESTIONS.filter((question) => others.has(normalize(question.question))).map((question) => question.id)).toEqual([]);
  });

  it('covers every intent in the planned spread', () => {
    const count = (intent: string) => FRESH_3_QUESTIONS.filter((question) => question.intent === intent).length;
    expect(Object.fromEntries(INTENTS.map((intent) => [intent, count(intent)]))).toEqual({
      emergency: 30,
      smalltalk: 12,
      'business-fact': 38,
      service: 35,
      price: 15,
      'out-of-area': 10,
      'out-of-scope': 10,
    });
  });

  it('asks every emergency kind at least twice, gives every emergency its kind and no other question one', () => {
    for (const kind of EMERGENCY_KINDS) expect(emergencies.filter((question) => question.emergency === kind).length, kind).toBeGreaterThanOrEqual(2);
    for (const question of FRESH_3_QUESTIONS) {
      if (question.intent === 'emergency') expect(EMERGENCY_KINDS, question.id).toContain(question.emergency);
      else expect(question.emergency, question.id).toBeUndefined();
    }
  });

  it('asks of every emergency the 24/7 number, a call link, no price, the first step, nothing unsafe, and 911 where life is at risk', () => {
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

  it('never lets a town outside the three counties be answered "yes" or "in our service area"', () => {
    const outside = FRESH_3_QUESTIONS.filter((question) => question.intent === 'out-of-area');
    for (const question of outside) {
      expect(question.mustNot, question.id).toContain(STARTS_WITH_YES);
      expect(question.mustNot, question.id).toContain(IN_AREA_CLAIM);
      expect(judge(question, question.intent, reply(`Yes, that town is in our service area. Call (406) 555-0142.`)).right, question.id).toBe(false);
    }
  });

  it('gives every regular expression an example that it matches', () => {
    let checked = 0;
    for (const question of FRESH_3_QUESTIONS) {
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
    for (const question of FRESH_3_QUESTIONS) {
      expect(question.must.length, question.id).toBeGreaterThan(0);
      for (const fact of [...question.must, ...(question.mustNot ?? [])]) expect(() => hasFact('x', fact), question.id).not.toThrow();
    }
  });

  it('has labels a right reply can meet: the ideal reply of every question passes the judge', () => {
    for (const question of FRESH_3_QUESTIONS) {
      const text = idealReply(question);
      const verdict = judge(question, question.intent, reply(text));
      expect(verdict.problems, `${question.id}: ${text}`).toEqual([]);
    }
  });

  it('fails a reply that misses the labels: the old "no information" text helps no question', () => {
    const noInformation = "I'm sorry, I don't have information about that.";
    const passing = FRESH_3_QUESTIONS.filter((question) => judge(question, question.intent, reply(noInformation)).right).map((question) => question.id);
    expect(passing).toEqual([]);
  });

  it('fails the ideal reply routed to the wrong intent', () => {
    const misrouted = FRESH_3_QUESTIONS.filter((question) => judge(question, question.intent === 'service' ? 'price' : 'service', reply(idealReply(question))).right);
    expect(misrouted.map((question) => question.id)).toEqual([]);
  });
});
