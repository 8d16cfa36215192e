/**
 * The README and docs/ stay true to the repository: every relative link (and its #anchor) leads
 * somewhere, every repository path written in backticks exists, every `npm run <script>` they
 * mention is a script of package.json, every docs/… file the code cites exists, and the
 * dependency table of docs/architecture.md names exactly the packages of package.json.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function markdownFiles(directory: string): string[] {
  return readdirSync(join(root, directory)).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(join(root, path)).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const documents = ['README.md', ...markdownFiles('docs')];

/** The text without fenced code blocks (links and headings inside them are not links and headings). */
const prose = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of prose(read(path)).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link {
  from: string;
  target: string;
}

const links: Link[] = documents.flatMap((from) =>
  [...prose(read(from)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({ from, target: match[1] })).filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target)),
);

/** Why a link does not resolve, or null when it does. */
function brokenBecause({ from, target }: Link): string | null {
  const [pathPart, anchor] = target.split('#');
  const path = pathPart ? relative(root, resolve(root, dirname(from), decodeURIComponent(pathPart))) : from;
  if (!existsSync(join(root, path))) return `${from}: ${target} (no ${path})`;
  if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor)) return `${from}: ${target} (no heading #${anchor} in ${path})`;
  return null;
}

/**
 * Scripts the docs may name before they land in package.json: `lint` (ESLint, Prettier, knip) and
 * `mutation` (Stryker) are added by the work on linting and mutation testing, which the docs
 * already describe. Remove a name from this list once its script exists.
 */
const SCRIPTS_BEING_ADDED = ['lint', 'mutation'];

describe('the README and docs/', () => {
  it('finds the documents and their links', () => {
    expect(documents).toContain('docs/architecture.md');
    expect(documents).toContain('docs/operations.md');
    expect(documents).toContain('docs/content.md');
    expect(links.length).toBeGreaterThan(50);
  });

  it('link only to files and headings that exist', () => {
    expect(links.map(brokenBecause).filter((reason) => reason !== null)).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const paths = documents.flatMap((from) =>
      [...read(from).matchAll(/`((?:src|tools|tests|netlify|docs|public|\.ci)\/[^`\s*<>{}…]*)`/g)].map((match) => ({ from, path: match[1].replace(/[.,:;]$/, '') })),
    );
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter(({ path }) => !existsSync(join(root, path))).map(({ from, path }) => `${from}: ${path}`)).toEqual([]);
  });

  it('mention only npm scripts that package.json defines', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    const mentioned = new Set(documents.flatMap((from) => [...read(from).matchAll(/npm run ([a-z][\w:.-]*[\w])/g)].map((match) => match[1])));
    expect(mentioned.size).toBeGreaterThan(10);
    expect([...mentioned].filter((name) => !scripts.includes(name) && !SCRIPTS_BEING_ADDED.includes(name))).toEqual([]);
  });

  it('say why each dependency of package.json is there, and name no other', () => {
    const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const installed = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)].sort();
    const architecture = read('docs/architecture.md');
    const section = architecture.slice(architecture.indexOf('\n## Dependencies\n'));
    const rows = [...section.matchAll(/^\| ([^|]+) \|[^|\n]+\|$/gm)].map((match) => match[1]).filter((cell) => cell.includes('`'));
    const documented = rows.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1])).sort();
    expect(documented).toEqual(installed);
  });
});

describe('docs cited by the code', () => {
  it('exist', () => {
    const walk = (directory: string): string[] =>
      readdirSync(join(root, directory)).flatMap((name) => {
        const path = join(directory, name);
        if (statSync(join(root, path)).isDirectory()) return walk(path);
        return /\.(?:ts|tsx|mts|mjs|astro|sql)$/.test(name) ? [path] : [];
      });
    const sources = ['src', 'tools', 'tests', 'netlify'].flatMap((directory) => walk(directory));
    const cited = sources.flatMap((file) => [...read(file).matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((match) => ({ file, doc: match[0] })));
    expect(cited.length).toBeGreaterThan(5);
    expect(cited.filter(({ doc }) => !existsSync(join(root, doc))).map(({ file, doc }) => `${file}: ${doc}`)).toEqual([]);
  });

  it('"Where code runs", the section tests/unit/layout.test.ts names, is a heading of docs/architecture.md', () => {
    expect(anchorsOf('docs/architecture.md')).toContain('where-code-runs');
  });
});

describe('heading anchors', () => {
  it('are made as GitHub makes them', () => {
    expect(slug('Checking a deploy: `npm run smoke`')).toBe('checking-a-deploy-npm-run-smoke');
    expect(slug('Blackfoot River Electric — website and lead platform')).toBe('blackfoot-river-electric--website-and-lead-platform');
    expect(slug('`npm run bundle:check`')).toBe('npm-run-bundlecheck');
  });
});
