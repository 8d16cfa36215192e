/**
 * Property-based fuzzing of every public and admin function (real functions, real embedded
 * database): random JSON shapes, near-valid payloads with wrong types, strings with control
 * characters, very long strings, bytes that are not UTF-8, wrong content types and wrong methods;
 * the admin routes both without and with a valid session. For every request:
 *
 * - never a 5xx, except the documented busy answer of the image optimizer (503 with Retry-After),
 * - never a crash (no uncaught exception or unhandled rejection, and the site still answers),
 * - the lead tables grow by exactly the number of leads answered 201.
 *
 * Set FUZZ_SEED to replay a run; fast-check prints the seed and the failing case on failure.
 * FUZZ_RUNS sets the number of cases per endpoint (default 20; half of it for each admin variant).
 *
 * NUL and the other control characters reach every text field, stored ones included: the shared
 * text rule (src/domain/text.ts) refuses them with a field error.
 */
import fc from 'fast-check';
import { getStore } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import aiChat from '../../netlify/functions/ai-chat.mts';
import ask from '../../netlify/functions/ask.mts';
import contact from '../../netlify/functions/contact.mts';
import estimate from '../../netlify/functions/estimate.mts';
import health from '../../netlify/functions/health.mts';
import image from '../../netlify/functions/image.mts';
import housekeeping from '../../netlify/functions/leads-housekeeping.mts';
import logTroubleshooter from '../../netlify/functions/log-troubleshooter.mts';
import smsConsent from '../../netlify/functions/sms-consent.mts';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminLogout from '../../netlify/functions/admin-logout.mts';
import adminSession from '../../netlify/functions/admin-session.mts';
import conversationLogs from '../../netlify/functions/admin-conversation-logs.mts';
import calculatorLogs from '../../netlify/functions/admin-calculator-logs.mts';
import troubleshooterLogs from '../../netlify/functions/admin-troubleshooter-logs.mts';
import fallbackConversations from '../../netlify/functions/admin-fallback-conversations.mts';
import updateConversation from '../../netlify/functions/admin-update-conversation.mts';
import adminLeads from '../../netlify/functions/admin-leads.mts';
import updateLead from '../../netlify/functions/admin-update-lead.mts';
import overview from '../../netlify/functions/admin-overview.mts';
import adminExport from '../../netlify/functions/admin-export.mts';
import optimizeImage from '../../netlify/functions/optimize-image.mts';
import optimizedImages from '../../netlify/functions/optimized-images.mts';
import optimizedImageDelete from '../../netlify/functions/optimized-image-delete.mts';
import { BUSY_MESSAGE } from '../../src/server/images/decode-slots.ts';
import { closeDatabase, rows } from '../helpers/assistant.ts';
import { TEST_ORIGIN } from '../helpers/functions.ts';
import { loginCookie, useTestCredentials } from './admin/harness.ts';
import { tempOutbox, validConsent, validContact } from './leads/harness.ts';

type Handler = (request: Request, context?: unknown) => Promise<Response> | Response;

interface Target {
  name: string;
  handler: Handler;
  path: string;
  /** The method the endpoint serves (drawn most often). */
  method: string;
  /** The fields of its payload (random values are drawn for them). */
  fields: string[];
  /** A valid payload to mutate, for the endpoints where acceptance matters. */
  valid?: () => Record<string, unknown>;
  admin?: boolean;
  lead?: boolean;
}

