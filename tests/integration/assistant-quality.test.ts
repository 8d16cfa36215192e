/**
 * The assistant's quality on the labelled visitor questions (tests/quality/visitor-questions*.ts):
 * every question goes through the real intent router (src/domain/assistant/intent.ts) and the real
 * chat function (POST /api/ai-chat, offline: no OPENAI variables) against the embedded database,
 * and the reply is judged against its labels (tests/quality/visitor-questions.ts, unit-tested in
 * tests/unit/quality-judge.test.ts).
 *
 * Sets, each reported as its own share (TUNING_SETS, then checking):
 * - tuning, tuning-2 … tuning-6 (visitor-questions.tuning*.ts): what the assistant was tuned on;
 * - tuning-fresh, tuning-fresh-2 … tuning-fresh-7 (visitor-questions.fresh*.ts): written by other
 *   writers who read the site's content and the judge but neither the assistant's code nor the
 *   other sets. Each was held out until its failures were read to tune on (records 0035, 0036,
 *   0039 to 0042);
 * - emergencies (visitor-questions.emergencies.ts): 197 emergencies and 69 near-misses that use
 *   danger words without a danger, written for the emergency classifier;
 * - first-checking (visitor-questions.checking.ts): the checking half of the first seeded split.
 *   Its share was read while tuning, so it no longer counts as held out; it is reported, not gated;
 * - tuning-fresh-8 (visitor-questions.fresh-8.ts): the eighth writer's set (record 0043), held out
 *   until 2026-11-24, then tuned on (record 0033, "Fifth round");
 * - tuning-fresh-9 (visitor-questions.fresh-9.ts): the ninth writer's 75 questions, written on
 *   2026-11-27 apart from the tenth; run once closed with the tenth, then opened to tune on;
 * - tuning-fresh-11, -13, -15, -17, -19, -24, -25, -27, -29, -31, -33, -36, -37, -44, -46, -47 and
 *   -50 (visitor-questions.fresh-11.ts ... fresh-50.ts): writers' sets each run once closed, then
 *   opened to tune on;
 * - checking: the other writers' sets (CHECKING_QUESTIONS: fresh-10, 12, 14, 16, 18, 20 to 23, 26,
 *   28, 30, 32, 34, 35, 38 to 43, 45, 48, 49 and 51 to 54, 75 questions each), gated by
 *   CHECKING_MINIMUM and REPLY_MINIMUM.
 *   Held out: their failures are listed by id and problem only (QUALITY_SHOW_CHECKING=1 prints them
 *   in full), and nobody tuning reads them (the one exception, recorded in record 0044: a missed
 *   emergency of a closed set is read and fixed, since safety comes first).
 * Fails when the checking set falls under CHECKING_MINIMUM (the target is 95%), when its replies
 * judged whatever the routed intent (record 0045) fall under REPLY_MINIMUM, or when any
 * emergency of any set is not answered safely, in the chat or in the help box (POST /api/ask:
 * safety first in every mode). Prints every share, the failure kinds, and each failure of the other
 * sets with its question and reply.
 * QUALITY_DUMP=<file> writes every verdict (question, routed intent, problems, reply) as JSON.
 *
 * The labels describe the site's own content, so the owner's curated answers that other test files
 * leave in the shared test database are set aside (not included) while the questions run, and
 * restored afterwards.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import estimateFunction from '../../netlify/functions/estimate.mts';
import { goesToEstimator, routeMessage as widgetRoute } from '../../src/domain/assistant/intent.ts';
import askFunction from '../../netlify/functions/ask.mts';
import { callAs, closeDatabase, freshIp, rows } from '../helpers/assistant.ts';
import * as assistantService from '../../src/server/assistant/service.ts';
import { FRESH_10_QUESTIONS } from '../quality/visitor-questions.fresh-10.ts';
import { FRESH_12_QUESTIONS } from '../quality/visitor-questions.fresh-12.ts';
import { FRESH_14_QUESTIONS } from '../quality/visitor-questions.fresh-14.ts';
import { FRESH_16_QUESTIONS } from '../quality/visitor-questions.fresh-16.ts';
import { FRESH_18_QUESTIONS } from '../quality/visitor-questions.fresh-18.ts';
import { FRESH_20_QUESTIONS } from '../quality/visitor-questions.fresh-20.ts';
import { FRESH_21_QUESTIONS } from '../quality/visitor-questions.fresh-21.ts';
import { FRESH_22_QUESTIONS } from '../quality/visitor-questions.fresh-22.ts';
import { FRESH_23_QUESTIONS } from '../quality/visitor-questions.fresh-23.ts';
import { FRESH_26_QUESTIONS } from '../quality/visitor-questions.fresh-26.ts';
import { FRESH_28_QUESTIONS } from '../quality/visitor-questions.fresh-28.ts';
import { FRESH_30_QUESTIONS } from '../quality/visitor-questions.fresh-30.ts';
import { FRESH_32_QUESTIONS } from '../quality/visitor-questions.fresh-32.ts';
import { FRESH_34_QUESTIONS } from '../quality/visitor-questions.fresh-34.ts';
import { FRESH_35_QUESTIONS } from '../quality/visitor-questions.fresh-35.ts';
import { FRESH_38_QUESTIONS } from '../quality/visitor-questions.fresh-38.ts';
import { FRESH_39_QUESTIONS } from '../quality/visitor-questions.fresh-39.ts';
import { FRESH_40_QUESTIONS } from '../quality/visitor-questions.fresh-40.ts';
import { FRESH_41_QUESTIONS } from '../quality/visitor-questions.fresh-41.ts';
import { FRESH_42_QUESTIONS } from '../quality/visitor-questions.fresh-42.ts';
import { FRESH_43_QUESTIONS } from '../quality/visitor-questions.fresh-43.ts';
import { FRESH_45_QUESTIONS } from '../quality/visitor-questions.fresh-45.ts';
import { FRESH_48_QUESTIONS } from '../quality/visitor-questions.fresh-48.ts';
import { FRESH_49_QUESTIONS } from '../quality/visitor-questions.fresh-49.ts';
import { FRESH_51_QUESTIONS } from '../quality/visitor-questions.fresh-51.ts';
import { FRESH_52_QUESTIONS } from '../quality/visitor-questions.fresh-52.ts';
import { FRESH_53_QUESTIONS } from '../quality/visitor-questions.fresh-53.ts';
import { FRESH_54_QUESTIONS } from '../quality/visitor-questions.fresh-54.ts';
import { judge, replyFromBody, shareRight, type Verdict, type VisitorQuestion } from '../quality/visitor-questions.ts';
import { TUNING_SETS, estimateReply } from '../quality/tuning-sets.ts';

/**
 * The target for the checking set is 95% right. Held-out runs on 2026-11-27, each set written by a
 * writer who read neither the assistant's code nor the other sets (record 0044):
 * - ninth and tenth (first run, on 6533a11): 60/75 and 62/75, 81.3% together;
 * - the ninth was then read and tuned on; the tenth, still unread, went to 63/75 (84.0%);
 * - eleventh and twelfth (first run, after that tuning): 60/75 (80.0%) and 63/75 (84.0%);
 * - the eleventh was then read and tuned on; thirteenth and fourteenth (first run): 63/75 (84.0%)
 *   and 66/75 (88.0%); the tenth and twelfth stayed at 63/75 each.
 * Together (tenth, twelfth to fourteenth, 300 questions) they scored 255/300 (85.0%, 60 of 60
 * emergencies safe). The thirteenth was then opened to tune on; the checking set (tenth, twelfth,
 * fourteenth) scored 192/225 before that round and 194/225 (86.2%) after it.
 * - fifteenth and sixteenth (first run, after that round): 60/75 (80.0%) and 63/75 (84.0%).
 * Together (tenth, twelfth, fourteenth to sixteenth, 375 questions) they scored 317/375 (84.5%, 75
 * of 75 emergencies safe). The fifteenth was then opened to tune on; the checking set (tenth,
 * twelfth, fourteenth, sixteenth, 300 questions) went from 257/300 to 258/300 (86.0%).
 * - seventeenth and eighteenth (first run, after that round): 57/75 (76.0%) and 60/75 (80.0%).
 * Together (six sets, 450 questions) they scored 375/450 (83.3%, 90 of 90 emergencies safe). The
 * seventeenth was then opened to tune on; the checking set (five sets, 375 questions) went from
 * 318/375 to 321/375 (85.6%).
 * - nineteenth and twentieth (first run, after that round): 66/75 (88.0%) and 63/75 (84.0%).
 * Together (seven sets, 525 questions) they scored 450/525 (85.7%, 105 of 105 emergencies safe).
 * The nineteenth was then opened to tune on; the checking set (six sets, 450 questions) went from
 * 384/450 to 385/450 (85.6%, 90 of 90 emergencies safe).
 * - twenty-first and twenty-second (first run, after all the tuning): 70/75 (93.3%) and 65/75 (86.7%).
 * The checking set (eight sets, 600 questions) then scored 520/600 (86.7%, 120 of 120 emergencies
 * safe); CHECKING_MINIMUM held that share (86.5%) until 2026-11-28.
 * First runs of the earlier writers' sets, each on the code of its day: fresh-3 67.3%, fresh-4
 * 75.3%, fresh-5 79.3%, fresh-7 84.0%, fresh-6 80.0%, fresh-8 87.3%.
 * On 2026-11-28 the judge also gave each reply's own verdict, whatever intent the router chose
 * (record 0045: "replies right"). Batches of four sets, two opened and two kept closed:
 * - twenty-third to twenty-sixth (first run, code of 2026-11-27): 67, 62, 66, 69 of 75 right
 *   (replies right 70, 66, 70, 72: 278/300 = 92.7%), 118 of 120 emergencies safe;
 * - twenty-seventh to thirtieth (first run, after round one): 68, 68, 68, 69 (replies right 72, 71,
 *   71, 72: 286/300 = 95.3%), 116 of 120 emergencies safe;
 * - thirty-first to thirty-fourth (first run, after round two): 68, 71, 66, 68 (replies right 71, 75,
 *   70, 73: 289/300 = 96.3%), 119 of 120 emergencies safe.
 * - thirty-fifth to thirty-eighth (first run, after round three): 69, 63, 63, 67 (replies right 72,
 *   67, 68, 73: 280/300 = 93.3%), 119 of 120 emergencies safe. The thirty-sixth and thirty-seventh
 *   were then opened;
 * - thirty-ninth to forty-second (first run, after round four): 70, 66, 67, 67 (replies right 74, 68,
 *   68, 70: 280/300 = 93.3%), 120 of 120 emergencies safe. All four stay closed.
 * Over the five batches' first runs: 1,342/1,500 right (89.5%), replies right 1,413/1,500 (94.2%).
 * Every missed emergency was read and fixed. The closed sets at the end (twenty sets): 1,355/1,500
 * right (90.3%), replies right 1,426/1,500 (95.1%), 300 of 300 emergencies safe.
 * Later on 2026-11-28 (record 0033, "Eighth round"):
 * - forty-third to forty-sixth (first run, after the seventh round): 70, 70, 68, 67 (replies right
 *   73, 72, 72, 70: 287/300 = 95.7%), 59 of 60 emergencies safe. The forty-fourth and forty-sixth
 *   were then opened;
 * - forty-seventh to fiftieth (first run, after the eighth round): 65, 70, 68, 65 (replies right 68,
 *   70, 69, 68: 275/300 = 91.7%), 56 of 60 emergencies safe. The forty-seventh and fiftieth were
 *   then opened;
 * - fifty-first to fifty-fourth (first run, after the ninth round): 73, 71, 70, 72 (286/300 =
 *   95.3%; replies right 74, 73, 70, 75: 292/300 = 97.3%), 60 of 60 emergencies safe. All four stay
 *   closed.
 * The closed sets at the end (twenty-eight sets): 1,987/2,100 right (94.6%), replies right
 * 2,017/2,100 (96.0%), 420 of 420 emergencies safe. REPLY_MINIMUM is the issue's 95% on the
 * replies (a reply judged as a visitor sees it, record 0045); CHECKING_MINIMUM holds the stricter
 * share that also asks for the labelled intent, a few questions below it.
 */
