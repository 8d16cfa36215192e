/**
 * Starts Netlify's embedded database (PGlite behind a Postgres wire-protocol server) in memory,
 * applies netlify/database/migrations, and hands its URL to the tests through `provide`.
 * tests/integration/setup-env.ts turns it into the environment the functions read.
 */
import { fileURLToPath } from 'node:url';
import { NetlifyDB } from '@netlify/database-dev';
import type { TestProject } from 'vitest/node';

const migrationsDirectory = fileURLToPath(new URL('../../netlify/database/migrations', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    NETLIFY_DB_URL: string;
    MIGRATIONS_APPLIED: string[];
  }
}

export default async function setup(project: TestProject) {
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  const applied = await db.applyMigrations(migrationsDirectory);
  project.provide('NETLIFY_DB_URL', url);
  project.provide('MIGRATIONS_APPLIED', applied);
  return async () => {
    await db.stop();
  };
}