const RUNS = Number(process.env.FUZZ_RUNS) || 20;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const PUBLIC: Target[] = [
  {
    name: 'contact',
    handler: contact,
    path: '/api/contact',
    method: 'POST',
    lead: true,
    valid: () => validContact(),
    fields: ['name', 'phone', 'email', 'service', 'message', 'requestCallback', 'preferredTime', 'website', 'fillTimeMs'],
  },
  {
    name: 'sms-consent',
    handler: smsConsent,
    path: '/api/sms-consent',
    method: 'POST',
    lead: true,
    valid: () => validConsent(),
    fields: ['firstName', 'lastName', 'phone', 'email', 'serviceType', 'primarySmsConsent', 'emergencySmsConsent', 'website', 'fillTimeMs'],
  },
  { name: 'ask', handler: ask, path: '/api/ask', method: 'POST', valid: () => ({ question: 'Do you serve Polson?' }), fields: ['question'] },
  {
    name: 'ai-chat',
    handler: aiChat,
    path: '/api/ai-chat',
    method: 'POST',
    valid: () => ({ query: 'How much is a panel upgrade?', conversationHistory: [], contextSource: 'chat' }),
    fields: ['query', 'conversationHistory', 'serviceCalculator', 'contextSource', 'contextSummary', 'request'],
  },
  {
    name: 'estimate',
    handler: estimate,
    path: '/api/estimate',
    method: 'POST',
    valid: () => ({ message: 'Replace 3 outlets', serviceType: 'outlet', conversationHistory: [] }),
    fields: ['message', 'serviceType', 'conversationHistory', 'request'],
  },
  {
    name: 'log-troubleshooter',
    handler: logTroubleshooter,
    path: '/api/log-troubleshooter',
    method: 'POST',
    valid: () => ({ startNodeId: 'start', endNodeId: 'end', pathTaken: ['start', 'end'], issueType: 'Outlet', recommendation: 'Call us', severity: 'low', completedPath: true }),
    fields: ['startNodeId', 'endNodeId', 'pathTaken', 'issueType', 'recommendation', 'severity', 'completedPath'],
  },
  { name: 'health', handler: health, path: '/api/health', method: 'GET', fields: [] },
  { name: 'image', handler: image, path: '/images/kitchen-abcdefghij.webp', method: 'GET', fields: [] },
  { name: 'leads-housekeeping', handler: housekeeping, path: '/.netlify/functions/leads-housekeeping', method: 'POST', fields: ['next_run'] },
];

const ADMIN: Target[] = [
  { name: 'admin-login', handler: adminLogin, path: '/api/admin/login', method: 'POST', fields: ['username', 'password'] },
  { name: 'admin-session', handler: adminSession, path: '/api/admin/session', method: 'GET', fields: [] },
  { name: 'admin-conversation-logs', handler: conversationLogs, path: '/api/admin/conversation-logs', method: 'GET', fields: ['page', 'pageSize', 'q'] },
  { name: 'admin-calculator-logs', handler: calculatorLogs, path: '/api/admin/calculator-logs', method: 'GET', fields: ['page', 'pageSize', 'q'] },
  { name: 'admin-troubleshooter-logs', handler: troubleshooterLogs, path: '/api/admin/troubleshooter-logs', method: 'GET', fields: ['page', 'pageSize', 'q'] },
  { name: 'admin-fallback-conversations', handler: fallbackConversations, path: '/api/admin/fallback-conversations', method: 'POST', fields: ['page', 'pageSize', 'q'] },
  {
    name: 'admin-update-conversation',
    handler: updateConversation,
    path: '/api/admin/update-conversation',
    method: 'POST',
    valid: () => ({ id: 1, answer: 'An updated answer.', includedInFallback: false, category: 'general' }),
    fields: ['id', 'answer', 'includedInFallback', 'category'],
  },
  { name: 'admin-leads', handler: adminLeads, path: '/api/admin/leads', method: 'GET', fields: ['kind', 'status', 'spam', 'page', 'pageSize', 'q'] },
  {
    name: 'admin-update-lead',
    handler: updateLead,
    path: '/api/admin/update-lead',
    method: 'POST',
    valid: () => ({ kind: 'contact', id: 1, status: 'contacted' }),
    fields: ['kind', 'id', 'status'],
  },
  { name: 'admin-overview', handler: overview, path: '/api/admin/overview', method: 'GET', fields: [] },
  { name: 'admin-export', handler: adminExport, path: '/api/admin/export', method: 'GET', fields: ['kind', 'q'] },
  { name: 'optimize-image', handler: optimizeImage, path: '/api/optimize-image', method: 'POST', fields: ['image', 'quality', 'width'] },
  { name: 'optimized-images', handler: optimizedImages, path: '/api/optimized-images', method: 'GET', fields: [] },
  { name: 'optimized-image-delete', handler: optimizedImageDelete, path: '/api/optimized-images/unknown-0000000000.webp', method: 'DELETE', fields: [] },
  // Last: with a session, it ends that session.
  { name: 'admin-logout', handler: adminLogout, path: '/api/admin/logout', method: 'POST', fields: [] },
];