const CHECKING_TARGET = 0.95;
/** The writers' sets never opened to tune on (only a missed emergency of one is read, record 0044). */
const CHECKING_QUESTIONS: readonly VisitorQuestion[] = [
  ...FRESH_10_QUESTIONS,
  ...FRESH_12_QUESTIONS,
  ...FRESH_14_QUESTIONS,
  ...FRESH_16_QUESTIONS,
  ...FRESH_18_QUESTIONS,
  ...FRESH_20_QUESTIONS,
  ...FRESH_21_QUESTIONS,
  ...FRESH_22_QUESTIONS,
  ...FRESH_23_QUESTIONS,
  ...FRESH_26_QUESTIONS,
  ...FRESH_28_QUESTIONS,
  ...FRESH_30_QUESTIONS,
  ...FRESH_32_QUESTIONS,
  ...FRESH_34_QUESTIONS,
  ...FRESH_35_QUESTIONS,
  ...FRESH_38_QUESTIONS,
  ...FRESH_39_QUESTIONS,
  ...FRESH_40_QUESTIONS,
  ...FRESH_41_QUESTIONS,
  ...FRESH_42_QUESTIONS,
  ...FRESH_43_QUESTIONS,
  ...FRESH_45_QUESTIONS,
  ...FRESH_48_QUESTIONS,
  ...FRESH_49_QUESTIONS,
  ...FRESH_51_QUESTIONS,
  ...FRESH_52_QUESTIONS,
  ...FRESH_53_QUESTIONS,
  ...FRESH_54_QUESTIONS,
];
const CHECKING_MINIMUM = 0.94;
/**
 * The same checking set judged as a visitor sees it (record 0045): a reply is right when it holds
 * every must-fact, no must-not fact and the next step (and, for an emergency, is safe), whatever
 * intent the router filed the message under. 551/600 (91.8%) on 2026-11-28 before that day's work;
 * 1,426/1,500 (95.1%) on the twenty closed sets in the afternoon, 2,017/2,100 (96.0%) on twenty-eight
 * at its end: the gate is the issue's 95%.
 */
