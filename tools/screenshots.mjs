#!/usr/bin/env node
// `npm run screenshots`: pictures of the built site for a review of its look in a minute.
//
//   pages      every public page (tests/e2e/routes.ts) and the not-found page, at 390 px (a phone,
//              touch) and 1280 px, with the browser's colour scheme light and dark, full length
//   shell      the mobile menu and the colour-theme panel open, on a phone
//   assistant  its three tabs, a chat answer and the troubleshooter's emergency end, phone and desktop
//   admin      the dashboard's tabs and the image optimizer, logged in with the e2e credentials
//
// Build first (`npx astro build`). Serves dist/ as `npm start` does (tools/serve.mjs) on
// SCREENSHOTS_PORT (default 8895) and writes PNGs into screenshots/ (ignored by git).
// Flags: --only pages,shell,assistant,admin   --pages /,/emergency.html
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv, ensureSupportedNode, projectRoot } from './lib/pinned-node.mjs';
import { startServe } from './lib/start-serve.mjs';

ensureSupportedNode(import.meta.url);

const PARTS = ['pages', 'shell', 'assistant', 'admin'];
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const PLAYWRIGHT_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const OUT = join(projectRoot, 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT || 8895);

function parseArgs(argv) {
  const options = { only: [...PARTS], pages: null };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s);
    const value = () => inline ?? argv[++index];
    if (flag === '--only')
      options.only = value()
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    else if (flag === '--pages')
      options.pages = value()
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    else if (flag === '--help' || flag === '-h') {
      console.log('usage: npm run screenshots -- [--only pages,shell,assistant,admin] [--pages /,/emergency.html]');
      process.exit(0);
    } else {
      console.error(`screenshots: unknown argument ${argv[index]} (try --help)`);
      process.exit(2);
    }
  }
  const unknownParts = options.only.filter((part) => !PARTS.includes(part));
  if (unknownParts.length) {
    console.error(`screenshots: unknown part(s) ${unknownParts.join(', ')}; choose from ${PARTS.join(', ')}`);
    process.exit(2);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const { publicRoutes, unknown } = await import(pathToFileURL(join(projectRoot, 'tests/e2e/routes.ts')).href);
const { ADMIN_PASSWORD, ADMIN_USERNAME } = await import(pathToFileURL(join(projectRoot, 'tests/e2e/admin-credentials.ts')).href);
const pages = options.pages ?? [...publicRoutes.map((route) => route.path), unknown.path];

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const slug = (path) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

/** Lazy images load only when scrolled to: scroll down once, then back, before a full-page picture. */
async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => {});
}

let count = 0;
async function shoot(page, name, fullPage = false) {
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage, animations: 'disabled' });
  count++;
}

async function publicPages(browser, baseURL) {
  for (const [device, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ]) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({ ...size, colorScheme, reducedMotion: 'reduce', baseURL });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(path);
        await settle(page);
        await shoot(page, `page-${slug(path)}-${device}-${colorScheme}`, true);
      }
      await context.close();
    }
  }
}

async function shell(browser, baseURL) {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Open Menu' }).click();
  await shoot(page, 'shell-mobile-menu-390');
  await page.locator('#mobile-menu').getByRole('button', { name: 'Colour Theme' }).click();
  await page.getByRole('dialog', { name: 'Choose a Theme' }).waitFor();
  await shoot(page, 'shell-theme-panel-390');
  await page.getByRole('dialog', { name: 'Choose a Theme' }).getByText('Orange Primary').click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'orange-primary'));
  await shoot(page, 'shell-orange-theme-390');
  await page.goto('/services/generator-installation');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'orange-primary'));
  await settle(page);
  await shoot(page, 'shell-orange-theme-generator-390', true);
  await context.close();
}

async function assistant(browser, baseURL) {
  for (const [device, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ]) {
    const context = await browser.newContext({ ...size, reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    const card = page.getByRole('dialog', { name: 'Electrical Assistant' });
    await card.waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `assistant-chat-${device}`);
    const input = card.getByPlaceholder('Type your question or describe your project...');
    await input.fill('Do you install ceiling fans?');
    await input.press('Enter');
    await card
      .locator('[data-role="assistant"]')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
    await shoot(page, `assistant-chat-answer-${device}`);
    await input.fill('How much does a panel upgrade cost?');
    await input.press('Enter');
    await card
      .getByTestId('estimate-box')
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
    await shoot(page, `assistant-chat-estimate-${device}`);
    await card.getByRole('tab', { name: 'Troubleshoot' }).click();
    await shoot(page, `assistant-troubleshoot-${device}`);
    await card.getByRole('button', { name: 'Burning smell, sparks or smoke' }).click();
    await card.getByRole('button', { name: 'Yes, it is an emergency' }).click();
    await shoot(page, `assistant-troubleshoot-emergency-${device}`);
    await card.getByRole('tab', { name: 'Estimate' }).click();
    await shoot(page, `assistant-estimate-${device}`);
    await context.close();
  }
}

/** The back office's lists say "Loading..." until their data is in. */
async function loaded(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForFunction(() => !/Loading/.test(document.querySelector('main')?.textContent ?? ''), null, { timeout: 15_000 }).catch(() => {});
}

async function admin(browser, baseURL) {
  const context = await browser.newContext({ ...DESKTOP, reducedMotion: 'reduce', baseURL });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /Log ?in/i }).click();
  await page.getByRole('tab').first().waitFor();
  await loaded(page);
  await shoot(page, 'admin-dashboard-1280', true);
  for (const name of ['Calculator', 'Troubleshooter', 'Fallbacks', 'Leads']) {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await loaded(page);
    await shoot(page, `admin-${name.toLowerCase()}-1280`, true);
  }
  await page.goto('/admin/image-optimizer');
  await page.waitForLoadState('networkidle').catch(() => {});
  await shoot(page, 'admin-image-optimizer-1280', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await page.getByRole('tab').first().waitFor();
  await loaded(page);
  await shoot(page, 'admin-dashboard-390', true);
  await context.close();
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
const server = await startServe({
  port: PORT,
  env: childEnv({
    ...process.env,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SESSION_SECRET: process.env.E2E_SESSION_SECRET || 'e2e-session-secret-0123456789abcdef0123456789',
  }),
});
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: PLAYWRIGHT_ARGS });
const started = Date.now();
try {
  const parts = { pages: publicPages, shell, assistant, admin };
  for (const part of options.only) {
    console.log(`screenshots: ${part}…`);
    await parts[part](browser, server.baseURL);
  }
  console.log(`screenshots: ${count} pictures in screenshots/ (${((Date.now() - started) / 1000).toFixed(0)} s)`);
} catch (error) {
  console.error(`screenshots: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