// --- arbitraries ----------------------------------------------------------------------------------

const controlChar = fc.oneof({ weight: 1, arbitrary: fc.constant('\u0000') }, { weight: 4, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) });
const oddChar = fc.constantFrom(
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  'é',
  'e\u0301',
  '"',
  "'",
  '<',
  '>',
  '&',
  '\\',
  '%00',
  '=cmd|',
  '${x}',
  '{{x}}',
);
const anyChar = fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), controlChar, oddChar);

/** Text of every kind: ordinary, with control characters and odd code points, or very long. */
function text(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 3, arbitrary: fc.string({ unit: anyChar, maxLength: 60 }) },
    { weight: 1, arbitrary: fc.tuple(anyChar, fc.integer({ min: 1_000, max: 80_000 })).map(([char, count]) => char.repeat(count)) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\n', 'null', 'true', '0', '-1', '1e309', 'NaN', '__proto__', 'a@b.c', '(406) 555-0199') },
  );
}

/** A value of any JSON type, texts included. */
const value = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: text() },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-0), fc.constant(Number.MAX_SAFE_INTEGER + 2)) },
    { weight: 1, arbitrary: fc.array(text(), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

/** A payload: random JSON, the endpoint's fields with random values, or a valid payload with a few fields changed. */
function payload(target: Target): fc.Arbitrary<unknown> {
  const options: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [{ weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) }];
  if (target.fields.length) {
    options.push({ weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...target.fields, '__proto__', 'constructor', 'extra'), value(), { maxKeys: target.fields.length + 2 }) });
  }
  if (target.valid) {
    const valid = target.valid;
    options.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.subarray(target.fields, { maxLength: Math.min(2, target.fields.length) }), fc.array(value(), { minLength: 2, maxLength: 2 }), fc.boolean())
        .map(([fields, values, drop]) => {
          const base = valid();
          fields.forEach((field, i) => {
            if (drop && i === 0) delete base[field];
            else base[field] = values[i];
          });
          return base;
        }),
    });
  }
  if (target.valid) {
    // A valid payload with control characters slipped into one of its texts.
    const valid = target.valid;
    const texts = Object.entries(valid())
      .filter(([, item]) => typeof item === 'string' && item !== '')
      .map(([field]) => field);
    options.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...texts), fc.array(controlChar, { minLength: 1, maxLength: 3 }), fc.nat()).map(([field, chars, at]) => {
        const base = valid();
        const original = String(base[field]);
        const position = at % (original.length + 1);
        base[field] = original.slice(0, position) + chars.join('') + original.slice(position);
        return base;
      }),
    });
  }
  return fc.oneof(...options);
}

interface Sent {
  method: string;
  contentType: string | null;
  body: string | Uint8Array | null;
  query: string;
  idempotencyKey: string | null;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/vnd.api+json',
  '',
];

