#!/usr/bin/env node
// `npm run bundle:check`: the functions as a Netlify deploy ships them. Every function of
// netlify.toml's [functions] directory is bundled by @netlify/zip-it-and-ship-it (the bundler of a
// Netlify build) with the settings of netlify.toml (read by @netlify/config, as the build reads
// them), unzipped, and imported from the bundle (not the source) on this Node, the pinned one.
// Then the bundles answer real Requests against the embedded database and a local Blobs store:
// health, a contact lead stored and read back through the admin inbox, an assistant answer, an
// image optimized and served, an admin login; every other bundle must load and answer a plain
// request without a server error. Fails on a bundling error, a file missing from a bundle, a module
// that does not load, a wrong answer, or a bundle over the size budget.
//
// A bundle is rebuilt only when the content of the files it was made from (as the bundler listed
// them), the settings or the bundler's version changed: a re-run with nothing changed skips the
// bundling. Bundles and their fingerprints live under .netlify/bundle-check/.
//
//   BUNDLE_CHECK_NO_CACHE=1   bundle everything again
//   BUNDLE_CHECK_CONCURRENCY  bundles made at once (default 2)
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { projectRoot } from './lib/pinned-node.mjs';

const run = promisify(execFile);

/** Unzipped size allowed per function bundle (Netlify's own limit is larger). */
export const BUNDLE_BUDGET_BYTES = 50 * 1024 * 1024;
const FUNCTION_FILE = /\.(?:mts|mjs|ts|js|cjs|cts)$/;
const CACHE_VERSION = 1;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** netlify.toml's functions directory and [functions] settings, in the bundler's terms. */
export async function functionsSettings(root = projectRoot) {
  const { resolveConfig } = await import('@netlify/config');
  const { config } = await resolveConfig({ cwd: root, repositoryRoot: root, offline: true, mode: 'cli', context: 'production' });
  const bundlerConfig = {};
  for (const [glob, settings] of Object.entries(config.functions ?? {})) {
    bundlerConfig[glob] = {
      nodeBundler: settings.node_bundler,
      externalNodeModules: settings.external_node_modules,
      includedFiles: settings.included_files,
      ignoredNodeModules: settings.ignored_node_modules,
      nodeVersion: settings.node_version,
    };
  }
  return { directory: config.functionsDirectory ?? join(root, 'netlify/functions'), config: bundlerConfig };
}

/** The function files of a directory (a function per file, as this project writes them). */
export function functionFiles(directory) {
  return readdirSync(directory)
    .filter((name) => FUNCTION_FILE.test(name))
    .sort()
    .map((name) => ({ name: basename(name, extname(name)), file: join(directory, name) }));
}

// One run hashes a file once, however many bundles list it (the admin bundles share most files).
const fileHashes = new Map();
function hashFile(file) {
  let hash = fileHashes.get(file);
  if (!hash) {
    hash = readFile(file).then(
      (content) => createHash('sha256').update(content).digest('hex'),
      () => 'missing',
    );
    fileHashes.set(file, hash);
  }
  return hash;
}

async function hashFiles(files) {
  const sorted = [...files].sort();
  const hashes = await Promise.all(sorted.map(hashFile));
  const hash = createHash('sha256');
  sorted.forEach((file, index) => hash.update(`${file}\0${hashes[index]}\0`));
  return hash.digest('hex');
}

async function directorySize(directory) {
  let bytes = 0;
  let files = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        bytes += statSync(path).size;
        files += 1;
      }
    }
  };
  walk(directory);
  return { bytes, files };
}

