/** Without its database the assistant still answers visitors: no rate limit count, no log, no 500. */
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { closedPort, type Handler } from '../helpers/functions.ts';
import { callAs, freshIp } from '../helpers/assistant.ts';

async function load(name: string): Promise<Handler> {
  vi.resetModules();
  return (await import(`../../netlify/functions/${name}.mts`)).default;
}

describe('the assistant with its database unreachable', () => {
  afterEach(() => {
    process.env.NETLIFY_DB_URL = inject('NETLIFY_DB_URL');
    vi.restoreAllMocks();
  });

  it('still answers /api/ask and /api/estimate', async () => {
    process.env.NETLIFY_DB_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ask = await load('ask');
    const { status, body } = await callAs(ask, freshIp(), { path: '/api/ask', body: { question: 'Do you serve Polson?' } });
    expect(status).toBe(200);
    expect(body.answer).toMatch(/^Yes! Polson/);
    const estimate = await load('estimate');
    const result = await callAs(estimate, freshIp(), { path: '/api/estimate', body: { request: { serviceType: 'fan' } } });
    expect(result.status).toBe(200);
    expect(result.body.estimate).toMatchObject({ min: 200, max: 500 });
    expect(errors).toHaveBeenCalled(); // the failures are logged for the owner
  });

  it('answers 503 with the spec text when a troubleshooter walk cannot be stored', async () => {
    process.env.NETLIFY_DB_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = await load('log-troubleshooter');
    const { status, body } = await callAs(log, freshIp(), {
      path: '/api/log-troubleshooter',
      body: { startNodeId: 'start', endNodeId: 'x', pathTaken: ['start', 'x'], issueType: 'Power loss' },
    });
    expect(status).toBe(503);
    expect(body.message).toBe("I'm sorry, I experienced an issue processing your request. Could you please try again or rephrase your question?");
  });
});
