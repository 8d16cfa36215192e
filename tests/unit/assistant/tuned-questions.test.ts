/**
 * Every question of the sets opened to tune on (tests/quality/tuning-sets.ts), asked of the
 * assistant's engine as the chat function asks it (offline, no curated answers) and judged against
 * its labels: a question right today stays right. The quality runner
 * (tests/integration/assistant-quality.test.ts) asks the same questions through the functions and
 * the database and reports shares; this file asks them in the unit project, question by question,
 * so that a change to one wording rule of the router, the emergency reader or the answerer fails
 * here, and so that mutation testing (which runs the unit project) reaches the language rules with
 * the labels as their oracle (record 0047).
 *
 * The labels were written from the site's content, not from the code. A question the assistant
 * answers wrong today is listed in KNOWN_MISSES with the judge's problems, and must keep exactly
 * those: fixing one (or breaking it another way) asks for the list to be updated, so the list stays
 * true. Most are the router filing a right reply under another intent (record 0045).
 * The closed sets never come here: their questions are read by nobody tuning (record 0044).
 */
import { describe, expect, it, vi } from 'vitest';
import { goesToEstimator, routeMessage } from '../../../src/domain/assistant/intent.ts';
import { detectEmergency } from '../../../src/domain/assistant/emergency.ts';
import { answerQuestion, estimate, withTroubleshooterOffer } from '../../../src/server/assistant/service.ts';
import { TUNING_SETS, estimateReply } from '../../quality/tuning-sets.ts';
import { judge, type ChatReply, type EmergencyKind, type VisitorQuestion } from '../../quality/visitor-questions.ts';

// The database's side of the engine: no curated answers (the labels describe the site's own content).
vi.mock('../../../src/server/assistant/logs.ts', () => ({
  curatedEntries: () => Promise.resolve([]),
  curatedRevisionNow: () => Promise.resolve(0),
}));

/**
 * The replies asked so far in this file, by question as typed: the hurried-typing tests compare with
 * the reply the labelled test already asked for (the engine keeps no state between questions, and a
 * test run alone asks again). Halves the file's time.
 */
const replies = new Map<string, Promise<ChatReply>>();

/** What the visitor reads: the chat function's reply, or the estimate helper's where the chat widget sends a price question. */
function replyTo(question: string): Promise<ChatReply> {
  let reply = replies.get(question);
  if (!reply) replies.set(question, (reply = askEngine(question)));
  return reply;
}

async function askEngine(question: string): Promise<ChatReply> {
  if (goesToEstimator(routeMessage(question))) {
    const { emergency: _emergency, aiRejected: _rejected, ...body } = await estimate({ message: question, serviceType: 'unknown', history: [] }, undefined);
    return estimateReply(body);
  }
  const answer = await answerQuestion(question, [], undefined);
  const reply = withTroubleshooterOffer(answer, question);
  return { text: reply.text, actions: answer.actions, showTroubleshooterButton: reply.showTroubleshooterButton, citations: answer.citations };
}

/**
 * The classifier's reply for each situation of the safety note (the labels' emergency kinds): its
 * kind, and its variant where the note's steps differ (someone in contact with a live source; a
 * line on a car with people inside). A fire may be told by its flames, its smoke or its sparks; a
 * storm-damaged mast is a downed line when the line is down with it.
 */
const SAFETY_REPLY: Record<EmergencyKind, readonly string[]> = {
  fire: ['fire', 'smoke', 'sparks'],
  burning: ['burning-smell'],
  hot: ['hot-device'],
  shock: ['shock', 'shock/person'],
  contact: ['shock/person'],
  'line-down': ['downed-line'],
  'line-on-car': ['downed-line/car'],
  water: ['water'],
  'storm-mast': ['storm-damage', 'downed-line'],
};

async function problemsOf(question: VisitorQuestion): Promise<string[]> {
  const verdict = judge(question, routeMessage(question.question).intent, await replyTo(question.question));
  if (question.intent === 'emergency') {
    const found = detectEmergency(question.question);
    const reply = found && [found.kind, found.variant].filter(Boolean).join('/');
    if (!reply) verdict.problems.push('detectEmergency found no emergency');
    else if (question.emergency && !SAFETY_REPLY[question.emergency].includes(reply)) verdict.problems.push(`safety reply for ${reply}, not ${question.emergency}`);
  }
  return verdict.problems;
}

