// Mutation testing: `npm run mutation` (see docs/operations.md, "Mutation testing").
// Stryker plants small bugs (mutants) in the pure code and runs the unit tests against each one; a
// mutant no test notices is an assertion missing.
/**
 * The assistant's language rules: the intent router, the emergency reader, the spelling corrector
 * and their word lists, and the offline answerer. Nearly every assistant test reaches them, so each
 * of their mutants runs a few thousand tests: about 7,700 mutants at some 20 a minute on two cores,
 * a night's run. `MUTATION_SCOPE=rest npm run mutation` leaves them out (about 15 minutes);
 * `npm run mutation:sample` measures them on a random sample (tools/mutation-sample.mjs).
 */
export const LANGUAGE_RULES = [
  'src/domain/assistant/{intent,message-text,emergency,spelling,danger-scope,danger-words,danger-other-words,problem-kinds,projects,know-how-questions,area-names,place-names}.ts',
  'src/server/assistant/{answerer,knowledge,text,service-area,problems,problem-answers,know-how}.ts',
];
const scope = process.env.MUTATION_SCOPE ?? 'all';
if (scope !== 'all' && scope !== 'rest') throw new Error(`MUTATION_SCOPE is "all" (the default) or "rest", not "${scope}"`);
const rest = scope === 'rest';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The unit project alone: the integration project starts a database per run. The vmThreads pool
  // keeps one worker and its loaded dependencies from one mutant to the next (with the default pool
  // each mutant pays for a new worker: about seven times slower here).
  vitest: { configFile: 'vitest.unit.config.ts', pool: 'vmThreads' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/domain/**/*.ts',
    'src/server/**/*.ts',
    // Held by the integration tests, not mutated here: what needs the database, the Blobs store,
    // SMTP, the AI provider, the image codec, or a module that imports one of them.
    '!src/server/db/**',
    '!src/server/rate-limit.ts',
    '!src/server/**/{auth,endpoint,handlers,intake,logs,notifications,queue,repository,retention,service,session}.ts',
    '!src/server/admin/{dead-letters,export,response-clock,unanswered}.ts',
    '!src/server/assistant/provider.ts',
    '!src/server/images/{pipeline,store}.ts',
    '!src/server/leads/{form-post,limits,responses}.ts',
    '!src/server/mail/mailer.ts',
    ...(rest ? LANGUAGE_RULES.map((pattern) => `!${pattern}`) : []),
  ],
  // Tables evaluated at import (the troubleshooter tree, prices, keywords) would need a fresh module
  // graph per mutant: slow on two cores, and the table-driven tests read every entry anyway.
  ignoreStatic: true,
  // Only mutants in changed code, or reached by changed tests, run again (the file stays out of git:
  // it is several megabytes and every run rewrites it).
  incremental: true,
  incrementalFile: rest ? '.stryker/incremental-rest.json' : '.stryker/incremental.json',
  concurrency: 1,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 85, break: 80 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', '.astro', '.netlify', 'test-results', 'playwright-report', 'reports', 'screenshots'],
  cleanTempDir: 'always',
};
