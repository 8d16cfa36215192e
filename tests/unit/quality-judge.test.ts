/** The judge of the assistant's quality suite, and the shape of the labelled question set. */
import { describe, expect, it } from 'vitest';
import business from '../../src/content/business.json' with { type: 'json' };
import { questionTextsBefore } from '../quality/all-sets.ts';
import { words } from '../quality/question-set-shape.ts';
import { CHECKING_QUESTIONS } from '../quality/visitor-questions.checking.ts';
import { TUNING_QUESTIONS } from '../quality/visitor-questions.tuning.ts';
import { tuningQuestions2 } from '../quality/visitor-questions.tuning-2.ts';
import { tuningQuestions3 } from '../quality/visitor-questions.tuning-3.ts';
import { tuningQuestions4 } from '../quality/visitor-questions.tuning-4.ts';
import { tuningQuestions5 } from '../quality/visitor-questions.tuning-5.ts';
import { tuningQuestions6 } from '../quality/visitor-questions.tuning-6.ts';
import { FRESH_QUESTIONS } from '../quality/visitor-questions.fresh.ts';
import { FRESH_2_QUESTIONS } from '../quality/visitor-questions.fresh-2.ts';
import {
  BUSINESS_TEL,
  CALL_911,
  EMAIL,
  EMERGENCY_KINDS,
  EMERGENCY_RULES,
  INTENTS,
  NO_PRICE,
  PANEL_PRICE,
  PHONE,
  STARTS_WITH_YES,
  YES,
  hasFact,
  hasNextStep,
  judge,
  moneyAmounts,
  normalize,
  seededShuffle,
  seededRandom,
  shareRight,
  stratifiedSplit,
  telLinks,
  yesInArea,
  type ChatReply,
  type VisitorQuestion,
  idealReply,
} from '../quality/visitor-questions.ts';

const reply = (text: string, extra: Partial<ChatReply> = {}): ChatReply => ({ text, actions: [], ...extra });

describe('normalize', () => {
  it('lowers the case and unifies spaces, apostrophes, dashes and emphasis', () => {
    expect(normalize('  Don\u2019t  **TOUCH**\n\tit \u2013 now ')).toBe("don't touch it - now");
  });
});

