import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compareHashes,
  extractInlineScripts,
  findInlineHandlers,
  hashScript,
  isExecutableScriptType,
  readPolicyBlock,
  scriptSrcHashes,
  withScriptSrc,
  writePolicyBlock,
} from '../../tools/lib/csp.mjs';

describe('hashScript', () => {
  it('matches the CSP specification example', () => {
    // https://w3c.github.io/webappsec-csp/#example-3d4cb5b5
    expect(hashScript("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the exact text: whitespace and non-ASCII count (UTF-8)', () => {
    expect(hashScript('a()')).not.toBe(hashScript(' a()'));
    expect(hashScript('x="é"')).toBe(`'sha256-${createHash('sha256').update(Buffer.from('x="é"', 'utf8')).digest('base64')}'`);
  });
});

describe('isExecutableScriptType', () => {
  it.each([null, '', 'module', 'text/javascript', 'TEXT/JavaScript ', 'application/javascript', 'importmap'])('%s runs', (type) => {
    expect(isExecutableScriptType(type)).toBe(true);
  });
  it.each(['application/ld+json', 'application/json', 'text/template', 'text/plain', 'text/x-template'])('%s is data', (type) => {
    expect(isExecutableScriptType(type)).toBe(false);
  });
});

describe('extractInlineScripts', () => {
  const html = [
    '<!doctype html><html><head>',
    '<script>document.documentElement.dataset.theme = localStorage.t</script>',
    '<script type="module">import "/_astro/a.js"</script>',
    '<script type="module" src="/_astro/island.js"></script>',
    '<script src=/_astro/x.js>ignored()</script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<SCRIPT TYPE="text/javascript">\n  upper()\n</SCRIPT >',
    '<!-- <script>commented()</script> -->',
    "<script type='text/plain'>notCode</script>",
    '<script async>  spaced();  </script>',
    '</head><body></body></html>',
  ].join('');

  it('returns the exact text of each executing inline script, and only those', () => {
    expect(extractInlineScripts(html)).toEqual(['document.documentElement.dataset.theme = localStorage.t', 'import "/_astro/a.js"', '\n  upper()\n', '  spaced();  ']);
  });

  it('returns nothing for a page without inline scripts', () => {
    expect(extractInlineScripts('<html><body><h1>Hi</h1><script src="/a.js"></script></body></html>')).toEqual([]);
  });
});

describe('findInlineHandlers', () => {
  it('finds on* attributes and javascript: URLs outside scripts', () => {
    const html = '<button onclick="go()">Go</button><a href="javascript:void 0">x</a><script>if (a<b) x.onclick = 1</script><p>onclick= in text</p>';
    expect(findInlineHandlers(html)).toEqual(['<button onclick>', '<a href="javascript:…">']);
  });
});

const POLICY = "default-src 'self'; script-src 'self' 'sha256-OLD='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
const TOML = [
  '[[headers]]',
  '  for = "/*"',
  '  [headers.values]',
  '    # csp-begin',
  `    Content-Security-Policy = "${POLICY}"`,
  '    # csp-end',
  '    X-Content-Type-Options = "nosniff"',
  '',
].join('\n');

describe('policy parsing and rewriting', () => {
  it('reads the hashes of script-src only', () => {
    expect(scriptSrcHashes(POLICY)).toEqual(["'sha256-OLD='"]);
    expect(scriptSrcHashes("default-src 'self'")).toEqual([]);
  });

  it("sets script-src to 'self' plus sorted unique hashes, leaving other directives alone", () => {
    expect(withScriptSrc(POLICY, ["'sha256-b='", "'sha256-a='", "'sha256-b='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(withScriptSrc("default-src 'self'; object-src 'none'", [])).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
  });

  it('finds the policy line between the markers', () => {
    expect(readPolicyBlock(TOML)).toEqual({ lineIndex: 4, policy: POLICY, hashes: ["'sha256-OLD='"] });
    expect(() => readPolicyBlock(TOML.replace('# csp-end', ''))).toThrow(/csp-begin/);
  });

  it('rewrites only the policy line', () => {
    const updated = writePolicyBlock(TOML, ["'sha256-NEW='"]);
    const changed = updated.split('\n').filter((line: string, index: number) => line !== TOML.split('\n')[index]);
    expect(changed).toEqual([`    Content-Security-Policy = "default-src 'self'; script-src 'self' 'sha256-NEW='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"`]);
    expect(writePolicyBlock(updated, ["'sha256-NEW='"])).toBe(updated);
  });

  it('the project netlify.toml has a readable policy with frame-ancestors none', () => {
    const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
    expect(readPolicyBlock(toml).policy).toMatch(/frame-ancestors 'none'/);
  });

  it('compares needed and allowed hashes', () => {
    expect(compareHashes(['a', 'b', 'b'], ['b', 'c'])).toEqual({ missing: ['a'], stale: ['c'] });
    expect(compareHashes([], [])).toEqual({ missing: [], stale: [] });
  });
});

describe('tools/csp.mjs', () => {
  const work = mkdtempSync(join(tmpdir(), 'csp-'));
  const dist = join(work, 'dist');
  const toml = join(work, 'netlify.toml');
  const script = fileURLToPath(new URL('../../tools/csp.mjs', import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, [script, `--dist=${dist}`, `--toml=${toml}`, ...args], { encoding: 'utf8' });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('fails --check on drift, fixes it with --write, then passes', () => {
    mkdirSync(join(dist, 'services'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<html><head><script>one()</script></head></html>');
    writeFileSync(join(dist, 'services', 'a.html'), '<html><head><script>one()</script><script type="module">two()</script></head></html>');
    writeFileSync(toml, TOML);

    const before = run('--check');
    expect(before.status).toBe(1);
    expect(before.stderr).toContain(`missing ${hashScript('one()')}`);
    expect(before.stderr).toContain(`missing ${hashScript('two()')}`);
    expect(before.stderr).toContain("stale   'sha256-OLD='");

    expect(run('--write').status).toBe(0);
    const policy = readPolicyBlock(readFileSync(toml, 'utf8')).policy;
    expect(policy).toContain(`script-src 'self' ${[hashScript('one()'), hashScript('two()')].sort().join(' ')};`);

    const after = run();
    expect(after.status, after.stderr).toBe(0);
  });
});
