/**
 * A database connection that drops while a request holds it (inside a transaction) fails that
 * request, not the process: the next request opens a new connection and works, and a lead whose
 * insert was cut off is queued like in any outage, then stored by the replay.
 */
import { getStore } from '@netlify/blobs';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy.ts';
import { buildRequest } from '../../helpers/functions.ts';
import { databaseTargets, post, sqlClient, TestContext, tempOutbox, validContact } from '../leads/harness.ts';

type Handler = (request: Request, context?: unknown) => Promise<Response>;

const queue = () => getStore({ name: 'lead-queue', consistency: 'strong' });
const queuedKeys = async () => (await queue().list()).blobs.map((blob) => blob.key).sort();

describe.each(databaseTargets())('a connection dropped while in use, on the $name', ({ name, url }) => {
  let proxy: TcpProxy;
  let db: pg.Client;
  let getDb: typeof import('../../../src/server/db/client.ts').getDb;
  let contact: Handler;
  let health: Handler;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    db = await sqlClient(url);
    proxy = await startTcpProxy(url);
    // A fresh copy of the functions and of the pool they share, connected through the proxy.
    process.env.NETLIFY_DB_URL = proxy.url;
    vi.resetModules();
    getDb = (await import('../../../src/server/db/client.ts')).getDb;
    contact = (await import('../../../netlify/functions/contact.mts')).default;
    health = (await import('../../../netlify/functions/health.mts')).default;
  });
  afterAll(async () => {
    await getDb().$client.end();
    await proxy.close();
    await db.end();
  });
  beforeEach(async () => {
    for (const key of await queuedKeys()) await queue().delete(key);
    process.env.MAIL_OUTBOX_DIR = await tempOutbox();
    delete process.env.SMTP_URL;
    process.env.LEADS_NOTIFY_TO = 'owner@blackfoot.test';
    uncaught.length = 0;
    process.on('uncaughtException', onUncaught);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    process.off('uncaughtException', onUncaught);
    vi.restoreAllMocks();
  });

  const healthStatus = async () => (await health(buildRequest({ path: '/api/health' }))).status;
  /** Lets the broken socket's events (and any error they would throw) run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('a transaction whose connection is cut fails alone; the next request works', async () => {
    expect(await healthStatus()).toBe(200);
    const transaction = getDb().transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.dropAll();
      await settle();
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await settle();
    expect(uncaught).toEqual([]);
    expect(await healthStatus()).toBe(200);
  });

  it.runIf(name === 'PostgreSQL server')('a backend terminated by the server (pg_terminate_backend) fails its transaction alone', async () => {
    const transaction = getDb().transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      const pid = Number((result.rows[0] as { pid: number }).pid);
      await db.query('select pg_terminate_backend($1)', [pid]);
      await settle();
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await settle();
    expect(uncaught).toEqual([]);
    expect(await healthStatus()).toBe(200);
  });

  it('a lead whose insert is cut off is queued (503, queued) and stored by the next replay', async () => {
    const lead = validContact();
    const dropped = proxy.dropOn('insert into "contact_requests"');
    const first = await post(contact, '/api/contact', { body: lead, context: new TestContext('198.51.100.61') });
    await dropped;
    await settle();
    expect(uncaught).toEqual([]);
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ queued: true });
    expect(await queuedKeys()).toHaveLength(1);
    expect((await db.query('SELECT 1 FROM contact_requests WHERE email = $1', [lead.email])).rowCount).toBe(0);

    // The next visitor is stored, and the replay after it brings the queued lead in.
    const next = validContact();
    const context = new TestContext('198.51.100.62');
    const second = await post(contact, '/api/contact', { body: next, context });
    expect(second.status).toBe(201);
    await context.settle();
    expect((await db.query('SELECT 1 FROM contact_requests WHERE email = ANY($1)', [[lead.email, next.email]])).rowCount).toBe(2);
    expect(await queuedKeys()).toEqual([]);
  });
});
