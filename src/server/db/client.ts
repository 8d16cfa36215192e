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
    database =
      connection.driver === 'server'
        ? drizzleNodePostgres(connection.pool, { schema })
        : (drizzleNeon(connection.pool, { schema }) as unknown as Database);
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
