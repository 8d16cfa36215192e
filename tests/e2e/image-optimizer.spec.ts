/**
 * The image optimizer end to end: log in on /admin/image-optimizer, upload a photo made by sharp,
 * see the result and the list, open the image, delete it after the confirmation; the failure box;
 * the field messages; axe on every state. Credentials as in admin.spec.ts (playwright.config.ts).
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { photoJpeg } from '../../tools/lib/synthetic-photo.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-credentials.ts';
import { expectNoAxeViolations } from './axe.ts';

const tag = `e2e${Date.now().toString(36)}`;

// A shared, busy machine: optimizing a 2400 × 1600 photo takes a second or two there.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/admin/session')).status()).toBe(401);
  expect((await request.get('/api/optimized-images')).status()).toBe(401);
  expect((await request.post('/api/optimize-image', { multipart: { quality: '80' } })).status()).toBe(401);
  expect((await request.delete('/api/optimized-images/nothing-0000000000.webp')).status()).toBe(401);
  expect((await request.get('/images/nothing-0000000000.webp')).status()).toBe(404);
});

async function logIn(page: Page) {
  await page.goto('/admin/image-optimizer');
  await expect(page.getByRole('heading', { name: 'Image Optimizer Tool', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectNoAxeViolations(page, 'login card');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Optimized Images' })).toBeVisible();
}

test('the owner logs in, optimizes a photo, sees the result and the list, opens the image and deletes it', async ({ page }) => {
  await logIn(page);
  await expect(page.getByText('No file selected', { exact: true })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('80');
  await expect(page.getByRole('spinbutton', { name: 'Max width (pixels)' })).toHaveValue('1920');
  await expect(page.getByText(/^(No optimized images yet|.+\.webp)$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'optimizer');

  // Optimize with no file: the spec's message, nothing sent.
  await page.getByRole('button', { name: 'Optimize' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No file selected' })).toBeVisible();

  const photo = await photoJpeg(2400, 1600);
  await page.getByLabel('Choose image').setInputFiles({ name: `Kitchen ${tag}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(`Kitchen ${tag}.jpg`, { exact: false })).toBeVisible();
  // Quality by keyboard: five steps down to 75.
  await page.getByRole('slider', { name: 'Quality' }).focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('75');
  await page.getByRole('spinbutton', { name: 'Max width (pixels)' }).fill('1200');
  await page.getByRole('button', { name: 'Optimize' }).click();

  await expect(page.getByText('Image optimized', { exact: true })).toBeVisible({ timeout: 30_000 });
  const result = page.locator('dl').first();
  await expect(result).toContainText('Original size');
  await expect(result).toContainText(/Optimized size\s*[\d.]+ KB \(WebP, 1200 × 800\)/);
  await expect(result).toContainText(/Savings\s*\d+(\.\d)?%/);
  const link = page.getByRole('link', { name: 'Open optimized image' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/images/kitchen-${tag}-[a-z0-9]{10}\\.webp$`));
  const name = href.replace('/images/', '');

  // The list shows it first, with a thumbnail that loaded.
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/KB · 1200 × 800 · /);
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('width', '64');
  await expect(thumbnail).toHaveAttribute('height', '43');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expectNoAxeViolations(page, 'result and list');

  // Open the image: a new tab with the WebP, cached for a year.
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState('load');
  expect(new URL(popup.url()).pathname).toBe(href);
  await expect.poll(() => popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await popup.close();
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['etag']).toMatch(/^"[\w-]+"$/);

  // Delete: the confirmation first; Cancel keeps it.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete image?' });
  await expect(dialog).toContainText(name);
  await expectNoAxeViolations(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Image deleted: ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Optimized Images' })).toBeFocused();
  expect((await page.request.get(href)).status()).toBe(404);
});

test('a file that is not an image shows "Optimization failed" with the reason in red; a wrong width is shown beside the field', async ({ page }) => {
  await logIn(page);
  await page.getByRole('spinbutton', { name: 'Max width (pixels)' }).fill('50');
  await page.getByLabel('Choose image').setInputFiles({ name: `notes-${tag}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('Meet at the job site at 7.\n'.repeat(30)) });
  await page.getByRole('button', { name: 'Optimize' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Max width must be a whole number of pixels from 100 to 3840.' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Max width (pixels)' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('spinbutton', { name: 'Max width (pixels)' }).fill('800');
  await page.getByRole('button', { name: 'Optimize' }).click();
  await expect(page.getByText('Optimization failed', { exact: true })).toBeVisible();
  const reason = page.getByText('The file is not an image we can read. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF image.', { exact: true });
  await expect(reason).toBeVisible();
  expect(await reason.evaluate((element) => getComputedStyle(element).color)).toMatch(/^(rgb\(185, 28, 28\)|oklch\(0\.505 0\.213 27\.518\))$/);
  await expectNoAxeViolations(page, 'failure box');

  // A tiny real image works and is not enlarged.
  const tiny = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await page.getByLabel('Choose image').setInputFiles({ name: `tiny-${tag}.png`, mimeType: 'image/png', buffer: tiny });
  await page.getByRole('button', { name: 'Optimize' }).click();
  await expect(page.getByText('Image optimized', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('dl').first()).toContainText('(WebP, 60 × 30)');
  const href = (await page.getByRole('link', { name: 'Open optimized image' }).getAttribute('href'))!;
  const removed = await page.request.delete(`/api/optimized-images/${href.replace('/images/', '')}`);
  expect(removed.status()).toBe(200);
});

test('the dashboard links to the optimizer and back', async ({ page }) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Image Optimizer' }).click();
  await expect(page).toHaveURL(/\/admin\/image-optimizer$/);
  await expect(page.getByRole('heading', { name: 'Optimized Images' })).toBeVisible();
});
