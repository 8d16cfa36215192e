#!/usr/bin/env node
// `npm test`: the whole check, in order, stopping at the first failure.
//   1. lint: ESLint, Prettier, knip (tools/lint.mjs)
//   2. Chromium present (installed through apt when running as root, e.g. in CI)
//   3. astro build            4. the functions bundled as a deploy ships them (bundle-check.mjs)
//   5. type check (tsc)       6. CSP hashes match dist/ (tools/csp.mjs --check)
//   7. vitest run (unit + integration)   8. playwright test (against the built site)
// Output streams as it comes; a summary line per step closes the run.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { childEnv, ensureSupportedNode, projectRoot as root } from './lib/pinned-node.mjs';

ensureSupportedNode(import.meta.url);
const env = childEnv();

const results = [];
const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 + 15 : 1)));
  });
}

const VITEST_JSON = 'reports/vitest.json';
const PLAYWRIGHT_JSON = 'reports/playwright.json';
mkdirSync(`${root}/reports`, { recursive: true });
for (const file of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(`${root}/${file}`, { force: true });

function readJson(file) {
  try {
    return JSON.parse(readFileSync(`${root}/${file}`, 'utf8'));
  } catch {
    return null;
  }
}

/** Test counts of both runners, from their JSON reports (absent when a runner did not run). */
function testCounts() {
  const vitest = readJson(VITEST_JSON);
  const playwright = readJson(PLAYWRIGHT_JSON)?.stats;
  return {
    passed: (vitest?.numPassedTests ?? 0) + (playwright ? playwright.expected + playwright.flaky : 0),
    failed: (vitest?.numFailedTests ?? 0) + (playwright?.unexpected ?? 0),
    skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.skipped ?? 0),
  };
}

function summary() {
  const counts = testCounts();
  console.log('\n── npm test summary ──');
  for (const { name, status, code, seconds } of results) {
    const detail = status === 'failed' ? ` (exit ${code})` : '';
    console.log(`${status === 'ok' ? '✓' : status === 'failed' ? '✗' : '-'} ${name.padEnd(28)} ${status}${detail}${seconds != null ? `  ${seconds.toFixed(1)} s` : ''}`);
  }
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

async function step(name, action) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const code = await action();
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, status: code === 0 ? 'ok' : 'failed', code, seconds });
  if (code !== 0) {
    for (const later of remaining.slice(remaining.indexOf(name) + 1)) results.push({ name: later, status: 'skipped' });
    summary();
    process.exit(code);
  }
}

async function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  let found = candidates.find(isExecutable);
  if (!found) {
    if (process.getuid?.() !== 0) {
      console.error('Chromium not found at /usr/bin/chromium (or CHROME_PATH): install Chromium: sudo apt-get install chromium');
      return 1;
    }
    console.log('Chromium missing: installing it with apt-get (running as root).');
    const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
    const updated = await run('apt-get', ['update'], aptEnv);
    if (updated !== 0) return updated;
    const installed = await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], aptEnv);
    if (installed !== 0) return installed;
    found = '/usr/bin/chromium';
    if (!isExecutable(found)) {
      console.error('apt-get installed chromium but /usr/bin/chromium is not there.');
      return 1;
    }
  }
  env.CHROME_PATH = found;
  console.log(`Chromium: ${found}`);
  return 0;
}

const steps = [
  ['lint (lint.mjs)', () => run(process.execPath, ['tools/lint.mjs'])],
  ['chromium', findChromium],
  ['astro build', () => run('npx', ['--no', 'astro', 'build'])],
  ['bundle check (bundle-check.mjs)', () => run(process.execPath, ['tools/bundle-check.mjs'])],
  ['type check (tsc)', () => run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'])],
  ['csp hashes (csp.mjs --check)', () => run(process.execPath, ['tools/csp.mjs', '--check'])],
  ['vitest run', () => run('npx', ['--no', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`])],
  ['playwright test', () => run('npx', ['--no', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON })],
];
const remaining = steps.map(([name]) => name);

const total = performance.now();
for (const [name, action] of steps) await step(name, action);
summary();
console.log(`All steps passed in ${((performance.now() - total) / 1000).toFixed(1)} s.`);