/** The tuned questions answered wrong on 2026-11-28 (72 of 3,664 as the quality runner counts them, and 2 safety replies for another situation of the note), with the judge's problems. */
const KNOWN_MISSES: Record<string, readonly string[]> = {
  // A shock told with a mark or a pop on the outlet: the classifier answers the sparks or the scorch (its reply also says to stop using the outlet and turn the circuit off).
  'fresh5-014': ['safety reply for sparks, not shock'],
  'fresh15-022': ['safety reply for burning-smell, not shock'],
  'out-of-scope-03': ['intent: expected out-of-scope, routed service'],
  'panel-07': ['intent: expected service, routed business-fact'],
  't2-owner-01': ['intent: expected out-of-scope, routed business-fact'],
  't2-fence-01': ['intent: expected out-of-scope, routed service'],
  't2-wind-01': ['intent: expected out-of-scope, routed service'],
  't3-yes-permit-01': ['intent: expected service, routed business-fact'],
  't3-unknown-cameras-01': ['intent: expected out-of-scope, routed service'],
  't3-unknown-lightning-rod-01': ['intent: expected out-of-scope, routed service'],
  't3-unknown-employees-01': ['intent: expected out-of-scope, routed business-fact'],
  't4-unknown-crew-01': ['intent: expected out-of-scope, routed business-fact'],
  't4-unknown-owner-01': ['intent: expected out-of-scope, routed business-fact'],
  't4-unknown-trucks-01': ['intent: expected out-of-scope, routed business-fact'],
  't4-unknown-team-01': ['intent: expected out-of-scope, routed business-fact'],
  't4-unknown-family-01': ['intent: expected out-of-scope, routed business-fact'],
  'fresh-051': ['intent: expected business-fact, routed price'],
  'fresh-131': ['intent: expected out-of-scope, routed service'],
  'fresh-132': ['intent: expected out-of-scope, routed business-fact'],
  'fresh-133': ['intent: expected out-of-scope, routed business-fact'],
  'fresh-137': ['intent: expected out-of-scope, routed business-fact'],
  'fresh-139': ['intent: expected out-of-scope, routed business-fact'],
  'fresh3-099': ['intent: expected service, routed business-fact'],
  'fresh4-112': ['intent: expected service, routed out-of-scope'],
  'fresh4-147': ['intent: expected out-of-scope, routed service'],
  'fresh6-075': ['missing "Hamilton"'],
  'fresh6-082': ['missing one of "load calculation" | "check whether" | "check your panel" | \u2026'],
  'fresh6-088': ['intent: expected service, routed business-fact'],
  'fresh6-107': ['intent: expected service, routed business-fact'],
  'fresh6-147': ['intent: expected out-of-scope, routed service'],
  'fresh5-147': ['intent: expected out-of-scope, routed service'],
  'fresh7-081': ['missing "well pump"'],
  'fresh7-099': ['intent: expected service, routed business-fact'],
  'fresh7-130': ['intent: expected price, routed business-fact'],
  'nm-040': ['intent: expected out-of-scope, routed service'],
  'out-of-scope-14': ['intent: expected out-of-scope, routed business-fact'],
  'out-of-scope-13': ['intent: expected out-of-scope, routed business-fact'],
  'out-of-scope-12': ['intent: expected out-of-scope, routed business-fact'],
  'out-of-scope-11': ['intent: expected out-of-scope, routed business-fact'],
  't6-017': ['missing one of "200"'],
  't6-054': ['missing one of "damaged cord" | "failing heater" | "outdoor circuit"'],
  't6-064': ['intent: expected out-of-scope, routed service'],
  't6-065': ['intent: expected out-of-scope, routed service'],
  't6-066': ['intent: expected out-of-scope, routed service'],
  'fresh8-069': ['intent: expected business-fact, routed price'],
  'fresh9-028': ['intent: expected business-fact, routed price'],
  'fresh9-074': ['intent: expected service, routed out-of-scope'],
  'fresh13-019': ['intent: expected business-fact, routed price'],
  'fresh15-024': ['missing one of "less energy" | "less power" | "energy" | \u2026'],
  'fresh15-061': ['missing answers yes first'],
  'fresh15-063': ['intent: expected business-fact, routed price'],
  'fresh15-071': [
    'intent: expected out-of-scope, routed service',
    'missing one of "don\'t know" | "do not know" | "don\'t have" | \u2026',
    'missing one of "electrical" | "electrician" | "electric"',
    'contains a dollar amount',
    'contains starts with yes',
  ],
  'fresh17-030': ['missing one of "three-phase" | "three phase" | "3-phase" | "3 phase"'],
  'fresh24-057': ['intent: expected service, routed out-of-scope'],
  'fresh25-026': ['intent: expected business-fact, routed service'],
  'fresh25-042': ['missing one of "circuit" | "GFCI" | "disconnect" | \u2026'],
  'fresh25-058': ['intent: expected service, routed out-of-scope'],
  'fresh27-058': ['intent: expected service, routed out-of-scope'],
  'fresh29-036': ['intent: expected business-fact, routed price'],
  'fresh29-058': ['intent: expected service, routed out-of-scope'],
  'fresh31-058': ['intent: expected service, routed out-of-scope'],
  'fresh31-071': ['intent: expected out-of-scope, routed service'],
  'fresh33-057': ['intent: expected service, routed out-of-scope'],
  'fresh33-072': ['intent: expected out-of-scope, routed business-fact'],
  'fresh36-058': ['intent: expected service, routed out-of-scope'],
  'fresh36-068': ['intent: expected out-of-area, routed business-fact'],
  'fresh37-046': ['missing one of "wet location" | "protected circuit" | "GFCI" | \u2026'],
  'fresh46-071': [
    'intent: expected out-of-scope, routed emergency',
    'missing one of "don\'t know" | "do not know" | "don\'t have" | \u2026',
    'missing one of "electrical" | "electrician" | "electric"',
  ],
  'fresh47-024': ['missing 7 AM'],
  'fresh47-029': ['intent: expected business-fact, routed service'],
  'fresh47-036': ['intent: expected business-fact, routed smalltalk'],
  'fresh50-025': ['intent: expected business-fact, routed price'],
  'fresh50-036': ['intent: expected business-fact, routed price'],
  'fresh50-047': ['intent: expected service, routed price'],
};

