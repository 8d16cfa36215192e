/**
 * The folders say where code runs (docs/architecture.md, "Where code runs"):
 * - src/domain: pure modules the pages and the browser import (no Node, no secrets, no server code);
 * - src/islands, src/browser-scripts: code shipped to the browser;
 * - src/server: modules only the functions need.
 * Reads the import statements of every source file, so that a misplaced module fails here, before
 * the build (tests/e2e/browser-bundle.spec.ts then checks what the built site really holds).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(?:ts|tsx|mts|mjs|astro)$/;
/** Packages only the server may load. */
const SERVER_PACKAGES = [
  'pg',
  'drizzle-orm',
  'nodemailer',
  'sharp',
  'openai',
  '@netlify/blobs',
  '@netlify/database',
  '@netlify/functions',
  '@neondatabase/serverless',
  'csv-stringify',
];

function walk(directory: string): string[] {
  return readdirSync(join(root, directory)).flatMap((name) => {
    const path = join(directory, name);
    return statSync(join(root, path)).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** Import specifiers of a file (static, dynamic and side-effect imports, re-exports). */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found = [...text.matchAll(/(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)];
  return found.map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The project file a relative specifier names, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(join(root, dirname(file)), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  return candidate ? relative(root, candidate) : relative(root, base);
}

const packageName = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

const files = ['src', 'netlify'].flatMap(walk);
const browserSide = files.filter((file) => /^src\/(?:domain|islands|browser-scripts)\//.test(file));

describe('where code runs', () => {
  it('finds the source folders', () => {
    expect(browserSide.filter((file) => file.startsWith('src/domain/')).length).toBeGreaterThan(30);
    expect(browserSide.filter((file) => file.startsWith('src/islands/')).length).toBeGreaterThan(20);
  });

  it('keeps server code, Node and server packages out of src/domain, the islands and the browser scripts', () => {
    const wrong: string[] = [];
    for (const file of browserSide) {
      for (const specifier of specifiers(file)) {
        const path = target(file, specifier);
        if (path?.startsWith('src/server/') || path?.startsWith('netlify/')) wrong.push(`${file} imports ${path}`);
        if (specifier.startsWith('node:') || SERVER_PACKAGES.includes(packageName(specifier))) wrong.push(`${file} imports ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads no environment variable in src/domain, the islands or the browser scripts but the public site address', () => {
    const readers = browserSide.filter((file) => /\bprocess\.env\b/.test(readFileSync(join(root, file), 'utf8')));
    // business.ts reads SITE_URL / URL (the site's public address) when the pages are built.
    expect(readers).toEqual(['src/domain/business.ts']);
    const business = readFileSync(join(root, 'src/domain/business.ts'), 'utf8');
    expect([...business.matchAll(/\benv\??\.([A-Z_]+)/g)].map((match) => match[1]).sort()).toEqual(['SITE_URL', 'URL']);
  });

  it('holds in src/domain only modules that a page, an island or a browser script imports', () => {
    const imports = new Map(
      files.map((file) => [
        file,
        specifiers(file)
          .map((specifier) => target(file, specifier))
          .filter((path): path is string => path !== null),
      ]),
    );
    const reached = new Set<string>();
    const pending = files.filter((file) => !file.startsWith('src/server/') && !file.startsWith('netlify/') && !file.startsWith('src/domain/'));
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      pending.push(...(imports.get(file) ?? []));
    }
    const serverOnly = files.filter((file) => file.startsWith('src/domain/') && !reached.has(file));
    expect(serverOnly, 'modules only the server needs belong under src/server').toEqual([]);
  });
});
