// Applies netlify/database/migrations/*.sql to the embedded database that @netlify/vite-plugin
// starts in `astro dev`. Must be listed after netlify() so that NETLIFY_DB_URL is set by then.
import { fileURLToPath } from 'node:url';
import { applyMigrations } from '@netlify/dev';
import pg from 'pg';
import { ensureLocalAdminCredentials } from './lib/admin-credentials.mjs';

export const migrationsDirectory = fileURLToPath(new URL('../netlify/database/migrations', import.meta.url));

/** A pg client shaped as the SQL executor that Netlify's migration runner expects. */
export function pgExecutor(client) {
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

export function applyMigrationsPlugin() {
  return {
    name: 'apply-database-migrations',
    apply: 'serve',
    async configureServer(server) {
      if (!server.httpServer) return;
      const url = process.env.NETLIFY_DB_URL;
      if (!url) {
        server.config.logger.warn('No local database was started; migrations not applied.');
        return;
      }
      const applied = await migrate(url);
      server.config.logger.info(`Database migrations: ${applied.length ? applied.join(', ') : 'up to date'}`);
    },
  };
}

/** `npm run dev`: the local admin credentials, created once and printed (scripts/lib/admin-credentials.mjs). */
export function localAdminCredentialsPlugin() {
  return {
    name: 'local-admin-credentials',
    apply: 'serve',
    config() {
      ensureLocalAdminCredentials(fileURLToPath(new URL('..', import.meta.url)));
    },
  };
}
