// `astro dev`'s database: Netlify's embedded engine with its data under .netlify/db (where
// @netlify/vite-plugin would keep it), started here rather than by the plugin so that its sockets
// go without Nagle's delay (tools/lib/embedded-database.mjs), with the migrations applied. Also
// the migration runner for a real PostgreSQL server (the tests' LEADS_TEST_POSTGRES_URL).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations } from '@netlify/dev';
import pg from 'pg';
import { ensureLocalAdminCredentials } from './lib/admin-credentials.mjs';
import { startEmbeddedDatabase } from './lib/embedded-database.mjs';

export const migrationsDirectory = fileURLToPath(new URL('../netlify/database/migrations', import.meta.url));

/** A pg client shaped as the SQL executor that Netlify's migration runner expects. */
function pgExecutor(client) {
  const executor = {
    exec: (text) => client.query(text),
    query: (text, params) => client.query(text, params),
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(executor);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
  };
  return executor;
}

export async function migrate(connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await applyMigrations(pgExecutor(client), migrationsDirectory);
  } finally {
    await client.end();
  }
}

/** Starts the dev server's database before the functions load (list it before functionsInProcessPlugin). */
export function localDatabasePlugin() {
  return {
    name: 'local-database',
    apply: 'serve',
    async configureServer(server) {
      if (!server.httpServer) return;
      const { db, url, applied } = await startEmbeddedDatabase(migrationsDirectory, { directory: join(server.config.root, '.netlify', 'db') });
      process.env.NETLIFY_DB_URL = url;
      process.env.NETLIFY_DB_DRIVER = 'server';
      server.httpServer.once('close', () => void db.stop());
      server.config.logger.info(`Database migrations: ${applied.length ? applied.join(', ') : 'up to date'}`);
    },
  };
}

/** `npm run dev`: the local admin credentials, created once and printed (tools/lib/admin-credentials.mjs). */
export function localAdminCredentialsPlugin() {
  return {
    name: 'local-admin-credentials',
    apply: 'serve',
    config() {
      ensureLocalAdminCredentials(fileURLToPath(new URL('..', import.meta.url)));
    },
  };
}
