/**
 * The one way into the database: Netlify Database's connection wrapped by Drizzle.
 * Locally (`driver: 'server'`) that is node-postgres against Netlify's embedded engine;
 * on Netlify (`driver: 'serverless'`) it is Neon's driver.
 */
import { getDatabase } from '@netlify/database';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleNeon } from 'drizzle-orm/neon-serverless';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof drizzleNodePostgres<typeof schema>>;

let database: Database | undefined;

export function getDb(): Database {
  if (!database) {
    const connection = getDatabase();
    if (connection.driver === 'server') {
      // Idle connections must not keep a function's process alive once its work is done (the
      // local runtime starts a worker per invocation that lives as long as its event loop).
      (connection.pool as unknown as { options: { allowExitOnIdle: boolean } }).options.allowExitOnIdle = true;
      // An idle connection the server drops (a restart) must not crash the process: the next
      // query opens a new one, or fails and is handled where it is made.
      connection.pool.on('error', (error: Error) => console.error('database: an idle connection failed:', error.message));
    }
    // A connection that drops while checked out (inside a transaction) emits 'error' on its client,
    // which the pool listens to only while the client is idle: without a listener of our own that
    // error ends the process. With it, the query in flight fails and only its request fails (a lead
    // is queued like in any outage); the pool discards the broken client.
    connection.pool.on('connect', (client: { on(event: 'error', listener: (error: Error) => void): unknown }) => {
      client.on('error', (error: Error) => console.error('database: a connection in use failed:', error.message));
    });
    database = connection.driver === 'server' ? drizzleNodePostgres(connection.pool, { schema }) : (drizzleNeon(connection.pool, { schema }) as unknown as Database);
  }
  return database;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database cannot be reached right now.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** The promise's outcome, or a rejection when it takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a trivial query; rejects with DatabaseUnavailableError when the database does not answer in time. */
export async function pingDatabase(timeoutMs = 3000): Promise<void> {
  try {
    await withTimeout(getDb().execute(sql`select 1`), timeoutMs);
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

export { schema };