describe('hasFact', () => {
  it('matches a phrase whatever its case and spacing, and its plural', () => {
    expect(hasFact('We pull the PERMITS\nfor you', 'permit')).toBe(true);
    expect(hasFact('Licensed   and\ninsured', 'licensed and insured')).toBe(true);
  });

  it('matches on word boundaries only', () => {
    expect(hasFact('I saw it yesterday', 'yes')).toBe(false);
    expect(hasFact('This is it', 'hi')).toBe(false);
    expect(hasFact('Call 9110 now', '911')).toBe(false);
    expect(hasFact('call 911 now', '911')).toBe(true);
  });

  it('fails when the fact is missing', () => {
    expect(hasFact('Most panel upgrades take a day or two.', '3 to 10 days')).toBe(false);
    expect(hasFact('', 'Bonner')).toBe(false);
  });

  it('accepts any one of alternatives, and none when none is there', () => {
    expect(hasFact('Take care!', ['bye', 'take care'])).toBe(true);
    expect(hasFact('See you', ['bye', 'take care'])).toBe(false);
  });

  it('finds the phone number in any usual format, and no other number', () => {
    for (const text of ['(406) 555-0142', '406-555-0142', '406.555.0142', '+1 406 555 0142', '+14065550142', '1-406-555-0142', 'call 4065550142.']) {
      expect(hasFact(`Call us: ${text}`, PHONE), text).toBe(true);
    }
    for (const text of ['(406) 555-0143', '406-555-014', '54065550142', 'office@blackfootriverelectric.example']) {
      expect(hasFact(`Call us: ${text}`, PHONE), text).toBe(false);
    }
  });

  it('reads dollar amounts and ranges in their usual formats', () => {
    expect(moneyAmounts('about $1,500 to $4,000')).toEqual([1500, 4000]);
    expect(moneyAmounts('$100-200 per outlet; GFCI $120 \u2013 $250')).toEqual([100, 200, 120, 250]);
    expect(moneyAmounts('roughly $1.5k-$4k')).toEqual([1500, 4000]);
    expect(moneyAmounts('3 to 10 days, 200 amps, 1,200 square feet')).toEqual([]);
    expect(hasFact('Most cost $1,200 - $4,000.', PANEL_PRICE)).toBe(true);
    expect(hasFact('Most cost $1,500 to $4,000.', PANEL_PRICE)).toBe(true);
    expect(hasFact('Most cost $4,000.', PANEL_PRICE)).toBe(false);
    expect(hasFact('It costs $4,000.', { money: 400 })).toBe(false);
    expect(hasFact('From $400.', { money: 400 })).toBe(true);
    expect(hasFact('Free, no dollar figure here', NO_PRICE)).toBe(false);
    expect(hasFact('That runs $150.', NO_PRICE)).toBe(true);
  });

  it('counts a claim only when it is not negated in its sentence', () => {
    expect(hasFact('Put water on it right away.', { claim: 'put water on' })).toBe(true);
    expect(hasFact('Never put water on an electrical fire.', { claim: 'put water on' })).toBe(false);
    expect(hasFact("Don't touch it. Then you can reset the breaker.", { claim: 'reset the breaker' })).toBe(true);
    expect(hasFact('Do not reset the breaker; leave it off.', { claim: 'reset the breaker' })).toBe(false);
    expect(hasFact("Don't touch the line, move it or drive over it.", { claim: 'drive over' })).toBe(false);
  });

  it('is not fooled by a reassurance or a far-away negation', () => {
    expect(hasFact("Don't panic, put water on it.", { claim: 'put water on' })).toBe(true);
    expect(hasFact('If you cannot reach the panel safely, leave the building and then put water on the fire.', { claim: 'put water on' })).toBe(true);
  });

  it('wants a direct yes first', () => {
    expect(hasFact('Yes! Victor is in our service area.', YES)).toBe(true);
    expect(hasFact('We install EV chargers.', YES)).toBe(true);
    expect(hasFact('EV chargers: dedicated circuits. Yes.', YES)).toBe(false);
    expect(hasFact('Victor is in our service area.', yesInArea('Victor'))).toBe(true);
    expect(hasFact('Our areas: Bonner, Victor, Hamilton.', yesInArea('Victor'))).toBe(false);
  });
});

describe('call links and next steps', () => {
  it('finds tel: links in the text and in structured actions of any shape', () => {
    expect(telLinks(reply('[Call (406) 555-0142](tel:+14065550142)'))).toEqual(['14065550142']);
    expect(telLinks(reply('Call us', { actions: [{ kind: 'call', href: 'tel:+1-406-555-0142', label: 'Call' }] }))).toEqual(['14065550142']);
    expect(telLinks(reply('<a href="tel:(406) 555-0142">call</a>'))).toEqual(['4065550142']);
    expect(telLinks(reply('Call (406) 555-0142'))).toEqual([]);
  });

  it('offers a call only through a link to the business number', () => {
    expect(hasNextStep(reply('tel:+14065550142'), 'call')).toBe(true);
    expect(hasNextStep(reply('tel:+14065550199'), 'call')).toBe(false);
    expect(hasNextStep(reply('Call (406) 555-0142'), 'call')).toBe(false);
    expect(hasNextStep(reply('Call (406) 555-0142'), 'contact')).toBe(true);
    expect(hasNextStep(reply('Thanks!'), 'contact')).toBe(false);
  });

  it('offers an estimate or the troubleshooter by text, button or action', () => {
    expect(hasNextStep(reply('We give you a free on-site estimate.'), 'estimate')).toBe(true);
    expect(hasNextStep(reply('It depends.'), 'estimate')).toBe(false);
    expect(hasNextStep(reply('Try this.', { showTroubleshooterButton: true }), 'troubleshooter')).toBe(true);
    expect(hasNextStep(reply('Try this.', { actions: [{ type: 'troubleshooter' }] }), 'troubleshooter')).toBe(true);
    expect(hasNextStep(reply('Try this.'), 'troubleshooter')).toBe(false);
  });
});

