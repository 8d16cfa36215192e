/**
 * The checks every held-out question set passes before it is used (tests/unit/visitor-questions-*.test.ts):
 * its count and ids, no question repeated from any set, the planned spread over the intents, the
 * emergency labels the safety notes ask for, and labels the judge can both satisfy and fail.
 */
import { describe, expect, it } from 'vitest';
import { questionTextsBefore } from './all-sets.ts';
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
  type Intent,
  type VisitorQuestion,
} from './visitor-questions.ts';

export interface HeldOutSet {
  /** How the set is named in the test titles ("the third held-out question set"). */
  title: string;
  /** Its name in tests/quality/all-sets.ts: it may repeat no question of the sets written before it. */
  name: string;
  questions: readonly VisitorQuestion[];
  /** Ids are `${idPrefix}-001` on, in order. */
  idPrefix: string;
  /** How many questions of each intent it was written to hold. */
  spread: Readonly<Record<Intent, number>>;
  /** How many emergencies of each kind it asks at least: 2, or 1 for a half-size set of 15 emergencies. */
  perKind?: 1 | 2;
}

const reply = (text: string): ChatReply => ({ text, actions: [] });

/** Every fact inside a fact, alternatives included. */
function leaves(fact: Fact): Fact[] {
  return Array.isArray(fact) ? fact.flatMap((alternative) => leaves(alternative)) : [fact];
}

/** A question's words only: lower case, no punctuation ("Clinton, MT?" and "clinton mt" are the same question). */
export function words(text: string): string {
  return normalize(text)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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

/** Every regular expression of the labels has an example, and matches it (at least one is checked). */
export function expectRegexExamples(questions: readonly VisitorQuestion[]): void {
  let checked = 0;
  for (const question of questions) {
    for (const fact of [...question.must, ...(question.mustNot ?? [])].flatMap(leaves)) {
      if (typeof fact !== 'object' || !('re' in fact)) continue;
      expect(fact.example, `${question.id}: /${fact.re}/`).toBeTypeOf('string');
      expect(hasFact(fact.example!, fact), `${question.id}: /${fact.re}/ on "${fact.example}"`).toBe(true);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(0);
}

/** Registers the shape tests of one held-out set. */
export function describeHeldOutSet({ title, name, questions, idPrefix, spread, perKind = 2 }: HeldOutSet): void {
  const total = Object.values(spread).reduce((sum, count) => sum + count, 0);
  const emergencies = questions.filter((question) => question.intent === 'emergency');

  describe(title, () => {
    it(`has ${total} questions, numbered ${idPrefix}-001 on in order, no question twice even in other punctuation`, () => {
      expect(questions).toHaveLength(total);
      expect(questions.map((question) => question.id)).toEqual(questions.map((_, index) => `${idPrefix}-${String(index + 1).padStart(3, '0')}`));
      expect(new Set(questions.map((question) => words(question.question))).size).toBe(questions.length);
    });

    it('holds no question of five words or more from the sets written before it', () => {
      // Short messages ("hours??", "thx!!") recur by chance in every set; a longer one would be copied.
      const others = new Set(questionTextsBefore(name).map(words));
      expect(others.size).toBeGreaterThan(300);
      const long = questions.filter((question) => words(question.question).split(' ').length >= 5);
      expect(long.length).toBeGreaterThan(questions.length / 2);
      expect(long.filter((question) => others.has(words(question.question))).map((question) => question.id)).toEqual([]);
    });

    it('has the planned spread over the intents', () => {
      const count = (intent: Intent) => questions.filter((question) => question.intent === intent).length;
      expect(Object.fromEntries(INTENTS.map((intent) => [intent, count(intent)]))).toEqual(spread);
    });

    it(`asks every emergency kind at least ${perKind === 1 ? 'once' : 'twice'}, gives every emergency its kind and no other question one`, () => {
      for (const kind of EMERGENCY_KINDS) expect(emergencies.filter((question) => question.emergency === kind).length, kind).toBeGreaterThanOrEqual(perKind);
      for (const question of questions) {
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
      for (const question of questions.filter((candidate) => candidate.intent === 'out-of-area')) {
        expect(question.mustNot, question.id).toContain(STARTS_WITH_YES);
        expect(question.mustNot, question.id).toContain(IN_AREA_CLAIM);
        expect(judge(question, question.intent, reply('Yes, that town is in our service area. Call (406) 555-0142.')).right, question.id).toBe(false);
      }
    });

    it('gives every regular expression an example that it matches', () => expectRegexExamples(questions));

    it('has labels the judge can read, each with a fact to find', () => {
      for (const question of questions) {
        expect(question.must.length, question.id).toBeGreaterThan(0);
        for (const fact of [...question.must, ...(question.mustNot ?? [])]) expect(() => hasFact('x', fact), question.id).not.toThrow();
      }
    });

    it('has labels a right reply can meet: the judge accepts the ideal reply of every question', () => {
      for (const question of questions) {
        const text = idealReply(question);
        const verdict = judge(question, question.intent, reply(text));
        expect(verdict.problems, `${question.id}: ${text}`).toEqual([]);
        expect(verdict.right, question.id).toBe(true);
      }
    });

    it('has must-not facts that bite: the ideal reply with any one of them added fails', () => {
      let checked = 0;
      for (const question of questions) {
        for (const fact of question.mustNot ?? []) {
          const ideal = idealReply(question);
          const text = anchored(fact) ? `${exampleOf(fact)} ${ideal}` : `${ideal} ... ${exampleOf(fact)}`;
          expect(judge(question, question.intent, reply(text)).right, `${question.id}: ${text}`).toBe(false);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(questions.length);
    });

    it('fails a reply routed to another intent, even with the right words', () => {
      for (const question of questions) {
        const other = INTENTS.find((intent) => intent !== question.intent)!;
        expect(judge(question, other, reply(idealReply(question))).right, question.id).toBe(false);
      }
    });

    it('fails a reply that misses the labels: the old "no information" text helps no question', () => {
      const noInformation = "I'm sorry, I don't have information about that.";
      expect(questions.filter((question) => judge(question, question.intent, reply(noInformation)).right).map((question) => question.id)).toEqual([]);
    });
  });
}
