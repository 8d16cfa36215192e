import { getStore } from '@netlify/blobs';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { callFunction, closedPort, type Handler } from '../helpers/functions.ts';

/** The store of queued leads the database refused (src/server/leads/queue.ts), which health counts. */
const deadLetters = () => getStore({ name: 'lead-dead-letters', consistency: 'strong' });
const letter = (key: string) => ({ key, lead: { kind: 'contact' }, error: { message: 'refused', code: '23514' }, failedAt: new Date().toISOString(), alertedAt: null });

/** A fresh copy of the function (and of the database client it caches), reading the current env. */
async function loadHealth(): Promise<Handler> {
  vi.resetModules();
  return (await import('../../netlify/functions/health.mts')).default;
}

describe('GET /api/health', () => {
  afterEach(() => {
    process.env.NETLIFY_DB_URL = inject('NETLIFY_DB_URL');
    vi.restoreAllMocks();
  });

  it('answers 200 with the database reachable, lead e-mail going to the local outbox, and the dead letters counted', async () => {
    const smtp = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      const health = await loadHealth();
      const { status, body, headers } = await callFunction(health, { path: '/api/health' });
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'ok', database: 'ok', deadLetters: expect.any(Number), mail: 'outbox' });
      expect(Number.isInteger(body.deadLetters) && body.deadLetters >= 0).toBe(true);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
      expect(headers.get('cache-control')).toBe('no-store');
    } finally {
      if (smtp === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = smtp;
    }
  });

  it('reports SMTP as the way lead e-mail goes once SMTP_URL is set', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525');
    try {
      const health = await loadHealth();
      const { status, body } = await callFunction(health, { path: '/api/health' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'ok', database: 'ok', mail: 'smtp' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('counts the dead letters: two more after two leads are dead-lettered, as many as before once they are gone', async () => {
    // Other test files share the Blobs store: the count is read before and after.
    const health = await loadHealth();
    const count = async () => ((await callFunction(health, { path: '/api/health' })).body as { deadLetters: number }).deadLetters;
    const before = await count();
    const keys = [`contact/health-check-a-${Date.now()}`, `contact/health-check-b-${Date.now()}`];
    for (const key of keys) await deadLetters().setJSON(key, letter(key));
    try {
      expect(await count()).toBe(before + 2);
    } finally {
      for (const key of keys) await deadLetters().delete(key);
    }
    expect(await count()).toBe(before);
  });

  it('answers 405 with an Allow header for POST', async () => {
    const health = await loadHealth();
    const { status, body, headers } = await callFunction(health, { method: 'POST', path: '/api/health', body: {} });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    expect(body).toMatchObject({ message: expect.stringContaining('GET') });
  });

  it('answers 503 with a message when the database cannot be reached', async () => {
    process.env.NETLIFY_DB_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const health = await loadHealth();
    const started = Date.now();
    const { status, body, headers } = await callFunction(health, { path: '/api/health' });
    expect(status).toBe(503);
    // The dead letters live in Blobs, not in the database: they are still counted.
    expect(body).toEqual({
      status: 'degraded',
      database: 'unreachable',
      deadLetters: expect.any(Number),
      message: 'The database cannot be reached right now. Please try again shortly.',
    });
    expect(Number.isInteger(body.deadLetters)).toBe(true);
    expect(headers.get('retry-after')).toBe('30');
    expect(Date.now() - started).toBeLessThan(3_500);
  });
});
