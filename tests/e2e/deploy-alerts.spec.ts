/**
 * The red banner of a production deploy without SMTP (issue 16). The deploy context reaches a
 * function only from the platform, so this test starts a second local server that claims the
 * production context (LOCAL_DEPLOY_CONTEXT, read by the local runner alone) with no SMTP_URL, on
 * a free port and its own in-memory database; the suite's own server (context "dev") shows no banner.
 */
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { startEmbeddedDatabase } from '../../tools/lib/embedded-database.mjs';
import { migrationsDirectory } from '../../tools/vite-apply-migrations.mjs';
import { startServe } from '../../tools/lib/start-serve.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-credentials.ts';

const BANNER = 'Leads are not being e-mailed: SMTP_URL is not set on this deploy. Every lead is kept in the inbox; check it until e-mail is set up.';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function login(page: Page, base: string) {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });
}

test.describe('production without SMTP', () => {
  let stop: (() => Promise<void>) | undefined;
  let base = '';

  test.beforeAll(async () => {
    // A second server starts while the suite's own runs: give it time on a busy machine.
    test.setTimeout(240_000);
    const database = await startEmbeddedDatabase(migrationsDirectory);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LOCAL_DEPLOY_CONTEXT: 'production',
      LOCAL_DATABASE_URL: database.url,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SESSION_SECRET: 'e2e-production-session-secret-0123456789abcdef',
      ASTRO_TELEMETRY_DISABLED: '1',
      NETLIFY_TELEMETRY_DISABLED: '1',
    };
    delete env.SMTP_URL;
    const server = await startServe({ port: await freePort(), env, timeoutMs: 180_000 });
    base = server.baseURL;
    stop = async () => {
      await server.stop();
      await database.db.stop();
    };
  });

  test.afterAll(async () => {
    await stop?.();
  });

  test('health says mail is not configured, and the dashboard shows the red banner', async ({ page, request }) => {
    const health = await request.get(`${base}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'degraded', mail: 'not configured', message: BANNER });

    await login(page, base);
    const banner = page.getByRole('alert').filter({ hasText: 'Leads are not being e-mailed' });
    await expect(banner).toHaveText(BANNER);
    // Red: the banner's computed colours, painted on a canvas and read back as RGB.
    const [background, text] = await banner.evaluate((element) => {
      const style = getComputedStyle(element);
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      return [style.backgroundColor, style.color].map((color) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      });
    });
    expect(background[0]).toBeGreaterThan(150);
    expect(background[1]).toBeLessThan(60);
    expect(background[2]).toBeLessThan(60);
    expect(text).toEqual([255, 255, 255]);
  });
});

test('the local server (deploy context "dev") shows no banner', async ({ page, baseURL }) => {
  await login(page, baseURL!);
  await expect(page.getByRole('tab', { name: /^Conversations \(\d+\)$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Leads are not being e-mailed')).toHaveCount(0);
});