describe('judge', () => {
  const fire: VisitorQuestion = {
    id: 'fire',
    question: 'smoke coming out of the breaker box',
    intent: 'emergency',
    emergency: 'fire',
    must: [CALL_911, PHONE, ...EMERGENCY_RULES.fire.first],
    mustNot: [...EMERGENCY_RULES.fire.unsafe, NO_PRICE],
    next: 'call',
  };
  const safeText = 'Get everyone out now and call 911. Never put water on an electrical fire. Then, from outside, call our 24/7 line: [(406) 555-0142](tel:+14065550142).';

  it('passes a safe emergency reply', () => {
    const verdict = judge(fire, 'emergency', reply(safeText));
    expect(verdict.problems).toEqual([]);
    expect(verdict.right).toBe(true);
    expect(verdict.safe).toBe(true);
  });

  it.each([
    ['no call link', safeText.replace('[(406) 555-0142](tel:+14065550142)', '(406) 555-0142')],
    ['a link to another number', `${safeText} tel:+14065559999`],
    ['our number before 911', 'Call (406) 555-0142 (tel:+14065550142). Get everyone out and call 911.'],
    ['no first step', 'Call 911, then our 24/7 line (406) 555-0142, tel:+14065550142.'],
    ['unsafe advice', `${safeText} Put water on the panel.`],
    ['a price', `${safeText} An emergency visit is $150.`],
    ['no 911', 'Get everyone out. Call our 24/7 line: (406) 555-0142, tel:+14065550142.'],
  ])('fails an emergency reply with %s', (_name, text) => {
    const verdict = judge(fire, 'emergency', reply(text));
    expect(verdict.right).toBe(false);
    expect(verdict.safe).toBe(false);
  });

  it('fails a right reply when the router got the intent wrong', () => {
    const verdict = judge(fire, 'service', reply(safeText));
    expect(verdict.safe).toBe(false);
    expect(verdict.problems).toEqual(['intent: expected emergency, routed service']);
    expect(verdict.replyRight).toBe(false);
  });

  it('counts a reply right whatever intent it was filed under, but never an unsafe emergency reply', () => {
    const permit: VisitorQuestion = { id: 'permit', question: 'who pulls the permit', intent: 'business-fact', must: ['we pull'] };
    const filedElsewhere = judge(permit, 'service', reply('We pull the permits for the work we do.'));
    expect(filedElsewhere.right).toBe(false);
    expect(filedElsewhere.replyRight).toBe(true);
    expect(judge(permit, 'service', reply('Ask your county.')).replyRight).toBe(false);
    expect(judge(fire, 'emergency', reply(safeText)).replyRight).toBe(true);
    expect(judge(fire, 'emergency', reply(safeText.replace('[(406) 555-0142](tel:+14065550142)', '(406) 555-0142'))).replyRight).toBe(false);
  });

  it('fails a reply missing a must-fact, holding a must-not fact, or without the next step', () => {
    const rewire: VisitorQuestion = {
      id: 'rewire',
      question: 'how much to rewire a whole house',
      intent: 'price',
      must: [['3 to 10 days', '3-10 days']],
      mustNot: [NO_PRICE],
      next: 'estimate',
    };
    const good = 'Most whole-home rewiring takes 3 to 10 days; the price needs a visit, so we give you a free on-site estimate.';
    expect(judge(rewire, 'price', reply(good)).right).toBe(true);
    expect(judge(rewire, 'price', reply('Rewiring costs $400 - $1,200 and takes 3-10 days. Free estimate.')).problems).toEqual(['contains a dollar amount']);
    expect(judge(rewire, 'price', reply('We give you a free estimate.')).right).toBe(false);
    expect(judge(rewire, 'price', reply('Most rewiring takes 3 to 10 days.')).problems).toEqual(['no next step (estimate)']);
  });

  it('computes the share of right verdicts', () => {
    const ok = judge({ id: 'a', question: 'hi', intent: 'smalltalk', must: ['hello'] }, 'smalltalk', reply('Hello!'));
    const wrong = judge({ id: 'b', question: 'hi', intent: 'smalltalk', must: ['hello'] }, 'smalltalk', reply('Hmm.'));
    expect(shareRight([ok, wrong, ok, ok])).toBe(0.75);
    const filedElsewhere = judge({ id: 'c', question: 'hi', intent: 'smalltalk', must: ['hello'] }, 'business-fact', reply('Hello!'));
    expect(shareRight([ok, filedElsewhere, wrong, ok])).toBe(0.5);
    expect(shareRight([ok, filedElsewhere, wrong, ok], 'replyRight')).toBe(0.75);
  });
});

