/**
 * On a phone, in a hurry (issue 14): a calm screen with at most two floating controls, the theme
 * picker in the header menu and the footer, an assistant that keeps the visitor's place, and the
 * smaller things seen on the way (warning markers, orphan cards, headline wrapping, the Orange
 * theme). Tagged @mobile: the phone project runs them at 360 x 740 with touch.
 */
import { expect, test, type Page } from '@playwright/test';
import { isAdmin, publicRoutes, routes } from './routes.ts';

test.describe.configure({ timeout: 90_000 });

const CHECK_PATH = 'M20 6 9 17l-5-5';

/** Visible, clickable controls inside fixed-position boxes that overlap the viewport: what floats over the content. */
async function floatingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      const controls = element.matches('a[href], button') ? [element] : [...element.querySelectorAll<HTMLElement>('a[href], button')];
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        const visible = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && rect.bottom > 0 && rect.top < innerHeight;
        if (visible && !found.includes(control.id || control.outerHTML.slice(0, 80))) found.push(control.id || control.outerHTML.slice(0, 80));
      }
    }
    return found;
  });
}

test.describe('a calm phone screen @mobile', () => {
  test('no public page floats more than two controls over its content, at the top or the bottom', async ({ page }) => {
    for (const route of publicRoutes) {
      await page.goto(route.path);
      expect(await floatingControls(page), route.path).toEqual(['help-button', 'assistant-button']);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect((await floatingControls(page)).length, `${route.path} scrolled`).toBeLessThanOrEqual(2);
    }
  });

  test('the admin pages have no theme button and nothing floating', async ({ page }) => {
    for (const route of routes.filter((item) => isAdmin(item.path))) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-theme-picker-trigger]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /colour theme/i })).toHaveCount(0);
      expect(await floatingControls(page), route.path).toEqual([]);
    }
  });

  test('the theme picker opens from the mobile menu and from the footer, and focus returns to its button', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the mobile menu');
    await page.goto('/services/residential');
    await page.getByRole('button', { name: 'Open Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Colour Theme' }).click();
    const panel = page.getByRole('dialog', { name: 'Choose a Theme' });
    await expect(panel).toBeVisible();
    await panel.getByText('Fiery').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'fiery');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Colour Theme' })).toBeFocused();
    await menu.getByRole('button', { name: 'Close Menu' }).click();
    await expect(menu).toBeHidden();

    const footerButton = page.locator('footer').getByRole('button', { name: 'Colour Theme' });
    await footerButton.click();
    await expect(panel).toBeVisible();
    await expect(footerButton).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(footerButton).toBeFocused();
    await expect(footerButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the call link stays in reach in the sticky header at the end of a long page', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone header');
    await page.goto('/emergency.html');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const call = page.locator('#site-header').getByRole('link', { name: 'Call (406) 555-0142' });
    await expect(call).toBeInViewport();
    await expect(call).toHaveAttribute('href', 'tel:+14065550142');
  });
});

