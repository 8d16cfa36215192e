import { defineConfig, devices } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './tests/e2e/admin-credentials.ts';

/**
 * End-to-end tests against the built site (dist/) served by tools/serve.mjs, which adds the
 * functions, Blobs, the embedded database and netlify.toml's headers. Build first
 * (`npm test` does: astro build, then this).
 *
 * Browser: Debian's Chromium (Playwright cannot download its own here), set once in the top-level
 * `use`, which each project's `use` extends.
 */
const PORT = Number(process.env.E2E_PORT || 8890);
const baseURL = `http://localhost:${PORT}`;
const CI = !!process.env.CI;

const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: CI,
  // One retry in CI absorbs a slow machine; a retried test is still reported as flaky.
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Deterministic rendering for axe: no animations or transitions mid-way through a contrast check.
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'mobile',
      // Only the tests that matter at a phone's width (layout, h1 visibility, accessibility).
      grep: /@mobile/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node tools/serve.mjs',
    url: `${baseURL}/`,
    env: {
      PORT: String(PORT),
      ASTRO_TELEMETRY_DISABLED: '1',
      NETLIFY_TELEMETRY_DISABLED: '1',
      // The back office's e2e login, the one the tests type.
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SESSION_SECRET: process.env.E2E_SESSION_SECRET || 'e2e-session-secret-0123456789abcdef0123456789',
      // Every test posts from 127.0.0.1 into a database kept between runs: the per-client limits of
      // the lead forms (tested in tests/integration/leads/limits.test.ts) and of the assistant
      // (tests/integration/assistant/) are raised for these runs, so a second run within the
      // window does not meet "You've sent a lot of requests".
      LEADS_RATE_LIMIT: '1000/3600',
      LEADS_CONFIRMATION_LIMIT: '1000/3600',
      ASSISTANT_RATE_LIMIT: '1000/600',
    },
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
