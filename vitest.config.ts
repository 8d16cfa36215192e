import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - unit (vitest.unit.config.ts): pure modules (domain logic, build scripts' helpers), in Node, no I/O.
 * - integration: the real Netlify Functions called with a Request, against a real embedded
 *   database (in-memory NetlifyDB started once by tests/integration/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      'vitest.unit.config.ts',
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          testTimeout: 15_000,
          hookTimeout: 30_000,
          // The files share one database and one Blobs store (the lead queue): one file at a time,
          // so that one file's background work (replaying the queue, retrying e-mail) cannot take
          // another's rows.
          fileParallelism: false,
        },
      },
    ],
  },
});
