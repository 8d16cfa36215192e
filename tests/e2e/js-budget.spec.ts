/**
 * The JavaScript a content page costs before the visitor does anything: no framework code (React
 * and the islands load on the first use of a widget or form), and at most JS_BUDGET_BYTES of
 * script, gzipped, in all. Scrolling through the whole page is not an interaction: a form that
 * hydrated when it came into view would fail here.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from './routes.ts';

/** Gzipped bytes of all script a content page may load before interaction (23 November 2026: 3.3 KB, 4.0 KB with a lead form). */
export const JS_BUDGET_BYTES = 5 * 1024;

/** Text only React (react-dom) carries, in its production build. */
const REACT_MARKERS = /react\.dev\/errors|Minified React error|__reactContainer\$|__reactFiber\$/;

/** The pages the lead forms lead to, besides the routes every test visits. */
const thankYouPages = ['/contact/thank-you', '/sms-consent/thank-you'];

interface LoadedScript {
  url: string;
  gzipBytes: number;
  react: boolean;
}

/** Opens `path`, scrolls to its end and back without touching anything, and returns every script it ran. */
async function scriptsBeforeInteraction(page: Page, path: string): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).byteLength, react: REACT_MARKERS.test(body.toString('utf8')) })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // inline scripts (the theme before the first paint) count too; JSON-LD is data, not script
  const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  const external = await Promise.all(pending);
  return [...external, ...inline.map((text, index) => ({ url: `inline #${index + 1}`, gzipBytes: gzipSync(text).byteLength, react: REACT_MARKERS.test(text) }))];
}

test.describe('JavaScript before interaction', { tag: '@mobile' }, () => {
  for (const path of [...publicRoutes.map((route) => route.path), ...thankYouPages]) {
    test(`${path}: no framework code, at most ${JS_BUDGET_BYTES / 1024} KB gzipped`, async ({ page }) => {
      const scripts = await scriptsBeforeInteraction(page, path);
      expect(scripts.length, 'the site shell at least').toBeGreaterThan(0);
      expect(
        scripts.filter((script) => script.react).map((script) => script.url),
        `${path} loaded React before interaction`,
      ).toEqual([]);
      expect(scripts.filter((script) => /\/_astro\/(client|.*mount|ContactForm|SmsConsentForm)[.\w-]*\.js$/.test(script.url)).map((script) => script.url)).toEqual([]);
      const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      test.info().annotations.push({ type: 'js-before-interaction', description: `${path}: ${total} B gzipped in ${scripts.length} scripts` });
      expect(total, scripts.map((script) => `${script.url} ${script.gzipBytes} B`).join('\n')).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    });
  }

  test('the check sees React: touching a lead form loads it', async ({ page }) => {
    const scripts: Promise<boolean>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => REACT_MARKERS.test(body.toString('utf8'))));
    });
    await page.goto('/sms-consent', { waitUntil: 'networkidle' });
    expect(await Promise.all(scripts)).not.toContain(true);
    await page.getByLabel('First Name').focus();
    await expect(page.locator('#sms-consent-form form')).toHaveAttribute('data-enhanced', 'true');
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(scripts)).toContain(true);
  });
});
