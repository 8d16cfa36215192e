#!/usr/bin/env node
// `npm run lint`: every static check of the code, each timed; all of them run, and the exit code is
// non-zero when any failed.
//   1. astro sync, only when .astro/types.d.ts is missing (type-aware ESLint needs the astro:content types)
//   2. ESLint, type-aware, no warnings allowed (eslint.config.js)
//   3. every eslint-disable comment says why (`-- reason`)
//   4. Prettier --check (.prettierrc.json, .prettierignore)
//   5. knip: unused files, exports and dependencies, with tests and tools counting as users (knip.config.ts)
//   6. knip --production: exports only tests use (those meant for tests are tagged @internal)
// Which rules are off and why: docs/decisions/0032-lint-and-format.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv, ensureSupportedNode, projectRoot as root } from './lib/pinned-node.mjs';

ensureSupportedNode(import.meta.url);
const env = childEnv();
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 + 15 : 1)));
  });
}

const SOURCE = /\.(?:[cm]?[jt]sx?|astro)$/;
// A directive is a comment that starts with it; its reason follows ` -- `.
const DIRECTIVE = /(?:\/\/|\/\*)\s*eslint-disable(?:-next-line|-line)?\b(.*)/g;

/** Every eslint-disable directive in the tracked and new source files carries a reason. */
function disableReasons() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) {
    console.error(listed.stderr);
    return 1;
  }
  const missing = [];
  for (const file of listed.stdout.split('\n').filter((name) => SOURCE.test(name) && !name.startsWith('tests/fixtures/'))) {
    if (!existsSync(join(root, file))) continue;
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [, rest] of line.matchAll(DIRECTIVE)) if (!/\s--\s+\S/.test(rest)) missing.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  for (const entry of missing) console.error(`eslint-disable without a reason (add \` -- why\`): ${entry}`);
  if (!missing.length) console.log('Every eslint-disable says why.');
  return missing.length ? 1 : 0;
}

const steps = [
  ['eslint', () => run(bin('eslint'), ['.', '--max-warnings', '0'])],
  ['eslint-disable reasons', () => disableReasons()],
  ['prettier --check', () => run(bin('prettier'), ['--check', '--log-level', 'warn', '.'])],
  // The two entries of production code that knip calls redundant outside --production are needed in it.
  ['knip', () => run(bin('knip'), ['--no-progress', '--no-config-hints'])],
  ['knip --production', () => run(bin('knip'), ['--no-progress', '--no-config-hints', '--production', '--include', 'exports,types'])],
];
if (!existsSync(join(root, '.astro', 'types.d.ts'))) steps.unshift(['astro sync', () => run(bin('astro'), ['sync'])]);

const results = [];
const total = performance.now();
for (const [name, action] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const code = await action();
  results.push({ name, code, seconds: (performance.now() - started) / 1000 });
}

console.log('\n── npm run lint ──');
for (const { name, code, seconds } of results) console.log(`${code === 0 ? '✓' : '✗'} ${name.padEnd(24)} ${code === 0 ? 'ok' : `failed (exit ${code})`}  ${seconds.toFixed(1)} s`);
const failed = results.filter(({ code }) => code !== 0);
console.log(`${failed.length ? `${failed.length} of ${results.length} checks failed` : 'All checks passed'} in ${((performance.now() - total) / 1000).toFixed(1)} s.`);
process.exit(failed.length ? 1 : 0);
