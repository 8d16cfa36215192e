// Netlify's embedded database (PGlite behind a Postgres wire-protocol server) writes each message
// of an extended-protocol reply to its socket separately, so Nagle's algorithm holds the last ones
// until the client's delayed acknowledgement: every parameterized query took ~44 ms instead of
// under 1 ms. Its server does not set TCP_NODELAY on the sockets it accepts; we do.
import { NetlifyDB } from '@netlify/database-dev';

/** Sets TCP_NODELAY on every connection a started NetlifyDB accepts from now on. */
export function disableNagle(db) {
  const server = db?.server;
  if (!server || typeof server.on !== 'function') {
    console.warn('embedded database: its server is not reachable; queries may be ~40 ms slower each.');
    return;
  }
  server.on('connection', (socket) => socket.setNoDelay(true));
}

/**
 * Starts an embedded database (in memory, or kept in `directory`) with the migrations applied;
 * resolves to the database, its URL and the migrations it applied now.
 */
export async function startEmbeddedDatabase(migrationsDirectory, { directory } = {}) {
  const db = new NetlifyDB({ directory, logger: () => {} });
  const url = await db.start();
  disableNagle(db);
  const applied = await db.applyMigrations(migrationsDirectory);
  return { db, url, applied };
}