const REPLY_MINIMUM = 0.95;
const ROUTER_PATH = '../../src/domain/assistant/intent.ts';
const EMERGENCY_PATH = '../../src/domain/assistant/emergency.ts';

type RouteMessage = (text: string, context?: unknown) => { intent: string } | Promise<{ intent: string }>;
type DetectEmergency = (text: string) => { kind: string } | null | Promise<{ kind: string } | null>;

let routeMessage: RouteMessage | undefined;
let detectEmergency: DetectEmergency | undefined;
const loadErrors: string[] = [];
type SetName = keyof typeof TUNING_SETS | 'checking';
const HALVES = [...(Object.keys(TUNING_SETS) as (keyof typeof TUNING_SETS)[]), 'checking'] as const satisfies readonly SetName[];
const verdicts = { ...(Object.fromEntries(HALVES.map((half) => [half, [] as Verdict[]])) as unknown as Record<SetName, Verdict[]>), helpBox: [] as Verdict[] };
/** The sets whose verdicts count in the emergency checks and the failure kinds. */
const SETS = HALVES.map((half) => verdicts[half]);

async function load<T>(path: string, name: string): Promise<T | undefined> {
  try {
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    if (typeof module[name] !== 'function') {
      loadErrors.push(`${path} does not export a function ${name}`);
      return undefined;
    }
    return module[name] as T;
  } catch (error) {
    loadErrors.push(`${path} could not be loaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return undefined;
  }
}

/** An emergency typed into the help box: the same safety reply is due there. */
async function askHelpBox(question: VisitorQuestion): Promise<Verdict> {
  const routed = routeMessage ? (await Promise.resolve(routeMessage(question.question)).catch(() => undefined))?.intent : undefined;
  let status = 0;
  let body: unknown;
  const problems: string[] = [];
  try {
    ({ status, body } = await callAs(askFunction, freshIp(), { path: '/api/ask', body: { question: question.question } }));
  } catch (error) {
    problems.push(`/api/ask threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  const verdict = judge(question, routed, replyFromBody(body));
  if (status && status !== 200) problems.push(`HTTP ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  verdict.problems.unshift(...problems);
  verdict.right = verdict.problems.length === 0;
  verdict.safe = verdict.right;
  return verdict;
}

/** Verdicts by question id: a question in two sets (the fresh set, for now also the checking set) is asked once. */
const asked = new Map<string, Promise<Verdict>>();

function ask(question: VisitorQuestion): Promise<Verdict> {
  let verdict = asked.get(question.id);
  if (!verdict) asked.set(question.id, (verdict = askChat(question)));
  return verdict;
}

async function askChat(question: VisitorQuestion): Promise<Verdict> {
  let routed: string | undefined;
  const routingProblems: string[] = [];
  if (routeMessage) {
    try {
      routed = (await routeMessage(question.question))?.intent;
    } catch (error) {
      routingProblems.push(`routeMessage threw: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  let status = 0;
  let body: unknown;
  // As the chat widget does (src/islands/assistant/conversation.ts): a price question about a job of
  // the price table goes to the estimate helper, and the visitor reads its text and the estimate box.
  const toEstimator = !routingProblems.length && goesToEstimator(widgetRoute(question.question));
  try {
    ({ status, body } = toEstimator
      ? await callAs(estimateFunction, freshIp(), { path: '/api/estimate', body: { message: question.question, serviceType: 'unknown', conversationHistory: [] } })
      : await callAs(aiChat, freshIp(), {
          path: '/api/ai-chat',
          body: { query: question.question, conversationHistory: [], contextSource: 'chat' },
        }));
  } catch (error) {
    routingProblems.push(`${toEstimator ? '/api/estimate' : '/api/ai-chat'} threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  const verdict = judge(question, routed, toEstimator ? estimateReply(body) : replyFromBody(body));
  if (status && status !== 200) verdict.problems.unshift(`HTTP ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  verdict.problems.unshift(...routingProblems);
  if (question.intent === 'emergency') {
    const detected = detectEmergency ? await detectEmergency(question.question) : null;
    if (!detected) verdict.problems.push('detectEmergency found no emergency');
  }
  verdict.right = verdict.problems.length === 0;
  if (verdict.safe !== undefined) verdict.safe = verdict.right;
  return verdict;
}

/** The kind of a problem, for the summary: "price: missing the price", "emergency: no tap-to-call link", ... */
function problemKind(intent: string, problem: string): string {
  let kind = problem;
  if (problem.startsWith('intent:')) kind = problem.replace(/^intent: expected (\S+), routed (.+)$/, 'routed as $2');
  else if (problem.startsWith('missing'))
    kind = /\$\d/.test(problem) ? 'missing the price' : /yes first|in the area, first/.test(problem) ? 'no direct yes first' : 'missing a must-fact';
  else if (problem.startsWith('contains'))
    kind = /don't have information/.test(problem)
      ? 'says "no information" where the site says'
      : /dollar amount|\$\d/.test(problem)
        ? 'gives a price it must not'
        : /saying "/.test(problem)
          ? 'says something it must not (claim)'
          : 'contains a must-not fact';
  else if (problem.startsWith('no next step')) kind = 'no next step';
  else if (problem.startsWith('HTTP')) kind = 'HTTP error';
  else if (/ threw: /.test(problem)) kind = problem.split(':')[0];
  return `${intent}: ${kind}`;
}

function summary(): string {
  const lines: string[] = ['', '=== Assistant quality on the visitor questions ==='];
  if (loadErrors.length) lines.push(...loadErrors.map((error) => `!! ${error}`));
  const showChecking = process.env.QUALITY_SHOW_CHECKING === '1';
  for (const half of HALVES) {
    const list = verdicts[half];
    const right = list.filter((verdict) => verdict.right).length;
    const replies = list.filter((verdict) => verdict.replyRight).length;
    const emergencies = list.filter((verdict) => verdict.intent === 'emergency');
    lines.push(
      `${half}: ${right}/${list.length} right (${(shareRight(list) * 100).toFixed(1)}%); replies right ${replies}/${list.length} (${(shareRight(list, 'replyRight') * 100).toFixed(1)}%); emergencies safe ${emergencies.filter((verdict) => verdict.safe).length}/${emergencies.length}`,
    );
    const byIntent = new Map<string, [number, number]>();
    for (const verdict of list) {
      const [ok, all] = byIntent.get(verdict.intent) ?? [0, 0];
      byIntent.set(verdict.intent, [ok + (verdict.right ? 1 : 0), all + 1]);
    }
    lines.push(`  by intent: ${[...byIntent].map(([intent, [ok, all]]) => `${intent} ${ok}/${all}`).join(', ')}`);
  }
  const helpBoxUnsafe = verdicts.helpBox.filter((verdict) => !verdict.safe);
  lines.push(`help box (/api/ask): emergencies safe ${verdicts.helpBox.length - helpBoxUnsafe.length}/${verdicts.helpBox.length}`);
  for (const verdict of helpBoxUnsafe) lines.push(`  ✗ [${verdict.id}] help box: ${verdict.problems.join('; ')}`);
  const kinds = new Map<string, number>();
  for (const verdict of SETS.flat()) {
    for (const kind of new Set(verdict.problems.map((problem) => problemKind(verdict.intent, problem)))) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  lines.push('failure kinds (questions affected, every set):');
  for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 25)) lines.push(`  ${String(count).padStart(4)}  ${kind}`);
  for (const half of HALVES) {
    const failures = verdicts[half].filter((verdict) => !verdict.right);
    if (!failures.length) continue;
    lines.push(`--- failures of the ${half} half (${failures.length}) ---`);
    for (const failure of failures) {
      if (half === 'checking' && !showChecking) {
        lines.push(`✗ [${failure.id}] ${failure.problems.join('; ')}`);
        continue;
      }
      lines.push(`✗ [${failure.id}] ${failure.question}`);
      lines.push(`    ${failure.problems.join('\n    ')}`);
      lines.push(`    reply: ${failure.reply.replace(/\s+/g, ' ').slice(0, 500) || '(empty)'}`);
    }
  }
  return lines.join('\n');
}

/** Forgets the curated entries the chat function has cached, so that it reads them again. */
function clearCurated(): void {
  (assistantService as { clearCuratedCache?: () => void }).clearCuratedCache?.();
}

describe('the assistant on the labelled visitor questions (offline)', () => {
  const saved: Record<string, string | undefined> = {};
  let setAside: number[] = [];

  beforeAll(async () => {
    for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL']) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    const curated = await rows<{ id: number }>(`UPDATE conversation_logs SET included_in_fallback = false WHERE included_in_fallback RETURNING id`);
    setAside = curated.map((row) => row.id);
    clearCurated();
    routeMessage = await load<RouteMessage>(ROUTER_PATH, 'routeMessage');
    detectEmergency = await load<DetectEmergency>(EMERGENCY_PATH, 'detectEmergency');
    for (const [half, questions] of Object.entries(TUNING_SETS) as [keyof typeof TUNING_SETS, readonly VisitorQuestion[]][]) {
      for (const question of questions) verdicts[half].push(await ask(question));
    }
    for (const question of CHECKING_QUESTIONS) verdicts.checking.push(await ask(question));
    for (const question of [...Object.values(TUNING_SETS).flat(), ...CHECKING_QUESTIONS]) {
      if (question.intent === 'emergency') verdicts.helpBox.push(await askHelpBox(question));
    }
    console.log(summary());
    if (process.env.QUALITY_DUMP) writeFileSync(process.env.QUALITY_DUMP, JSON.stringify(verdicts, null, 2));
  }, 900_000);

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
    if (setAside.length) await rows(`UPDATE conversation_logs SET included_in_fallback = true WHERE id = ANY($1)`, [setAside]);
    clearCurated();
    await closeDatabase();
  });

  it('finds the intent router and the emergency classifier', () => {
    expect(loadErrors, loadErrors.join('\n')).toEqual([]);
  });

  it('answers every emergency of every set safely (911 first where life is at risk, the 24/7 call link, the first safe step)', () => {
    const unsafe = SETS.flat().filter((verdict) => verdict.intent === 'emergency' && !verdict.safe);
    expect(
      unsafe.map((verdict) => verdict.id),
      `${unsafe.length} emergencies not answered safely (see the summary above)`,
    ).toEqual([]);
  });

  it('answers every emergency safely in the help box too', () => {
    const unsafe = verdicts.helpBox.filter((verdict) => !verdict.safe);
    expect(verdicts.helpBox.length).toBeGreaterThanOrEqual(40);
    expect(
      unsafe.map((verdict) => verdict.id),
      `${unsafe.length} emergencies not answered safely in the help box (see the summary above)`,
    ).toEqual([]);
  });

  it(`answers at least ${CHECKING_MINIMUM * 100}% of the checking set right (target ${CHECKING_TARGET * 100}%)`, () => {
    expect(verdicts.checking.length).toBe(CHECKING_QUESTIONS.length);
    expect(shareRight(verdicts.checking), `checking set: ${(shareRight(verdicts.checking) * 100).toFixed(1)}% right`).toBeGreaterThanOrEqual(CHECKING_MINIMUM);
  });

  it(`gives a right reply to at least ${REPLY_MINIMUM * 100}% of the checking set, whatever intent the router filed it under (target ${CHECKING_TARGET * 100}%)`, () => {
    expect(verdicts.checking.length).toBe(CHECKING_QUESTIONS.length);
    const share = shareRight(verdicts.checking, 'replyRight');
    expect(share, `checking set: ${(share * 100).toFixed(1)}% of replies right`).toBeGreaterThanOrEqual(REPLY_MINIMUM);
  });
});
