// npm run mutation:sample: the mutation score of the assistant's language rules (LANGUAGE_RULES in
// stryker.config.mjs), estimated from a random sample of their mutants, for when a night's full run
// is not at hand. Stryker plants each sampled mutant and runs the unit tests against it as in
// `npm run mutation`; this tool only chooses which mutants, then weighs the results.
//
// How the sample is drawn (a mutant is chosen through its source range, and a range takes every
// mutant inside it, so the draw works on ranges):
// - Only mutants inside a function: the code a module runs at import is Stryker's "static" code,
//   which the run ignores (ignoreStatic).
// - Two strata. Regular expressions: the regex mutants of one literal share its range, so whole
//   literals are drawn and all their mutants count. Everything else: single mutants are drawn;
//   the mutants nested in a drawn one run too, but only the drawn ones count.
// - Mutants that empty a whole function (BlockStatement) are left out: their range is the whole
//   function. Elsewhere nearly all are detected (323 of 328 in the rest's run of 2026-11-28).
// - A drawn mutant that Stryker still finds static (run at import after all) drops out of its stratum.
// The estimate weighs each stratum by its share of the population, with a 95% interval.
//
// Options: SAMPLE_MUTANTS (default 150), SAMPLE_REGEX_LITERALS (default 12), SAMPLE_SEED (default:
// today's date as a number; the seed and the results are written beside the report),
// SAMPLE_CONCURRENCY (default: the config's one test runner).
import { createHash } from 'node:crypto';
import { globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import ts from 'typescript';
import { LANGUAGE_RULES } from '../stryker.config.mjs';

/** A whole number from the environment, or the default; anything else stops the run before it starts. */
function wholeNumber(name, fallback, least) {
  const value = process.env[name] ? Number(process.env[name]) : fallback;
  if (!Number.isSafeInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${process.env[name]}"`);
  return value;
}
const mutantCount = wholeNumber('SAMPLE_MUTANTS', 150, 1);
const literalCount = wholeNumber('SAMPLE_REGEX_LITERALS', 12, 1);
const seed = wholeNumber('SAMPLE_SEED', Number(new Date().toISOString().slice(0, 10).replaceAll('-', '')), 0);
const concurrency = process.env.SAMPLE_CONCURRENCY ? wholeNumber('SAMPLE_CONCURRENCY', 1, 1) : undefined;
const reportDirectory = 'reports/mutation-sample';

// Every mutant Stryker would plant in the language rules, and which of them lie inside a function.
const quiet = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error: console.error,
  fatal: console.error,
};
const files = LANGUAGE_RULES.flatMap((pattern) => globSync(pattern))
  .sort()
  .map((name) => ({ name, content: readFileSync(name, 'utf8'), mutate: true }));
const { mutants } = await new Instrumenter(quiet).instrument(files, { plugins: null, ignorers: [], excludedMutations: [], noHeader: false });

/** Each function's range, in Stryker's positions (lines and columns from 0). */
const functionRanges = new Map(
  files.map(({ name, content }) => {
    const source = ts.createSourceFile(name, content, ts.ScriptTarget.Latest, true);
    const position = (offset) => {
      const { line, character } = source.getLineAndCharacterOfPosition(offset);
      return { line, column: character };
    };
    const ranges = [];
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) ranges.push({ start: position(node.getStart(source)), end: position(node.getEnd()) });
      ts.forEachChild(node, visit);
    };
    visit(source);
    return [name, ranges];
  }),
);
const before = (a, b) => a.line < b.line || (a.line === b.line && a.column <= b.column);
const inside = (outer, inner) => before(outer.start, inner.start) && before(inner.end, outer.end);
const inFunction = mutants.filter((mutant) => functionRanges.get(mutant.fileName).some((range) => inside(range, mutant.location)));

const where = ({ fileName, location: { start, end } }) => `${fileName}@${start.line}:${start.column}-${end.line}:${end.column}`;
const identity = (mutant) => `${where(mutant)}#${mutant.mutatorName}#${mutant.replacement}`;
/** Stryker's --mutate range: lines from 1, columns from 0. */
const mutateRange = ({ fileName, location: { start, end } }) => `${fileName}:${start.line + 1}:${start.column}-${end.line + 1}:${end.column}`;

const regexMutants = inFunction.filter((mutant) => mutant.mutatorName === 'Regex');
const blocks = inFunction.filter((mutant) => mutant.mutatorName === 'BlockStatement');
const others = inFunction.filter((mutant) => mutant.mutatorName !== 'Regex' && mutant.mutatorName !== 'BlockStatement');
const literals = [...new Map(regexMutants.map((mutant) => [where(mutant), mutant])).values()];

// A small seeded generator (mulberry32), so that a sample can be drawn again.
let state = seed | 0;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function draw(pool, count) {
  const chosen = new Set();
  while (chosen.size < Math.min(count, pool.length)) chosen.add(pool[Math.floor(random() * pool.length)]);
  return [...chosen];
}
const drawnMutants = draw(others, mutantCount);
const drawnLiterals = draw(literals, literalCount);
const literalKeys = new Set(drawnLiterals.map(where));
const drawnKeys = new Set(drawnMutants.map(identity));

