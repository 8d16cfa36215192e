/**
 * Starts Netlify's embedded database (PGlite behind a Postgres wire-protocol server) in memory,
 * applies netlify/database/migrations, and hands its URL to the tests through `provide`.
 * tests/integration/setup-env.ts turns it into the environment the functions read.
 *
 * Also starts a local Netlify Blobs server (the lead queue), and, when LEADS_TEST_POSTGRES_URL
 * names a real PostgreSQL server, applies the same migrations there with the same runner so the
 * lead tests can run against it too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import type { TestProject } from 'vitest/node';
import { migrate, migrationsDirectory } from '../../tools/vite-apply-migrations.mjs';
import { startEmbeddedDatabase } from '../../tools/lib/embedded-database.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    NETLIFY_DB_URL: string;
    MIGRATIONS_APPLIED: string[];
    NETLIFY_BLOBS_CONTEXT: string;
    LEADS_TEST_POSTGRES_URL: string;
  }
}

export default async function setup(project: TestProject) {
  const { db, url, applied } = await startEmbeddedDatabase(migrationsDirectory);
  project.provide('NETLIFY_DB_URL', url);
  project.provide('MIGRATIONS_APPLIED', applied);

  const blobsDirectory = await mkdtemp(join(tmpdir(), 'bre-blobs-'));
  const token = 'integration-tests';
  const blobs = new BlobsServer({ directory: blobsDirectory, token, logger: () => {} });
  const { port } = await blobs.start();
  const blobsContext = { siteID: 'integration-tests', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` };
  project.provide('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify(blobsContext)).toString('base64'));

  const postgresUrl = process.env.LEADS_TEST_POSTGRES_URL ?? '';
  if (postgresUrl) await migrate(postgresUrl);
  project.provide('LEADS_TEST_POSTGRES_URL', postgresUrl);

  return async () => {
    await db.stop();
    await blobs.stop();
    await rm(blobsDirectory, { recursive: true, force: true });
  };
}
