/**
 * Shared set-up of the lead tests: which databases to run against, a fresh copy of the functions
 * bound to one of them, a direct SQL client to check what was stored, and a Netlify-like context
 * whose waitUntil lets a test wait for the background work (e-mail, queue replay) to finish.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, inject, vi } from 'vitest';
import { buildRequest, type CallOptions } from '../../helpers/functions.ts';

export interface DatabaseTarget {
  name: string;
  url: string;
}

/** The embedded database always; a real PostgreSQL server too when LEADS_TEST_POSTGRES_URL is set. */
export function databaseTargets(): DatabaseTarget[] {
  const targets = [{ name: 'embedded database', url: inject('NETLIFY_DB_URL') }];
  const postgres = inject('LEADS_TEST_POSTGRES_URL');
  if (postgres) targets.push({ name: 'PostgreSQL server', url: postgres });
  return targets;
}

export type Handler = (request: Request, context?: any) => Promise<Response>;

export interface Functions {
  contact: Handler;
  smsConsent: Handler;
  housekeeping: () => Promise<Response>;
}

/** A fresh copy of the functions (and of the database client they cache) reading the current env. */
export async function loadFunctions(databaseUrl: string): Promise<Functions> {
  process.env.NETLIFY_DB_URL = databaseUrl;
  vi.resetModules();
  return {
    contact: (await import('../../../netlify/functions/contact.mts')).default as Handler,
    smsConsent: (await import('../../../netlify/functions/sms-consent.mts')).default as Handler,
    housekeeping: (await import('../../../netlify/functions/leads-housekeeping.mts')).default,
  };
}

export class TestContext {
  readonly background: Promise<unknown>[] = [];
  constructor(readonly ip?: string) {}
  waitUntil = (promise: Promise<unknown>) => {
    this.background.push(promise);
  };
  /** Waits for everything handed to waitUntil, including work started while waiting. */
  async settle(): Promise<void> {
    let count = -1;
    while (count !== this.background.length) {
      count = this.background.length;
      await Promise.all(this.background);
    }
  }
}

export interface PostResult {
  status: number;
  headers: Headers;
  body: any;
}

const run = randomUUID().slice(0, 8);
/**
 * The client address of a call that names none: one per test (the same client all through a test,
 * as a visitor retrying), so that the per-client limits of one test do not touch another.
 */
export const testClientIp = () =>
  `192.0.2.1-${run}-${createHash('sha256')
    .update(expect.getState().currentTestName ?? '')
    .digest('hex')
    .slice(0, 16)}`;

export async function post(handler: Handler, path: string, options: Omit<CallOptions, 'path'> & { context?: TestContext } = {}): Promise<PostResult> {
  const { context = new TestContext(), ...rest } = options;
  const headers = { ...(rest.headers ?? {}) };
  if (!context.ip && !Object.keys(headers).some((name) => name.toLowerCase() === 'x-nf-client-connection-ip')) headers['x-nf-client-connection-ip'] = testClientIp();
  const response = await handler(buildRequest({ method: 'POST', path, ...rest, headers }), context);
  const text = await response.text();
  const body = text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body };
}

export async function sqlClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export const uniqueEmail = (label = 'visitor') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A contact request a person could have sent: every field valid, the form open for 8 s. */
export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dana Whitfield',
    phone: '(406) 555-0199',
    email: uniqueEmail(),
    service: 'panel',
    message: 'Our 1970s fuse box needs replacing before we add a heat pump.',
    requestCallback: true,
    preferredTime: 'morning',
    website: '',
    fillTimeMs: 8000,
    ...overrides,
  };
}

export function validConsent(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jordan',
    lastName: 'Reyes',
    phone: '+1 (406) 555-0177',
    email: uniqueEmail('consent'),
    serviceType: 'generator',
    primarySmsConsent: true,
    emergencySmsConsent: true,
    website: '',
    fillTimeMs: 6000,
    ...overrides,
  };
}

export async function tempOutbox(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'bre-outbox-'));
}

export async function outboxMessages(dir: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
}

/** The headers (unfolded, lower-case names) and decoded text of a single-part message. */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = normalized.slice(split + 2);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
    body = bytes.toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: body };
}

export interface LeadTarget {
  /** The lead functions, loaded afresh before each test against this target's database. */
  fns: Functions;
  /** A client of the target's database, for checking what was stored. */
  db: pg.Client;
  /** A fresh e-mail outbox folder for each test. */
  outbox: string;
}

/** Registers the hooks of a lead function suite against one database; the fields are set once the hooks have run. */
export function useLeadTarget(url: string): LeadTarget {
  const target = {} as LeadTarget;
  beforeAll(async () => {
    target.db = await sqlClient(url);
  });
  afterAll(async () => {
    await target.db.end();
  });
  beforeEach(async () => {
    target.outbox = await tempOutbox();
    process.env.MAIL_OUTBOX_DIR = target.outbox;
    delete process.env.SMTP_URL;
    process.env.LEADS_NOTIFY_TO = 'owner@blackfoot.test';
    target.fns = await loadFunctions(url);
  });
  return target;
}