/**
 * The same questions typed in a hurry or pasted: the ways a phone or another program changes the
 * spaces, the marks and the case of a message, each given to every seventh question. The reply must
 * be the one the question gets as typed (src/domain/assistant/message-text.ts): on 2026-11-28,
 * before the message was tidied, 44 of the tuned questions got another reply with double spaces, 20
 * over two lines, 9 with no space after a comma, 9 with an emoji, 6 with curly apostrophes, 4 in
 * capitals, 4 with repeated question marks and 4 with an ellipsis for a comma.
 */
const HURRIED: readonly [string, (question: string) => string][] = [
  ['with double spaces', (question) => question.replaceAll(' ', '  ')],
  ['with no space after its commas and no-break spaces', (question) => question.replace(/([,?!]) /g, '$1').replaceAll(' ', '\u00a0')],
  ['over several lines', (question) => `\n ${question.replace(/([.?!,]) /g, '$1\n')} \n`],
  ['with tabs', (question) => question.replaceAll(' ', '\t')],
  ['in capitals', (question) => question.toUpperCase()],
  ['with curly apostrophes, repeated question marks and an emoji', (question) => `${question.replaceAll("'", '\u2019').replaceAll('?', '???')} \u{1F64F}`],
  ['with an ellipsis for each comma', (question) => question.replaceAll(', ', '... ')],
];

describe('every tuned question is answered as labelled (or as its known miss)', () => {
  it('lists as known misses only questions of the tuned sets', () => {
    const ids = new Set(Object.values(TUNING_SETS).flatMap((questions: readonly VisitorQuestion[]) => questions.map((question) => question.id)));
    expect(Object.keys(KNOWN_MISSES).filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const [set, questions] of Object.entries(TUNING_SETS)) {
    describe(set, () => {
      for (const question of questions as readonly VisitorQuestion[]) {
        it(`[${question.id}] ${question.question}`, async () => {
          expect(await problemsOf(question)).toEqual(KNOWN_MISSES[question.id] ?? []);
        });
      }
    });
  }
});

describe('typed in a hurry, every tuned question gets the reply it gets typed carefully', () => {
  const questions = Object.values(TUNING_SETS).flat() as VisitorQuestion[];
  questions.forEach((question, index) => {
    const [how, hurried] = HURRIED[index % HURRIED.length];
    it(`[${question.id}] ${how}`, async () => {
      const [careful, typed] = await Promise.all([replyTo(question.question), replyTo(hurried(question.question))]);
      expect(typed).toEqual(careful);
    });
  });
});
