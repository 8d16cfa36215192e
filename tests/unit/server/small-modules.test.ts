/** The small pure server modules: deploy context, mail readiness and its banner, credentials, JSON answers, background work, decode slots. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deployAlerts } from '../../../src/server/admin/alerts.ts';
import { adminConfig, sessionSecret } from '../../../src/server/admin/credentials.ts';
import { hashPassword } from '../../../src/server/admin/password.ts';
import { isSmokeCheck } from '../../../src/server/assistant/smoke-check.ts';
import { deployContextOf, isProduction } from '../../../src/server/deploy-context.ts';
import { afterResponse } from '../../../src/server/http/background.ts';
import { json } from '../../../src/server/http/json.ts';
import { activeDecodes, withDecodeSlot } from '../../../src/server/images/decode-slots.ts';
import { businessHours, responseTargetMinutes } from '../../../src/server/leads/response-target.ts';
import { mailHealth } from '../../../src/server/mail/health-check.ts';
import { mailReadiness } from '../../../src/server/mail/readiness.ts';

const NOT_CONFIGURED = 'Leads are not being e-mailed: SMTP_URL is not set on this deploy. Every lead is kept in the inbox; check it until e-mail is set up.';
const production = { deploy: { context: 'production' } };
const SECRET = 'a'.repeat(32);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the deploy context', () => {
  it('is read from context.deploy.context, and only a text counts', () => {
    expect(deployContextOf(production)).toBe('production');
    expect(deployContextOf({ deploy: { context: 5 } })).toBeUndefined();
    expect(deployContextOf(undefined)).toBeUndefined();
    expect(isProduction(production)).toBe(true);
    expect(isProduction({ deploy: { context: 'deploy-preview' } })).toBe(false);
    expect(isProduction({})).toBe(false);
  });
});

describe('mail readiness, health and the back-office banner', () => {
  it('is SMTP once SMTP_URL is set, in production or not', () => {
    expect(mailReadiness(production, { SMTP_URL: 'smtp://mail.example:587' })).toEqual({ ok: true, mail: 'smtp' });
    expect(mailReadiness({}, { SMTP_URL: ' smtp://x ' })).toEqual({ ok: true, mail: 'smtp' });
  });

  it('is the outbox outside production, and a problem in production', () => {
    expect(mailReadiness({}, {})).toEqual({ ok: true, mail: 'outbox' });
    expect(mailReadiness({}, { SMTP_URL: '   ' })).toEqual({ ok: true, mail: 'outbox' });
    expect(mailReadiness(production, {})).toEqual({ ok: false, mail: 'not configured', message: NOT_CONFIGURED });
  });

  it('turns health degraded (still answering) and raises the banner only for the problem', () => {
    vi.stubEnv('SMTP_URL', '');
    expect(mailHealth({ status: 'ok', database: 'ok' }, {})).toEqual({ status: 'ok', database: 'ok', mail: 'outbox' });
    expect(mailHealth({ status: 'ok', database: 'ok' }, production)).toEqual({ status: 'degraded', database: 'ok', mail: 'not configured', message: NOT_CONFIGURED });
    expect(deployAlerts({})).toEqual([]);
    expect(deployAlerts(production)).toEqual([{ id: 'mail-not-configured', message: NOT_CONFIGURED }]);
  });
});

describe('admin credentials', () => {
  it('needs a session secret of at least 32 characters', () => {
    expect(adminConfig({ ADMIN_PASSWORD: 'pw' })).toEqual({ ok: false, problem: 'SESSION_SECRET is not set' });
    expect(adminConfig({ ADMIN_PASSWORD: 'pw', SESSION_SECRET: 'a'.repeat(31) })).toEqual({ ok: false, problem: 'SESSION_SECRET is shorter than 32 characters' });
    expect(sessionSecret({ SESSION_SECRET: 'a'.repeat(31) })).toBeNull();
    expect(sessionSecret({ SESSION_SECRET: SECRET })).toBe(SECRET);
    expect(sessionSecret({})).toBeNull();
  });

  it('takes a hash before a plain password, and the default user name', async () => {
    const hash = await hashPassword('long enough password');
    const config = adminConfig({ ADMIN_PASSWORD_HASH: hash, ADMIN_PASSWORD: 'plain', SESSION_SECRET: SECRET });
    expect(config).toMatchObject({ ok: true, username: 'admin', password: { kind: 'hash' }, secret: SECRET });
    expect(adminConfig({ ADMIN_USERNAME: '  owner ', ADMIN_PASSWORD: 'plain', SESSION_SECRET: SECRET })).toEqual({
      ok: true,
      username: 'owner',
      password: { kind: 'plain', value: 'plain' },
      secret: SECRET,
    });
    expect(adminConfig({ ADMIN_USERNAME: '   ', ADMIN_PASSWORD: 'plain', SESSION_SECRET: SECRET })).toMatchObject({ username: 'admin' });
  });

  it('names what is wrong', () => {
    expect(adminConfig({ ADMIN_PASSWORD_HASH: 'not-a-hash', SESSION_SECRET: SECRET })).toEqual({
      ok: false,
      problem: 'ADMIN_PASSWORD_HASH is not a scrypt hash made by `npm run admin:hash`',
    });
    expect(adminConfig({ ADMIN_PASSWORD_HASH: '  ', SESSION_SECRET: SECRET })).toEqual({ ok: false, problem: 'neither ADMIN_PASSWORD_HASH nor ADMIN_PASSWORD is set' });
  });
});

describe('JSON answers', () => {
  it('are JSON, never cached, not sniffed, with extra headers kept', async () => {
    const response = json({ ok: true }, 201, { 'retry-after': '5' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'retry-after': '5',
    });
    expect(json(null).status).toBe(200);
  });
});

describe('work after the response', () => {
  it('is handed to waitUntil, with the context as this', async () => {
    const handed: Promise<unknown>[] = [];
    const context = {
      waitUntil(this: unknown, promise: Promise<unknown>) {
        expect(this).toBe(context);
        handed.push(promise);
      },
    };
    let done = false;
    await afterResponse(
      context,
      'log',
      async () => {
        done = true;
      },
      { awaitWithout: false },
    );
    expect(handed).toHaveLength(1);
    await handed[0];
    expect(done).toBe(true);
  });

  it('is awaited without waitUntil when asked, and a failure is logged, not thrown', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let done = false;
    await afterResponse(
      {},
      'mail',
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done = true;
      },
      { awaitWithout: true },
    );
    expect(done).toBe(true);
    await afterResponse(
      undefined,
      'mail',
      async () => {
        throw new Error('SMTP down');
      },
      { awaitWithout: true },
    );
    expect(errors).toHaveBeenCalledWith('mail failed:', 'SMTP down');
    await afterResponse(
      undefined,
      'odd',
      async () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown non-Error is what this test is about
        throw 'plain';
      },
      { awaitWithout: true },
    );
    expect(errors).toHaveBeenCalledWith('odd failed:', 'plain');
  });

  it('runs on without waiting when not asked to wait', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let done = false;
    await afterResponse(
      {},
      'later',
      async () => {
        await gate;
        done = true;
      },
      { awaitWithout: false },
    );
    expect(done).toBe(false);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
  });
});

describe('decode slots', () => {
  it('run two decodes at once, refuse a third at once, and free the slot after a failure', async () => {
    const gates: (() => void)[] = [];
    const slow = () => withDecodeSlot(() => new Promise<string>((resolve) => gates.push(() => resolve('done'))));
    const first = slow();
    const second = slow();
    expect(activeDecodes()).toBe(2);
    expect(await withDecodeSlot(async () => 'third')).toEqual({ busy: true });
    gates.forEach((open) => open());
    expect(await first).toEqual({ busy: false, value: 'done' });
    await second;
    expect(activeDecodes()).toBe(0);
    await expect(withDecodeSlot(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(activeDecodes()).toBe(0);
  });
});

describe('the response target and the smoke-check header', () => {
  it('reads LEADS_RESPONSE_TARGET_MINUTES, 60 by default or when invalid (warned once)', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(responseTargetMinutes({})).toBe(60);
    expect(responseTargetMinutes({ LEADS_RESPONSE_TARGET_MINUTES: '30' })).toBe(30);
    expect(responseTargetMinutes({ LEADS_RESPONSE_TARGET_MINUTES: 'soon' })).toBe(60);
    expect(responseTargetMinutes({ LEADS_RESPONSE_TARGET_MINUTES: 'later' })).toBe(60);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0][0]).toMatch(/^leads: /);
    expect(businessHours).toEqual({ timeZone: 'America/Denver', days: [1, 2, 3, 4, 5], opens: 420, closes: 1020 });
  });

  it('keeps only the smoke check question out of the log, and only with x-smoke-check: 1', () => {
    const withHeader = (value: string) => new Request('http://x/', { headers: { 'x-smoke-check': value } });
    expect(isSmokeCheck(withHeader('1'), 'Do you serve Missoula?')).toBe(true);
    expect(isSmokeCheck(withHeader('1'), 'Do you serve Missoula? ')).toBe(false);
    expect(isSmokeCheck(withHeader('1'), 'How much is a panel upgrade?')).toBe(false);
    expect(isSmokeCheck(withHeader('true'), 'Do you serve Missoula?')).toBe(false);
    expect(isSmokeCheck(new Request('http://x/'), 'Do you serve Missoula?')).toBe(false);
  });
});