function request(target: Target): fc.Arbitrary<Sent> {
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constant(target.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
  );
  const contentType = fc.oneof(
    { weight: 4, arbitrary: fc.constant('application/json') },
    { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const encoded = fc.tuple(payload(target), fc.constantFrom('json', 'form', 'raw-text', 'bytes', 'truncated')).chain(([data, as]): fc.Arbitrary<string | Uint8Array> => {
    if (as === 'json') return fc.constant(JSON.stringify(data) ?? 'null');
    if (as === 'truncated') return fc.constant((JSON.stringify(data) ?? '').slice(0, -1));
    if (as === 'form') {
      const entries: [string, unknown][] = data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data as Record<string, unknown>) : [['value', data]];
      return fc.constant(new URLSearchParams(entries.map(([key, item]) => [key, typeof item === 'string' ? item : (JSON.stringify(item) ?? '')])).toString());
    }
    if (as === 'bytes') return fc.uint8Array({ maxLength: 200 });
    return text();
  });
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    {
      weight: 2,
      arbitrary: fc.dictionary(fc.constantFrom('page', 'pageSize', 'q', 'kind', 'status', 'spam'), text(), { maxKeys: 4 }).map((params) => `?${new URLSearchParams(params)}`),
    },
  );
  const key = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.string({ maxLength: 200 }) });
  const anything = fc.record({ method, contentType, body: fc.option(encoded, { freq: 8 }), query, idempotencyKey: key });
  // Half the cases well-formed (the endpoint's method, a JSON body), so the payloads reach the schema and beyond.
  const wellFormed = fc.record({
    method: fc.constant(target.method),
    contentType: fc.constant('application/json'),
    body: payload(target).map((data) => JSON.stringify(data) ?? 'null'),
    query: fc.constant(''),
    idempotencyKey: key,
  });
  return target.method === 'POST' ? fc.oneof(anything, wellFormed) : anything;
}

// --- running ----------------------------------------------------------------------------------------

const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);
let counter = 0;
const clientIp = () => `203.0.113.${(counter += 1) % 250}-${counter}`;