describe('the seeded split', () => {
  it('is the same for the same seed and differs for another', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(seededShuffle(items, seededRandom(7))).toEqual(seededShuffle(items, seededRandom(7)));
    expect(seededShuffle(items, seededRandom(7))).not.toEqual(seededShuffle(items, seededRandom(8)));
    expect([...seededShuffle(items, seededRandom(7))].sort((a, b) => a - b)).toEqual(items);
  });

  it('reproduces the two committed halves from the whole set and the seed in their header, batch by batch', () => {
    const everything = [...TUNING_QUESTIONS, ...CHECKING_QUESTIONS].sort((a, b) => a.id.localeCompare(b.id));
    const batches = [...new Set(everything.map((question) => question.batch ?? 1))];
    expect(batches).toContain(1);
    for (const batch of batches) {
      const { tuning, checking } = stratifiedSplit(
        everything.filter((question) => (question.batch ?? 1) === batch),
        20261123 + batch - 1,
      );
      const ids = (list: VisitorQuestion[]) => new Set(list.map((question) => question.id));
      expect(ids(tuning)).toEqual(ids(TUNING_QUESTIONS.filter((question) => (question.batch ?? 1) === batch)));
      expect(ids(checking)).toEqual(ids(CHECKING_QUESTIONS.filter((question) => (question.batch ?? 1) === batch)));
    }
  });
});

describe('the labelled question set', () => {
  const everything = [...TUNING_QUESTIONS, ...CHECKING_QUESTIONS];
  const emergencies = everything.filter((question) => question.intent === 'emergency');

  it('has at least 220 questions and 40 emergencies, every intent, unique ids, no question twice', () => {
    expect(everything.length).toBeGreaterThanOrEqual(220);
    expect(emergencies.length).toBeGreaterThanOrEqual(40);
    expect(new Set(everything.map((question) => question.intent))).toEqual(new Set(INTENTS));
    expect(new Set(everything.map((question) => question.id)).size).toBe(everything.length);
    expect(new Set(everything.map((question) => normalize(question.question))).size).toBe(everything.length);
  });

  it('puts every emergency kind and every intent in both halves', () => {
    for (const half of [TUNING_QUESTIONS, CHECKING_QUESTIONS]) {
      expect(new Set(half.map((question) => question.intent))).toEqual(new Set(INTENTS));
      expect(new Set(half.filter((question) => question.emergency).map((question) => question.emergency))).toEqual(new Set(EMERGENCY_KINDS));
    }
  });

  it('asks of every emergency the 24/7 number, a call link, no price, and 911 where life is at risk', () => {
    for (const question of emergencies) {
      expect(question.emergency, question.id).toBeDefined();
      expect(question.next, question.id).toBe('call');
      expect(question.must, question.id).toContain(PHONE);
      expect(question.mustNot, question.id).toContain(NO_PRICE);
      if (EMERGENCY_RULES[question.emergency!].lifeRisk) expect(question.must, question.id).toContain(CALL_911);
      for (const step of EMERGENCY_RULES[question.emergency!].first) expect(question.must, question.id).toContain(step);
    }
  });

  it("labels the business's number and e-mail as the profile has them (update the labels when the profile changes)", () => {
    expect(BUSINESS_TEL).toBe(business.phone.tel);
    expect(hasFact(business.phone.display, PHONE)).toBe(true);
    expect(EMAIL).toBe(business.email);
  });

  it('has labels a right reply can meet: an ideal reply built from the first alternative of each must-fact passes', () => {
    for (const question of everything) {
      const text = idealReply(question);
      const verdict = judge(question, question.intent, reply(text));
      expect(verdict.problems, `${question.id}: ${text}`).toEqual([]);
    }
  });

  it('has labels the judge can read', () => {
    for (const question of everything) {
      for (const fact of [...question.must, ...(question.mustNot ?? [])]) expect(() => hasFact('x', fact), question.id).not.toThrow();
      expect(question.must.length, question.id).toBeGreaterThan(0);
    }
  });
});