mkdirSync(reportDirectory, { recursive: true });
// SAMPLE_RESULTS=reports/mutation-sample/results.json weighs the results of an earlier run again,
// without running Stryker: only for the same seed and counts on the same code (any other draws
// other mutants, and the results would not be theirs).
const drawing = {
  seed,
  mutants: mutantCount,
  regexLiterals: literalCount,
  code: createHash('sha256')
    .update(files.map(({ name, content }) => `${name}\0${content}`).join('\0'))
    .digest('hex'),
};
const results = process.env.SAMPLE_RESULTS ? savedResults(process.env.SAMPLE_RESULTS) : await runStryker();

function savedResults(fileName) {
  const saved = JSON.parse(readFileSync(fileName, 'utf8'));
  if (Object.entries(drawing).some(([key, value]) => saved[key] !== value)) {
    throw new Error(`${fileName} holds the results of another draw (seed ${saved.seed}, other counts or other code); run the sample again`);
  }
  return saved.results;
}

async function runStryker() {
  const all = await new Stryker({
    mutate: [...new Set([...drawnMutants, ...drawnLiterals].map(mutateRange))],
    incremental: false,
    reporters: ['progress', 'html', 'json'],
    htmlReporter: { fileName: `${reportDirectory}/index.html` },
    jsonReporter: { fileName: `${reportDirectory}/mutation.json` },
    tempDirName: '.stryker-tmp-sample',
    thresholds: { high: 90, low: 85, break: null },
    ...(concurrency ? { concurrency } : {}),
  }).runMutationTest();
  const kept = all.map(({ fileName, location, mutatorName, replacement, status }) => ({ fileName, location, mutatorName, replacement, status }));
  writeFileSync(`${reportDirectory}/results.json`, JSON.stringify({ ...drawing, results: kept }));
  return kept;
}

/** A result as the instrumenter named its mutant: Stryker's results count lines and columns from 1. */
const planted = results.map((result) => ({
  ...result,
  fileName: result.fileName.startsWith(process.cwd()) ? result.fileName.slice(process.cwd().length + 1) : result.fileName,
  location: {
    start: { line: result.location.start.line - 1, column: result.location.start.column - 1 },
    end: { line: result.location.end.line - 1, column: result.location.end.column - 1 },
  },
}));

// Stryker's mutation score: detected (killed or timed out) over valid (detected, survived, or
// reached by no test); ignored (static) mutants and compile errors are not valid.
const DETECTED = new Set(['Killed', 'Timeout']);
const VALID = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const resultOf = new Map(planted.map((result) => [identity(result), result]));

// Single mutants: a proportion. Literals: a ratio of sums over the drawn clusters.
const single = drawnMutants.map((mutant) => resultOf.get(identity(mutant))).filter((result) => result && VALID.has(result.status));
const singleShare = single.filter((result) => DETECTED.has(result.status)).length / single.length;
const singleVariance = (singleShare * (1 - singleShare)) / single.length;
const clusters = drawnLiterals
  .map((literal) => planted.filter((result) => where(result) === where(literal) && result.mutatorName === 'Regex' && VALID.has(result.status)))
  .filter((cluster) => cluster.length > 0);
const clusterSizes = clusters.map((cluster) => cluster.length);
const clusterDetected = clusters.map((cluster) => cluster.filter((result) => DETECTED.has(result.status)).length);
const sum = (values) => values.reduce((total, value) => total + value, 0);
const regexShare = sum(clusterDetected) / sum(clusterSizes);
const meanSize = sum(clusterSizes) / clusters.length;
const regexVariance =
  clusters.length > 1 ? sum(clusters.map((_, i) => (clusterDetected[i] - regexShare * clusterSizes[i]) ** 2)) / (clusters.length * (clusters.length - 1) * meanSize ** 2) : 0;

// Each stratum's population, less the share of its drawn mutants that Stryker found static.
const singlePopulation = others.length * (single.length / drawnMutants.length);
const regexPopulation = regexMutants.length * (clusters.length / drawnLiterals.length);
const total = singlePopulation + regexPopulation;
const estimate = (singlePopulation * singleShare + regexPopulation * regexShare) / total;
const margin = 1.96 * Math.sqrt((singlePopulation / total) ** 2 * singleVariance + (regexPopulation / total) ** 2 * regexVariance);

const percent = (share) => `${(100 * share).toFixed(1)}%`;
const summary = {
  date: new Date().toISOString().slice(0, 10),
  seed,
  population: { mutants: mutants.length, inFunctions: inFunction.length, regex: regexMutants.length, regexLiterals: literals.length, blocks: blocks.length, others: others.length },
  drawn: { mutants: drawnMutants.length, regexLiterals: drawnLiterals.length, ranTogether: results.length },
  others: { valid: single.length, detected: single.filter((result) => DETECTED.has(result.status)).length, score: percent(singleShare) },
  regex: { literals: clusters.length, mutants: sum(clusterSizes), detected: sum(clusterDetected), score: percent(regexShare) },
  estimate: `${percent(estimate)} ± ${(100 * margin).toFixed(1)} points (95%)`,
  survived: planted
    .filter((result) => (result.status === 'Survived' || result.status === 'NoCoverage') && (literalKeys.has(where(result)) || drawnKeys.has(identity(result))))
    .map((result) => `${result.fileName}:${result.location.start.line + 1} ${result.mutatorName} → ${result.replacement}`),
};
writeFileSync(`${reportDirectory}/sample.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(JSON.stringify({ ...summary, survived: summary.survived.length }, null, 2));
console.log(`Language rules, estimated mutation score: ${summary.estimate}. Survivors and the sample: ${reportDirectory}/sample.json`);