/** Runs `work` over `items`, `limit` at a time, in order of the items. */
async function inParallel(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * Bundles one function with zip-it-and-ship-it into `outDir/<name>/` (the zip and its unzipped
 * files), unless the fingerprint of its last bundling still matches. Resolves to
 * { name, dir, zipBytes, cached } or { name, error }.
 */
async function bundleFunction({ name, file }, { root, outDir, config, bundlerVersion, useCache }) {
  const home = join(outDir, name);
  const fingerprintFile = join(home, 'fingerprint.json');
  const settings = JSON.stringify({ CACHE_VERSION, bundlerVersion, config, node: process.versions.node });
  if (useCache && existsSync(fingerprintFile)) {
    try {
      const previous = JSON.parse(await readFile(fingerprintFile, 'utf8'));
      if (previous.settings === settings && previous.hash === (await hashFiles(previous.inputs))) {
        return { name, dir: join(home, 'unzipped'), zipBytes: previous.zipBytes, cached: true };
      }
    } catch {
      // an unreadable fingerprint: bundle again
    }
  }
  await rm(home, { recursive: true, force: true });
  await mkdir(home, { recursive: true });
  const { zipFunction } = await import('@netlify/zip-it-and-ship-it');
  let result;
  try {
    result = await zipFunction(file, home, { basePath: root, repositoryRoot: root, config, archiveFormat: 'zip' });
  } catch (error) {
    return { name, error: `could not be bundled: ${firstLines(error)}` };
  }
  if (!result?.path) return { name, error: 'the bundler made no archive for it' };
  const unzipped = join(home, 'unzipped');
  await mkdir(unzipped, { recursive: true });
  try {
    await run('unzip', ['-q', '-o', result.path, '-d', unzipped], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    return { name, error: `its archive could not be unzipped (is \`unzip\` installed?): ${firstLines(error)}` };
  }
  const zipBytes = statSync(result.path).size;
  const inputs = [...new Set([file, ...(result.inputs ?? [])])];
  await writeFile(fingerprintFile, JSON.stringify({ settings, inputs, hash: await hashFiles(inputs), zipBytes }));
  return { name, dir: unzipped, zipBytes, cached: false };
}

function firstLines(error, count = 6) {
  const text = error instanceof Error ? `${error.message}` : String(error);
  return text.split('\n').slice(0, count).join('\n');
}

/**
 * Imports a bundle as Netlify runs it: the entry point the platform calls (which must export its
 * `handler`), and the function module it wraps, whose default export is called with a Request.
 */
export async function loadBundle(bundle) {
  const entry = join(bundle.dir, '___netlify-entry-point.mjs');
  if (!existsSync(entry)) throw new Error('the bundle has no ___netlify-entry-point.mjs');
  // The entry point wraps the function for AWS Lambda's streaming runtime, whose global it reads.
  globalThis.awslambda ??= { streamifyResponse: (handler) => handler, HttpResponseStream: { from: (stream) => stream } };
  const entryModule = await import(pathToFileURL(entry).href);
  if (typeof entryModule.handler !== 'function') throw new Error('the entry point exports no handler');
  const main = /getLambdaHandler\('([^']+)'\)/.exec(await readFile(entry, 'utf8'))?.[1];
  if (!main) throw new Error('the entry point names no function module');
  const module = await import(pathToFileURL(resolve(bundle.dir, main)).href);
  if (typeof module.default !== 'function') throw new Error(`${main} has no default export to call`);
  const paths = [module.config?.path ?? []].flat();
  return {
    name: bundle.name,
    handler: module.default,
    patterns: paths.map((pathname) => new URLPattern({ pathname })),
    schedule: module.config?.schedule,
    paths,
  };
}

/** The services the functions need, on this machine: the embedded database (migrated) and a Blobs store. */
async function startServices(root) {
  const { startEmbeddedDatabase } = await import('./lib/embedded-database.mjs');
  const { migrationsDirectory } = await import('./vite-apply-migrations.mjs');
  const { BlobsServer } = await import('@netlify/blobs/server');
  const database = await startEmbeddedDatabase(migrationsDirectory);
  const scratch = await mkdtemp(join(tmpdir(), 'bundle-check-'));
  const token = 'bundle-check';
  const blobs = new BlobsServer({ directory: join(scratch, 'blobs'), token, logger: () => {} });
  const { port } = await blobs.start();
  const blobsContext = { siteID: 'bundle-check', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` };
  const env = {
    NETLIFY_DB_URL: database.url,
    NETLIFY_DB_DRIVER: 'server',
    NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(blobsContext)).toString('base64'),
    ADMIN_USERNAME: 'bundle-check-owner',
    ADMIN_PASSWORD: 'bundle-check-password-0143',
    SESSION_SECRET: 'bundle-check-session-secret-0123456789abcdef',
    MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
    ASSISTANT_RATE_LIMIT: '1000/60',
    ADMIN_LOGIN_RATE_LIMIT: '1000/60',
  };
  const saved = {};
  for (const key of [...Object.keys(env), 'OPENAI_API_KEY', 'ADMIN_PASSWORD_HASH', 'SMTP_URL']) saved[key] = process.env[key];
  for (const key of ['OPENAI_API_KEY', 'ADMIN_PASSWORD_HASH', 'SMTP_URL']) delete process.env[key];
  Object.assign(process.env, env);
  void root;
  return {
    env,
    async stop() {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await database.db.stop();
      await blobs.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

const ORIGIN = 'https://bundle-check.netlify.app';

/** Calls the loaded bundle that answers `path`, with the context Netlify gives. */
function caller(loaded, background) {
  const { matchFunction, callFunction } = functionsInProcess;
  return async (path, { method = 'GET', body, headers = {}, cookie } = {}) => {
    const url = new URL(path, ORIGIN);
    const matched = matchFunction(loaded, url);
    if (!matched) throw new Error(`no bundle answers ${path}`);
    const init = { method, headers: { 'user-agent': 'bundle-check/1.0', ...headers } };
    if (cookie) init.headers.cookie = cookie;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const response = await callFunction(matched, new Request(url, init), { ip: '203.0.113.7', background });
    const type = response.headers.get('content-type') ?? '';
    const data = /json/.test(type) ? await response.json() : type.startsWith('image/') ? new Uint8Array(await response.arrayBuffer()) : await response.text();
    return { status: response.status, headers: response.headers, data, name: matched.fn.name };
  };
}
let functionsInProcess;

/** The scenarios a deploy must pass. Each resolves or throws with what went wrong. */
export const SCENARIOS = [
  {
    name: 'health',
    needs: ['health'],
    async run(call) {
      const answer = await call('/api/health');
      expect(answer.status === 200 && answer.data?.status === 'ok' && answer.data?.database === 'ok', 'GET /api/health', answer);
    },
  },
  {
    name: 'admin login',
    needs: ['admin-login', 'admin-session'],
    async run(call, state) {
      const wrong = await call('/api/admin/login', { method: 'POST', body: { username: process.env.ADMIN_USERNAME, password: 'not the password' } });
      expect(wrong.status === 401, 'a wrong password is refused', wrong);
      const login = await call('/api/admin/login', { method: 'POST', body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD } });
      expect(login.status === 200 && login.headers.get('set-cookie'), 'POST /api/admin/login', login);
      state.cookie = login.headers.get('set-cookie').split(';')[0];
      const session = await call('/api/admin/session', { cookie: state.cookie });
      expect(session.status === 200 && session.data?.username === process.env.ADMIN_USERNAME, 'GET /api/admin/session with the cookie', session);
    },
  },
  {
    name: 'contact lead stored and read back',
    needs: ['contact', 'admin-leads', 'admin-login'],
    async run(call, state, { settle }) {
      const word = `bundlecheck${Date.now().toString(36)}`;
      const email = `${word}@example.com`;
      const lead = {
        name: 'Bundle Check',
        phone: '(406) 555-0142',
        email,
        service: 'panel',
        message: `Checking that a deployed bundle stores a lead (${word}).`,
        website: '',
        fillTimeMs: 8000,
      };
      const stored = await call('/api/contact', { method: 'POST', body: lead });
      expect(stored.status >= 200 && stored.status < 300, 'POST /api/contact', stored);
      await settle();
      const inbox = await call(`/api/admin/leads?kind=contact&q=${word}`, { cookie: state.cookie });
      const rows = JSON.stringify(inbox.data ?? '');
      expect(inbox.status === 200 && rows.includes(email) && rows.includes(`stores a lead (${word})`), 'the lead in GET /api/admin/leads', inbox);
    },
  },
  {
    name: 'assistant answer',
    needs: ['ask'],
    async run(call, _state, { settle }) {
      const answer = await call('/api/ask', { method: 'POST', body: { question: 'Do you serve Missoula?' } });
      expect(answer.status === 200 && typeof answer.data?.answer === 'string' && /missoula/i.test(answer.data.answer), 'POST /api/ask', answer);
      await settle();
    },
  },
  {
    name: 'image optimized and served',
    needs: ['optimize-image', 'image', 'admin-login'],
    async run(call, state) {
      const { photoJpeg } = await import('./lib/synthetic-photo.mjs');
      const form = new FormData();
      form.set('image', new Blob([await photoJpeg(640, 480)], { type: 'image/jpeg' }), 'bundle-check.jpg');
      form.set('quality', '80');
      form.set('width', '320');
      const optimized = await call('/api/optimize-image', { method: 'POST', body: form, cookie: state.cookie });
      const url = optimized.data?.data?.optimized?.url;
      expect(optimized.status === 200 && typeof url === 'string', 'POST /api/optimize-image', optimized);
      const served = await call(new URL(url, ORIGIN).pathname);
      expect(served.status === 200 && /^image\/(webp|avif)/.test(served.headers.get('content-type') ?? '') && served.data.length > 100, `GET ${url}`, served);
    },
  },
];

function expect(condition, what, answer) {
  if (condition) return;
  const detail = answer ? ` answered ${answer.status}: ${String(typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data)).slice(0, 300)}` : '';
  throw new Error(`${what}${detail}`);
}

/**
 * The whole check. Resolves to { ok, failures: [{ name, problem }], bundles: [{ name, bytes,
 * zipBytes, cached, overBudget }], seconds: { bundling, calls, total } }; prints as it goes unless quiet.
 */
export async function bundleCheck({
  root = projectRoot,
  directory,
  outDir = join(root, '.netlify/bundle-check'),
  scenarios = SCENARIOS,
  useCache = !process.env.BUNDLE_CHECK_NO_CACHE,
  concurrency = Number(process.env.BUNDLE_CHECK_CONCURRENCY) || 2,
  budgetBytes = BUNDLE_BUDGET_BYTES,
  log = console.log,
} = {}) {
  const started = performance.now();
  functionsInProcess ??= await import('./lib/functions-in-process.mjs');
  const settings = await functionsSettings(root);
  const sourceDir = directory ?? settings.directory;
  const bundlerVersion = JSON.parse(await readFile(join(root, 'node_modules/@netlify/zip-it-and-ship-it/package.json'), 'utf8')).version;
  const files = functionFiles(sourceDir);
  log(`Bundling ${files.length} functions of ${relative(root, sourceDir) || '.'} with zip-it-and-ship-it ${bundlerVersion} (${JSON.stringify(settings.config)}).`);

  const failures = [];
  const fail = (name, problem) => {
    failures.push({ name, problem });
    log(`✗ ${name}: ${problem}`);
  };

  const built = await inParallel(files, concurrency, (file) => bundleFunction(file, { root, outDir, config: settings.config, bundlerVersion, useCache }));
  const bundling = (performance.now() - started) / 1000;
  const bundles = [];
  for (const result of built) {
    if (result.error) {
      fail(result.name, result.error);
      continue;
    }
    const { bytes, files: count } = await directorySize(result.dir);
    const overBudget = bytes > budgetBytes;
    bundles.push({ name: result.name, dir: result.dir, bytes, zipBytes: result.zipBytes, files: count, cached: result.cached, overBudget });
    if (overBudget) fail(result.name, `unzipped ${mb(bytes)}, over the budget of ${mb(budgetBytes)}`);
  }
  const cachedCount = bundles.filter((bundle) => bundle.cached).length;
  log(`Bundled in ${bundling.toFixed(1)} s (${cachedCount} of ${files.length} unchanged, reused).`);
  log('\nfunction                        unzipped   zipped   files  budget');
  for (const bundle of bundles) {
    log(
      `${bundle.name.padEnd(30)} ${mb(bundle.bytes).padStart(9)} ${mb(bundle.zipBytes).padStart(8)} ${String(bundle.files).padStart(7)}  ${bundle.overBudget ? 'OVER' : `${Math.round((bundle.bytes / budgetBytes) * 100)}%`}`,
    );
  }

  const callsStarted = performance.now();
  const services = await startServices(root);
  const background = new Set();
  const settle = async () => {
    while (background.size) await Promise.allSettled([...background]);
  };
  try {
    // Each bundle is its own module graph (its own node_modules): loading them is mostly waiting
    // on the disk, so a few at a time.
    const loadedOrFailed = await inParallel(bundles, 4, (bundle) => loadBundle(bundle).catch((error) => ({ error, name: bundle.name })));
    const loaded = [];
    for (const result of loadedOrFailed) {
      if (result.error) fail(result.name, `the bundle does not load: ${firstLines(result.error)}`);
      else loaded.push(result);
    }
    const call = caller(loaded, background);
    const names = new Set(loaded.map((fn) => fn.name));
    const state = {};
    const checked = [];
    for (const scenario of scenarios) {
      const missing = (scenario.needs ?? []).filter((name) => !names.has(name));
      if (missing.length) {
        if (missing.some((name) => files.some((file) => file.name === name))) fail(scenario.name, `not run: ${missing.join(', ')} did not load`);
        continue;
      }
      try {
        await scenario.run(call, state, { settle });
        checked.push(scenario.name);
        log(`✓ ${scenario.name}`);
      } catch (error) {
        fail(scenario.name, firstLines(error));
      }
    }
    // Every bundle answers a plain request to its first path without a server error (a module
    // that loads can still fail on its first call, when it reaches for a file the bundle lacks).
    for (const fn of loaded) {
      if (fn.schedule) continue; // scheduled: invoked by the platform with its own payload, not routed
      const path = fn.paths.find((candidate) => !candidate.includes(':')) ?? fn.paths[0]?.replace(/:(\w+)/g, 'bundle-check') ?? `/.netlify/functions/${fn.name}`;
      try {
        const answer = await call(path, { method: 'GET' });
        if (answer.status >= 500)
          fail(fn.name, `GET ${path} answered ${answer.status}: ${String(typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data)).slice(0, 300)}`);
      } catch (error) {
        fail(fn.name, `GET ${path} threw: ${firstLines(error)}`);
      }
    }
    await settle();
    log(
      `Every bundle that loaded answered a plain request${failures.length ? '' : ' without a server error'}; scenarios passed: ${checked.length} of ${scenarios.length}${checked.length < scenarios.length ? ' (a scenario whose functions are not in this directory is not run)' : ''}.`,
    );
  } finally {
    await services.stop();
  }
  const calls = (performance.now() - callsStarted) / 1000;
  const total = (performance.now() - started) / 1000;
  log(`bundle:check ${failures.length ? 'FAILED' : 'passed'} in ${total.toFixed(1)} s (bundling ${bundling.toFixed(1)} s, loading and calls ${calls.toFixed(1)} s).`);
  return {
    ok: failures.length === 0,
    failures,
    bundles: bundles.map(({ dir, ...rest }) => rest),
    seconds: { bundling, calls, total },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ensureSupportedNode } = await import('./lib/pinned-node.mjs');
  ensureSupportedNode(import.meta.url);
  // --functions <dir> and --out <dir>: another functions directory (the test's broken fixtures)
  // and where its bundles go; --no-cache: bundle everything again.
  const argument = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const directory = argument('--functions');
  const outDir = argument('--out');
  const result = await bundleCheck({
    directory: directory ? resolve(directory) : undefined,
    outDir: outDir ? resolve(outDir) : undefined,
    useCache: !process.argv.includes('--no-cache') && !process.env.BUNDLE_CHECK_NO_CACHE,
  });
  if (!result.ok) console.error(`\nbundle:check failed:\n${result.failures.map(({ name, problem }) => `- ${name}: ${problem}`).join('\n')}`);
  process.exit(result.ok ? 0 : 1);
}
