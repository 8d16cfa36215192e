import { expect, test, type Page } from '@playwright/test';

async function headerHeight(page: Page) {
  return page.locator('#site-header').evaluate((header) => header.getBoundingClientRect().height);
}

async function waitForScrollToSettle(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        setTimeout(() => resolve(window.scrollY === start), 150);
      }),
  );
}

test.describe('header', () => {
  test('gains a shadow once scrolled past 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('#site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the services dropdown opens and closes when clicking outside', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('#desktop-nav').getByRole('button', { name: 'Services' });
    await toggle.click();
    await expect(page.locator('#services-menu')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#about-heading').click();
    await expect(page.locator('#services-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('an anchor link on the home page scrolls to the section below the header plus 20 px', async ({ page }) => {
    await page.goto('/');
    await page.locator('#desktop-nav').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await waitForScrollToSettle(page);
    const top = await page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top - ((await headerHeight(page)) + 20))).toBeLessThanOrEqual(2);
  });

  test('an anchor link on another page goes home with the hash', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.locator('#desktop-nav').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about-heading')).toBeInViewport();
  });
});

test.describe('mobile menu @mobile', () => {
  test('opens with the toggle, closes with Close Menu and when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.locator('#mobile-menu-toggle');
    const menu = page.locator('#mobile-menu');
    await expect(page.locator('#desktop-nav')).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Close Menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#contact$/);
    await waitForScrollToSettle(page);
    await expect(page.locator('#contact-heading')).toBeInViewport();
  });

  test('the floating buttons do not cover each other on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const dock = await page.locator('#floating-dock').boundingBox();
    expect(dock).not.toBeNull();
    expect(dock!.x + dock!.width).toBeLessThanOrEqual(360);
  });
});

test.describe('landing page', () => {
  test('the local-areas accordion keeps one item open at a time and collapses', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('#local-areas details');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveAttribute('open', '');

    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    expect(await page.locator('#local-areas details[open]').count()).toBe(1);

    await items.nth(2).locator('summary').click();
    expect(await page.locator('#local-areas details[open]').count()).toBe(0);
  });

  test('the scrollToContact flag is removed and the page scrolls to the contact section', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => localStorage.setItem('scrollToContact', 'true'));
    await page.goto('/');
    await expect(page.locator('#contact-heading')).toBeInViewport({ timeout: 3000 });
    expect(await page.evaluate(() => localStorage.getItem('scrollToContact'))).toBeNull();
  });

  test('Request a Quote on a service page leads to the contact section', async ({ page }) => {
    await page.goto('/services/panel-upgrade');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Request a Quote/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact-heading')).toBeInViewport({ timeout: 3000 });
  });
});

test.describe('theme picker', () => {
  test('loads its code only when opened, applies a theme at once and keeps a saved one across reloads', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;

    await page.getByRole('button', { name: 'Choose a colour theme' }).click();
    const panel = page.getByRole('dialog', { name: 'Choose a Theme' });
    await expect(panel).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);

    await panel.getByText('Fiery').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'fiery');
    await panel.getByRole('button', { name: 'Save Theme' }).click();
    await expect(panel.getByText('Saved!')).toBeVisible();
    await expect(panel.getByText('Saved!')).toBeHidden({ timeout: 3500 });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'fiery');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
    expect(primary.toLowerCase()).toBe('#dc2626');
  });

  test('closing without saving returns to the saved theme', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Choose a colour theme' }).click();
    const panel = page.getByRole('dialog', { name: 'Choose a Theme' });
    await panel.getByText('Blue Cool').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'blue-cool');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  });
});