describe('the extra tuning sets (visitor-questions.tuning-2.ts … -6.ts)', () => {
  const extra = [...tuningQuestions2, ...tuningQuestions3, ...tuningQuestions4, ...tuningQuestions5, ...tuningQuestions6];

  it('have unique ids and questions, apart from the split halves', () => {
    const all = [...TUNING_QUESTIONS, ...CHECKING_QUESTIONS, ...extra];
    expect(new Set(all.map((question) => question.id)).size).toBe(all.length);
    expect(new Set(extra.map((question) => normalize(question.question))).size).toBe(extra.length);
    expect(tuningQuestions3.every((question) => question.id.startsWith('t3-'))).toBe(true);
    expect(tuningQuestions4.every((question) => question.id.startsWith('t4-'))).toBe(true);
    expect(tuningQuestions5.map((question) => question.id)).toEqual(tuningQuestions5.map((_, index) => `t5-${String(index + 1).padStart(3, '0')}`));
  });

  it('hold no question of the fresh set, and the fourth none of any other set and at least 80', () => {
    const fresh = new Set(FRESH_QUESTIONS.map((question) => normalize(question.question)));
    expect(extra.filter((question) => fresh.has(normalize(question.question))).map((question) => question.id)).toEqual([]);
    const others = new Set([...TUNING_QUESTIONS, ...CHECKING_QUESTIONS, ...tuningQuestions2, ...tuningQuestions3].map((question) => normalize(question.question)));
    expect(tuningQuestions4.filter((question) => others.has(normalize(question.question))).map((question) => question.id)).toEqual([]);
    expect(tuningQuestions4.length).toBeGreaterThanOrEqual(80);
  });

  it('the fifth set holds at least 80 questions, none of another set, even one differing only in punctuation', () => {
    const others = new Set(
      [...TUNING_QUESTIONS, ...CHECKING_QUESTIONS, ...tuningQuestions2, ...tuningQuestions3, ...FRESH_QUESTIONS, ...FRESH_2_QUESTIONS].map((question) => words(question.question)),
    );
    expect(tuningQuestions5.length).toBeGreaterThanOrEqual(80);
    expect(tuningQuestions5.filter((question) => others.has(words(question.question))).map((question) => question.id)).toEqual([]);
    expect(new Set(tuningQuestions5.map((question) => words(question.question))).size).toBe(tuningQuestions5.length);
  });

  it('the sixth set holds at least 80 questions with ids in order, none of an earlier set, and 15 or more where no yes may be given', () => {
    const earlier = new Set(questionTextsBefore('tuning-6').map(words));
    expect(tuningQuestions6.length).toBeGreaterThanOrEqual(80);
    expect(tuningQuestions6.map((question) => question.id)).toEqual(tuningQuestions6.map((_, index) => `t6-${String(index + 1).padStart(3, '0')}`));
    expect(tuningQuestions6.filter((question) => earlier.has(words(question.question))).map((question) => question.id)).toEqual([]);
    expect(new Set(tuningQuestions6.map((question) => words(question.question))).size).toBe(tuningQuestions6.length);
    const noYes = tuningQuestions6.filter((question) => question.mustNot?.includes(STARTS_WITH_YES) && !question.must.includes(YES));
    expect(noYes.length).toBeGreaterThanOrEqual(15);
  });

  it('ask of every emergency the first steps of its situation, the 24/7 number and a call link', () => {
    for (const question of extra.filter((item) => item.intent === 'emergency')) {
      expect(question.next, question.id).toBe('call');
      expect(question.must, question.id).toContain(PHONE);
      for (const step of EMERGENCY_RULES[question.emergency!].first) expect(question.must, question.id).toContain(step);
    }
  });

  it('have labels a right reply can meet', () => {
    for (const question of extra) {
      const text = idealReply(question);
      expect(judge(question, question.intent, reply(text)).problems, `${question.id}: ${text}`).toEqual([]);
    }
  });
});
