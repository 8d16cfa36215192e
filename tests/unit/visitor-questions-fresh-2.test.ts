/** The shape of the second fresh held-out question set (tests/quality/visitor-questions.fresh-2.ts). */
import { describe, expect, it } from 'vitest';
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
  NO_PRICE,
  PHONE,
  hasFact,
  idealReply,
  judge,
  normalize,
  type ChatReply,
  type EmergencyKind,
  type Fact,
} from '../quality/visitor-questions.ts';

const reply = (text: string): ChatReply => ({ text, actions: [] });

/** Every fact inside a fact, alternatives included. */
function leaves(fact: Fact): Fact[] {
  return Array.isArray(fact) ? fact.flatMap((alternative) => leaves(alternative)) : [fact];
}

/** A text that holds the fact: its first alternative, as the judge's ideal reply writes it. */
function exampleOf(fact: Fact): string {
  if (typeof fact === 'string') return fact;
  if (Array.isArray(fact)) return exampleOf(fact[0]);
  const object = fact as Exclude<Fact, string | readonly Fact[]>;
  if ('phone' in object) return '(406) 555-0142';
  if ('money' in object) return `$${object.money}`;
  if ('range' in object) return `$${object.range[0]} - $${object.range[1]}`;
  if ('anyMoney' in object) return '$100';
  if ('claim' in object) return object.claim;
  if ('re' in object && object.example) return object.example;
  throw new Error(`no example for ${JSON.stringify(fact)}`);
}

/** Whether a fact holds only at the start of a reply (a regular expression anchored with ^). */
function anchored(fact: Fact): boolean {
  return Array.isArray(fact) ? anchored(fact[0]) : typeof fact === 'object' && 're' in fact && fact.re.startsWith('^');
}

/** A question's words only: lower case, no punctuation ("Clinton, MT?" and "clinton mt" are the same question). */
function words(text: string): string {
  return normalize(text)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The question texts of every other set (the tuning sets, the first checking half, the first fresh set and the old quality cases). */
function otherQuestionTexts(): string[] {
  return [...TUNING_QUESTIONS, ...CHECKING_QUESTIONS, ...tuningQuestions2, ...tuningQuestions3, ...FRESH_QUESTIONS, ...QUALITY_CASES].map((question) => question.question);
}

describe('the second fresh question set', () => {
  const emergencies = FRESH_2_QUESTIONS.filter((question) => question.intent === 'emergency');

  it('has 150 questions, numbered fresh2-001 on in order, no question twice', () => {
    expect(FRESH_2_QUESTIONS).toHaveLength(150);
    expect(FRESH_2_QUESTIONS.map((question) => question.id)).toEqual(FRESH_2_QUESTIONS.map((_, index) => `fresh2-${String(index + 1).padStart(3, '0')}`));
    expect(new Set(FRESH_2_QUESTIONS.map((question) => words(question.question))).size).toBe(FRESH_2_QUESTIONS.length);
  });

  it('holds no question of any other set, even one differing only in punctuation', () => {
    const others = new Set(otherQuestionTexts().map(words));
    expect(others.size).toBeGreaterThan(500);
    expect(FRESH_2_QUESTIONS.filter((question) => others.has(words(question.question))).map((question) => question.id)).toEqual([]);
  });

  it('has the planned spread over the intents', () => {
    const count = (intent: string) => FRESH_2_QUESTIONS.filter((question) => question.intent === intent).length;
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

  it('covers every emergency kind at least twice, and gives no other question a kind', () => {
    const perKind = (kind: EmergencyKind) => emergencies.filter((question) => question.emergency === kind).length;
    expect(Object.fromEntries(EMERGENCY_KINDS.map((kind) => [kind, perKind(kind)]))).toEqual({
      fire: 4,
      burning: 4,
      hot: 3,
      shock: 4,
      contact: 3,
      'line-down': 4,
      'line-on-car': 3,
      water: 3,
      'storm-mast': 2,
    });
    for (const question of FRESH_2_QUESTIONS) if (question.intent !== 'emergency') expect(question.emergency, question.id).toBeUndefined();
  });

  it('asks of every emergency the 24/7 number, a call link, no price, the first step, and 911 where life is at risk', () => {
    for (const question of emergencies) {
      const rules = EMERGENCY_RULES[question.emergency!];
      expect(question.next, question.id).toBe('call');
      expect(question.must, question.id).toContain(PHONE);
      expect(question.mustNot, question.id).toContain(NO_PRICE);
      if (rules.lifeRisk) expect(question.must, question.id).toContain(CALL_911);
      else expect(question.must, question.id).not.toContain(CALL_911);
      for (const step of rules.first) expect(question.must, question.id).toContain(step);
      for (const unsafe of rules.unsafe) expect(question.mustNot, question.id).toContain(unsafe);
    }
  });

  it('gives every regular expression an example that it matches', () => {
    let checked = 0;
    for (const question of FRESH_2_QUESTIONS) {
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
    for (const question of FRESH_2_QUESTIONS) {
      expect(question.must.length, question.id).toBeGreaterThan(0);
      for (const fact of [...question.must, ...(question.mustNot ?? [])]) expect(() => hasFact('x', fact), question.id).not.toThrow();
    }
  });

  it('has labels a right reply can meet: the judge accepts the ideal reply of every question', () => {
    for (const question of FRESH_2_QUESTIONS) {
      const text = idealReply(question);
      const verdict = judge(question, question.intent, reply(text));
      expect(verdict.problems, `${question.id}: ${text}`).toEqual([]);
      expect(verdict.right, question.id).toBe(true);
    }
  });

  it('has must-not facts that bite: the ideal reply with any one of them added fails', () => {
    let checked = 0;
    for (const question of FRESH_2_QUESTIONS) {
      for (const fact of question.mustNot ?? []) {
        const ideal = idealReply(question);
        const text = anchored(fact) ? `${exampleOf(fact)} ${ideal}` : `${ideal} ... ${exampleOf(fact)}`;
        expect(judge(question, question.intent, reply(text)).right, `${question.id}: ${text}`).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('fails a reply routed to another intent, even with the right words', () => {
    for (const question of FRESH_2_QUESTIONS) {
      const other = INTENTS.find((intent) => intent !== question.intent)!;
      expect(judge(question, other, reply(idealReply(question))).right, question.id).toBe(false);
    }
  });

  it('fails a reply that misses the labels: the old "no information" text helps no question', () => {
    const noInformation = "I'm sorry, I don't have information about that.";
    const passing = FRESH_2_QUESTIONS.filter((question) => judge(question, question.intent, reply(noInformation)).right).map((question) => question.id);
    expect(passing).toEqual([]);
  });
});
