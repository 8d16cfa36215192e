import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { callFunction, closedPort, type Handler } from '../helpers/functions.ts';

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

  it('answers 200 with the database reachable', async () => {
    const health = await loadHealth();
    const { status, body, headers } = await callFunction(health, { path: '/api/health' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: 'ok', deadLetters: expect.any(Number), mail: 'outbox' });
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('runs against a migrated database', async () => {
    // The embedded database the function talks to has the project's tables.
    expect(inject('MIGRATIONS_APPLIED')).toContain('0001_leads');
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
    expect(body).toMatchObject({ status: 'degraded', database: 'unreachable', message: expect.stringMatching(/\w+/) });
    expect(headers.get('retry-after')).toBe('30');
    expect(Date.now() - started).toBeLessThan(3_500);
  });
});
