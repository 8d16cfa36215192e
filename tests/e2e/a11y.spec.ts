import { expect, test } from '@playwright/test';
import { formatViolations, runAxe } from './axe.ts';
import { routes, unknown } from './routes.ts';

test.describe('accessibility (axe: WCAG 2.1 A/AA and best practices)', { tag: '@mobile' }, () => {
  for (const path of [...routes.map((route) => route.path), unknown.path]) {
    test(`${path} has no axe violations`, async ({ page }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(path === unknown.path ? unknown.status : 200);
      await page.waitForLoadState('networkidle');
      const results = await runAxe(page);
      if (results.violations.length) {
        await testInfo.attach('axe-violations.json', { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
      }
      expect(results.violations.length, `${path} (${testInfo.project.name}):\n${formatViolations(results.violations)}`).toBe(0);
    });
  }
});
