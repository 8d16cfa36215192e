#!/usr/bin/env node
// `npm test`: the whole check, in order, stopping at the first failure.
//   1. Chromium present (installed through apt when running as root, e.g. in CI)
//   2. astro build            3. CSP hashes match dist/ (scripts/csp.mjs --check)
//   4. vitest run (unit + integration)   5. playwright test (against the built site)
// Output streams as it comes; a summary line per step closes the run.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
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

function summary() {
  console.log('\n── npm test summary ──');
  for (const { name, status, code, seconds } of results) {
    const detail = status === 'failed' ? ` (exit ${code})` : '';
    console.log(`${status === 'ok' ? '✓' : status === 'failed' ? '✗' : '-'} ${name.padEnd(28)} ${status}${detail}${seconds != null ? `  ${seconds.toFixed(1)} s` : ''}`);
  }
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
  ['chromium', findChromium],
  ['astro build', () => run('npx', ['--no', 'astro', 'build'])],
  ['csp hashes (csp.mjs --check)', () => run(process.execPath, ['scripts/csp.mjs', '--check'])],
  ['vitest run', () => run('npx', ['--no', 'vitest', 'run'])],
  ['playwright test', () => run('npx', ['--no', 'playwright', 'test'])],
];
const remaining = steps.map(([name]) => name);

const total = performance.now();
for (const [name, action] of steps) await step(name, action);
summary();
console.log(`All steps passed in ${((performance.now() - total) / 1000).toFixed(1)} s.`);
