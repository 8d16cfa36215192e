// Netlify's local emulation as `npm start` and the benches run it: nothing leaves this machine
// (no account, AI Gateway, geolocation, edge functions or image CDN), the embedded database's
// sockets without Nagle's delay, and the project's migrations applied before anything is served.
import { NetlifyDev } from '@netlify/dev';
import { migrationsDirectory } from '../vite-apply-migrations.mjs';
import { disableNagle } from './embedded-database.mjs';

/** Starts the emulation for `projectRoot` answering at `serverAddress`; `functions: false` leaves the functions to the caller. */
export async function startLocalNetlify({ projectRoot, serverAddress, functions = true }) {
  const netlify = new NetlifyDev({
    projectRoot,
    apiToken: '',
    skipGitignore: true,
    serverAddress,
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    ...(functions ? {} : { functions: { enabled: false } }),
  });
  await netlify.start();
  const migrations = netlify.db ? await migrate(netlify.db) : null;
  return { netlify, migrations };
}

async function migrate(db) {
  disableNagle(db);
  return db.applyMigrations(migrationsDirectory);
}
