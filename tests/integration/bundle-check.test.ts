/**
 * `npm run bundle:check` (tools/bundle-check.mjs) fails when a function imports a file the
 * bundler cannot find, and names that function and file, while a sound function beside it passes.
 * Run as the CLI runs, in its own process, on the fixtures of tests/fixtures/broken-function
 * (outside netlify/functions, so never deployed).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function bundleCheck(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['tools/bundle-check.mjs', ...args], { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}\n${stderr}` });
    });
  });
}

describe('npm run bundle:check', () => {
  let out: string;
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('fails on a function that imports a file the bundler cannot find, and passes the sound one', async () => {
    out = await mkdtemp(join(tmpdir(), 'bundle-check-test-'));
    const { code, output } = await bundleCheck(['--functions', 'tests/fixtures/broken-function', '--out', out, '--no-cache']);
    expect(code).toBe(1);
    expect(output).toMatch(/- missing-import: could not be bundled: .*Could not resolve "\.\/parts\/renamed-greeting\.ts"/s);
    // The sound function was bundled, sized against the budget, loaded and called without a failure.
    expect(output).toMatch(/^fine\s+[\d.]+ MB\s+[\d.]+ MB\s+\d+\s+\d+%$/m);
    expect(output).not.toMatch(/^- fine:/m);
    expect(output).toContain('bundle:check FAILED');
  }, 300_000);
});
