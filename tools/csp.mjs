#!/usr/bin/env node
// Keeps the script-src hashes of netlify.toml's Content-Security-Policy in step with the inline
// scripts of the built site.
//   node tools/csp.mjs [--check]   exit 1 listing hashes missing from, or stale in, netlify.toml
//   node tools/csp.mjs --write     rewrite script-src to 'self' plus the hashes dist/ needs
// --dist=DIR and --toml=FILE point it elsewhere (the tests use them).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareHashes, extractInlineScripts, findInlineHandlers, hashScript, readPolicyBlock, writePolicyBlock } from './lib/csp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const distDir = resolve(root, option('dist') ?? 'dist');
const tomlPath = resolve(root, option('toml') ?? 'netlify.toml');

const unknown = args.filter((arg) => !['--check', '--write'].includes(arg) && !/^--(dist|toml)=./.test(arg));
if (unknown.length || (args.includes('--check') && args.includes('--write'))) {
  console.error('usage: node tools/csp.mjs [--check | --write] [--dist=DIR] [--toml=FILE]');
  process.exit(2);
}
const write = args.includes('--write');

async function htmlFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.html')) files.push(path);
  }
  return files.sort();
}

if (!existsSync(distDir)) {
  console.error('csp: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}
const files = await htmlFiles(distDir);
if (files.length === 0) {
  console.error('csp: dist/ has no .html files; run `npm run build` first.');
  process.exit(1);
}

/** hash -> pages that use it */
const needed = new Map();
const handlers = [];
for (const file of files) {
  const html = await readFile(file, 'utf8');
  const page = relative(distDir, file);
  for (const text of extractInlineScripts(html)) {
    const hash = hashScript(text);
    if (!needed.has(hash)) needed.set(hash, []);
    needed.get(hash).push(page);
  }
  for (const handler of findInlineHandlers(html)) handlers.push(`${page}: ${handler}`);
}

const toml = await readFile(tomlPath, 'utf8');
const { hashes: allowed } = readPolicyBlock(toml);
const { missing, stale } = compareHashes([...needed.keys()], allowed);
const where = (hash) => {
  const pages = needed.get(hash);
  return pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ');
};

if (handlers.length) {
  console.error(`csp: ${handlers.length} inline event handler(s) or javascript: URL(s), which the policy blocks (hashes cannot allow them):`);
  for (const handler of handlers) console.error(`  ${handler}`);
}

if (write) {
  const updated = writePolicyBlock(toml, [...needed.keys()]);
  if (updated !== toml) await writeFile(tomlPath, updated);
  console.log(
    `csp: script-src is 'self' plus ${needed.size} hash(es) from ${files.length} page(s)` +
      (updated === toml ? ' (netlify.toml already up to date)' : ` (netlify.toml updated: ${missing.length} added, ${stale.length} removed)`),
  );
  process.exit(handlers.length ? 1 : 0);
}

if (missing.length || stale.length) {
  console.error(`csp: netlify.toml's script-src does not match the inline scripts of dist/ (${files.length} pages):`);
  for (const hash of missing) console.error(`  missing ${hash}  (used by ${where(hash)})`);
  for (const hash of stale) console.error(`  stale   ${hash}  (no page uses it)`);
  console.error('Run `npm run csp:update` to rewrite it.');
  process.exit(1);
}
console.log(`csp: ok, ${needed.size} inline script hash(es) across ${files.length} page(s) all in netlify.toml`);
process.exit(handlers.length ? 1 : 0);