async function send(target: Target, sent: Sent, cookie?: string): Promise<{ status: number; headers: Headers; text: string }> {
  const headers = new Headers();
  if (sent.contentType !== null && sent.contentType !== '') headers.set('content-type', sent.contentType);
  if (cookie) headers.set('cookie', cookie);
  if (sent.idempotencyKey !== null) {
    try {
      headers.set('idempotency-key', sent.idempotencyKey);
    } catch {
      // Not a valid header value: send none.
    }
  }
  const hasBody = sent.body !== null && sent.method !== 'GET' && sent.method !== 'HEAD';
  const request = new Request(new URL(`${target.path}${sent.query}`, TEST_ORIGIN), {
    method: sent.method,
    headers,
    body: hasBody ? (sent.body as BodyInit) : undefined,
  });
  const response = await target.handler(request, { ip: clientIp() });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The one 5xx a client may see while the database is up: the optimizer's busy answer. */
function documented5xx(result: { status: number; headers: Headers; text: string }): boolean {
  if (result.status !== 503 || !result.headers.get('retry-after')) return false;
  try {
    return JSON.parse(result.text).message === BUSY_MESSAGE;
  } catch {
    return false;
  }
}

const leadCount = async () => Number((await rows<{ n: string }>('SELECT (SELECT count(*) FROM contact_requests) + (SELECT count(*) FROM sms_consents) AS n'))[0].n);

let cookie: string;

beforeAll(async () => {
  useTestCredentials();
  cookie = await loginCookie();
  // No assistant limit in the way: the fuzz checks answers, not the limit.
  process.env.ASSISTANT_RATE_LIMIT = '100000/600';
  const queue = getStore({ name: 'lead-queue', consistency: 'strong' });
  for (const { key } of (await queue.list()).blobs) await queue.delete(key);
});
afterAll(async () => {
  delete process.env.ASSISTANT_RATE_LIMIT;
  await closeDatabase();
});
beforeEach(async () => {
  useTestCredentials();
  process.env.MAIL_OUTBOX_DIR = await tempOutbox();
  delete process.env.SMTP_URL;
  process.env.LEADS_NOTIFY_TO = 'owner@blackfoot.test';
  crashes.length = 0;
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  // The functions log what they refuse and every handled 5xx; the assertions look at the answers.
  for (const level of ['error', 'warn', 'info'] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

async function fuzz(target: Target, withCookie?: () => string, numRuns = RUNS): Promise<{ created: number }> {
  let created = 0;
  await fc.assert(
    fc.asyncProperty(request(target), async (sent) => {
      const result = await send(target, sent, withCookie?.());
      if (result.status >= 500 && !documented5xx(result)) {
        throw new Error(`${target.name}: ${result.status} for ${sent.method} ${sent.contentType}: ${result.text.slice(0, 300)}`);
      }
      // A lead form posted form-encoded is the plain HTML form's post: a page answers it (303 to the
      // thank-you page, or the refusal page with the reason).
      const formPost = target.lead && sent.method === 'POST' && /^application\/x-www-form-urlencoded/i.test(sent.contentType ?? '');
      if (formPost) {
        expect([303, 400, 403, 409, 413, 422, 429], result.text).toContain(result.status);
        if (result.status >= 400) expect(result.headers.get('content-type'), result.text).toMatch(/^text\/html/);
      } else if (result.status >= 400 && sent.method !== 'HEAD') {
        // Every other answer but a served image or a scheduled run is the documented JSON shape.
        const body = JSON.parse(result.text);
        expect(typeof body.message, result.text).toBe('string');
        if (target.admin) expect(body.success, result.text).toBe(false);
      }
      expect(result.headers.get('x-request-id')).toBeTruthy();
      if (target.lead && (result.status === 201 || (formPost && result.status === 303))) created += 1;
    }),
    { numRuns, seed: SEED, endOnFailure: true },
  );
  return { created };
}

describe('fuzzing every endpoint', () => {
  it.each(PUBLIC.filter((target) => target.name !== 'leads-housekeeping' && target.name !== 'image').map((target) => [target.name, target] as const))(
    'public %s: no 5xx, no crash, and the lead tables grow by the leads answered 201',
    async (_name, target) => {
      const before = await leadCount();
      const { created } = await fuzz(target);
      // Lets the background work (e-mail, queue replay) of the last requests finish.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await leadCount()).toBe(before + created);
      expect(crashes).toEqual([]);
    },
    60_000,
  );

  it('the served images and the scheduled housekeeping: never a 5xx', async () => {
    for (const target of PUBLIC.filter((candidate) => candidate.name === 'image' || candidate.name === 'leads-housekeeping')) {
      await fc.assert(
        fc.asyncProperty(request(target), fc.string({ unit: anyChar, maxLength: 80 }), fc.constantFrom('', '%', '%E0%A4%A', '%00', '/..'), async (sent, name, raw) => {
          const path = target.name === 'image' ? `/images/${encodeURIComponent(name.toWellFormed())}${raw}` : target.path;
          const result = await send({ ...target, path }, sent);
          expect(result.status, `${target.name} ${sent.method} ${path}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(crashes).toEqual([]);
  }, 60_000);

  it.each(ADMIN.map((target) => [target.name, { ...target, admin: true }] as const))(
    'admin %s, without and with a session: no 5xx, the documented error shape, no crash',
    async (_name, target) => {
      const half = Math.ceil(RUNS / 2);
      await fuzz(target, undefined, half);
      // With a session (logout gets a session of its own, which its first success ends).
      const session = target.name === 'admin-logout' ? await loginCookie() : cookie;
      await fuzz(target, () => session, half);
      expect(crashes).toEqual([]);
    },
    60_000,
  );

  it('the site still answers after all of it', async () => {
    const response = await health(new Request(new URL('/api/health', TEST_ORIGIN)));
    expect(response.status).toBe(200);
    expect(crashes).toEqual([]);
  });
});
