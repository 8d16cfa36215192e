import { expect, test, type Page } from '@playwright/test';
import { isAdmin, routes, unknown } from './routes.ts';

const pages = [...routes.map((route) => route.path), unknown.path];

/** Records console errors, uncaught exceptions and CSP violation events of a page. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const sample = event.sample ? ` "${event.sample}"` : '';
      (window as any).__cspViolations ??= [];
      (window as any).__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${sample} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}

test.describe('security headers', () => {
  for (const path of pages) {
    test(`${path} is served with the security headers`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      const headers = response!.headers();

      const csp = headers['content-security-policy'];
      expect(csp, 'Content-Security-Policy').toBeTruthy();
      expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
      expect(csp).toMatch(/(^|;)\s*script-src 'self'[^;]*(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toMatch(/(^|;)\s*object-src 'none'/);

      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      if (isAdmin(path)) expect(headers['x-robots-tag']).toMatch(/noindex/);
    });

    test(`${path} runs without console errors or CSP violations`, async ({ page }) => {
      const problems = await watch(page);
      const response = await page.goto(path);
      await page.waitForLoadState('networkidle');
      const violations: string[] = await page.evaluate(() => (window as any).__cspViolations ?? []);
      // The not-found page's own 404 status is logged by Chromium as a failed resource; that one is expected.
      const documentUrl = new URL(path, page.url()).href;
      // The back office asks whether a session exists; without one the answer is 401, as it should be.
      const sessionCheck = new URL('/api/admin/session', page.url()).href;
      const expected = (line: string) =>
        line.includes('Failed to load resource') &&
        ((path === unknown.path && line.includes(`(${documentUrl})`)) || (isAdmin(path) && line.includes(`401 (Unauthorized) (${sessionCheck})`)));
      const unexpected = [...problems.filter((line) => !expected(line)), ...violations.map((line) => `CSP violation: ${line}`)];
      expect(unexpected, `${path}:\n  ${unexpected.join('\n  ')}`).toEqual([]);
      expect(response).not.toBeNull();
    });
  }
});
