import { expect, test } from '@playwright/test';
import { routes, unknown } from './routes.ts';

test.describe('routes', { tag: '@mobile' }, () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with one visible h1`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response, 'no response').not.toBeNull();
      expect(response!.status(), `status of ${route.path}`).toBe(200);
      const h1 = page.locator('h1').filter({ visible: true });
      await expect(h1).toHaveCount(1);
      if (route.h1 !== undefined) await expect(h1).toHaveText(route.h1);
    });
  }

  test(`an unknown path (${unknown.path}) answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(unknown.path);
    expect(response!.status()).toBe(unknown.status);
    const h1 = page.locator('h1').filter({ visible: true });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(unknown.h1);
  });
});