test.describe('an assistant that keeps the visitor’s place @mobile', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'mobile', 'the phone sheet'));

  async function open(page: Page) {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Chat', exact: true });
    await launcher.click();
    const sheet = page.getByRole('dialog', { name: 'Electrical Assistant' });
    await expect(sheet).toBeVisible();
    return { launcher, sheet };
  }

  test('the chat input stays visible with the sheet open, also when the visible area shrinks as for a keyboard', async ({ page }) => {
    const { sheet } = await open(page);
    const input = sheet.getByPlaceholder('Type your question or describe your project...');
    await expect(input).toBeFocused();
    await expect(input).toBeInViewport({ ratio: 1 });
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    // An on-screen keyboard leaves about 400 px: the sheet follows the visual viewport.
    await page.setViewportSize({ width: 360, height: 400 });
    await expect.poll(() => sheet.evaluate((element) => Math.round(element.getBoundingClientRect().height))).toBe(400);
    await expect(input).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
  });

  test('the latest message is in view after an answer', async ({ page }) => {
    const { sheet } = await open(page);
    const input = sheet.getByPlaceholder('Type your question or describe your project...');
    await input.fill('Do you install ceiling fans?');
    await input.press('Enter');
    const last = sheet.locator('[data-role="assistant"]').last();
    await expect(last).toContainText(/fan/i, { timeout: 20_000 });
    await expect(last).toBeInViewport();
    await expect(input).toBeInViewport({ ratio: 1 });
  });

  test('Escape closes it and focus returns to the launcher; Tab stays inside while it is open', async ({ page }) => {
    const { launcher, sheet } = await open(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((element) => element.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  test('the troubleshooter moves focus to each new question, shows no severity before a choice, and ends an emergency with a call link', async ({ page }) => {
    const { sheet } = await open(page);
    await sheet.getByRole('tab', { name: 'Troubleshoot' }).click();
    await expect(sheet.getByRole('heading', { name: 'Electrical Troubleshooter' })).toBeVisible();
    await expect(sheet.locator('[data-severity]')).toHaveCount(0);
    await expect(sheet.getByText(/Priority Issue/)).toHaveCount(0);

    await sheet.getByRole('button', { name: 'Burning smell, sparks or smoke' }).click();
    const question = sheet.getByRole('heading', { level: 3 }).first();
    await expect(question).toBeFocused();
    await expect(question).not.toHaveText('Electrical Troubleshooter');
    // A screen reader hears the question with its description.
    await expect(question).toHaveAttribute('aria-describedby', 'troubleshooter-question');
    await expect(sheet.locator('[data-severity]')).toHaveCount(1);

    await sheet.getByRole('button', { name: 'Yes, it is an emergency' }).click();
    await expect(sheet.getByRole('heading', { name: 'Electrical Emergency' })).toBeFocused();
    const call = sheet.getByTestId('troubleshooter-call');
    await expect(call).toHaveAttribute('href', 'tel:+14065550142');
    await expect(call).toHaveText('Call 24/7: (406) 555-0142');
    await expect(call).toBeInViewport();
    const box = (await call.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(56);
    // Life first: 911 is offered above our line.
    const nineOneOne = sheet.getByRole('link', { name: 'Call 911' });
    await expect(nineOneOne).toHaveAttribute('href', 'tel:911');
    expect((await nineOneOne.boundingBox())!.y).toBeLessThan(box.y);

    await sheet.getByRole('button', { name: 'Back' }).click();
    await expect(sheet.getByRole('heading', { level: 3 }).first()).toBeFocused();
  });
});

test('on a large screen the header offers the theme picker beside the call button', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the large header');
  await page.goto('/');
  const button = page.locator('#site-header').getByRole('button', { name: 'Choose a colour theme' });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Choose a Theme' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('footer').getByRole('button', { name: 'Colour Theme' })).toBeVisible();
});

test.describe('smaller things seen on the way @mobile', () => {
  test('warning lists carry warning and info markers, not green check marks', async ({ page }) => {
    for (const [path, heading, marker] of [
      ['/emergency.html', 'While You Wait', 'warning'],
      ['/panel.html', 'Signs You Need a Panel Upgrade', 'warning'],
      ['/financing.html', 'Good to Know', 'info'],
    ] as const) {
      await page.goto(path);
      const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
      const list = section.locator('ul[data-marker]');
      await expect(list, path).toHaveAttribute('data-marker', marker);
      expect(await list.locator('li').count(), path).toBeGreaterThan(2);
      await expect(list.locator(`path[d="${CHECK_PATH}"]`), `${path}: ${heading}`).toHaveCount(0);
      await expect(list.locator('.text-green-700'), path).toHaveCount(0);
    }
  });

  test('no card grid leaves one card alone in its last row, on a phone and on a desktop', async ({ page }, testInfo) => {
    // It sets its own three widths, so one project is enough (in both, it was the slowest test twice).
    test.skip(testInfo.project.name === 'mobile', 'the desktop project runs it at all three widths');
    for (const width of [360, 700, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of publicRoutes) {
        await page.goto(route.path);
        const grids = await page.locator('[data-card-grid]').evaluateAll((elements) =>
          elements.map((grid) => {
            const tops = [...grid.children].map((child) => Math.round(child.getBoundingClientRect().top));
            const rows = [...new Set(tops)];
            const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
            return {
              rows: rows.length,
              last: tops.filter((top) => top === rows.at(-1)).length,
              columns,
              lastWidth: grid.lastElementChild!.getBoundingClientRect().width,
              width: grid.getBoundingClientRect().width,
            };
          }),
        );
        for (const grid of grids) {
          // A single last card is fine when it fills the row (one column, or spanning).
          const alone = grid.rows > 1 && grid.last === 1 && grid.columns > 1 && grid.lastWidth < grid.width * 0.9;
          expect(alone, `${route.path} at ${width}px: ${JSON.stringify(grid)}`).toBe(false);
        }
      }
    }
    // The generator page's four maintenance cards: two by two on a desktop.
    await page.goto('/generator.html');
    const maintenance = page.locator('section').filter({ hasText: 'Maintenance & Protection' }).locator('[data-card-grid]');
    expect(await maintenance.evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)).toBe(2);
  });

  test('headlines wrap balanced, so no single word ("MT") is left on the last line', async ({ page }) => {
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.evaluate((element) => getComputedStyle(element).textWrap)).toContain('balance');
    const lines = await h1.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()];
      const bottom = Math.max(...rects.map((rect) => rect.bottom));
      const lastLine = rects.filter((rect) => rect.bottom > bottom - 5);
      return lastLine.reduce((sum, rect) => sum + rect.width, 0) / element.getBoundingClientRect().width;
    });
    // The last line holds more than a lone "MT".
    expect(lines).toBeGreaterThan(0.3);
  });

  test('the Orange theme keeps its orange bright with dark text on it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('blackfoot-river-electric-theme', 'orange-primary'));
    await page.goto('/');
    const chat = page.getByRole('button', { name: 'Chat', exact: true });
    expect(await chat.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 138, 0)');
    expect(await chat.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(17, 24, 39)');
  });

  test('the header wordmark is an image named after the business, and the trust strip reads the profile', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#site-header').getByRole('link', { name: 'Blackfoot River Electric', exact: true })).toBeVisible();
    await expect(page.locator('#site-header').getByRole('img', { name: 'Blackfoot River Electric' })).toBeVisible();
    const strip = page.getByRole('region', { name: 'Why customers trust us' });
    for (const text of ['Licensed & Insured Electrical Contractor', '15+ years in business', 'Free estimates', 'One-year workmanship warranty', '24/7 emergency service']) {
      await expect(strip.getByText(text, { exact: true })).toBeVisible();
    }
  });
});
