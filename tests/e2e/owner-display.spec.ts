/**
 * What the owner reads in the back office (issue 14): service labels instead of stored ids, the
 * business's local time (America/Denver) in tables, dialogs and CSV, readable conversation
 * answers instead of the estimator's JSON, and the optimizer's own login toast.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-credentials.ts';

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const tag = `disp${Date.now().toString(36)}`;
/** A time as the dashboard shows it: "Nov 23, 2026, 9:15 AM MST" (MDT in summer). */
const LOCAL_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T$/;

test.beforeAll(async ({ request }) => {
  const estimate = await request.post('/api/estimate', { data: { request: { serviceType: 'smarthome', details: `smart switches ${tag}` } } });
  expect(estimate.status()).toBe(200);
  // A price question in the chat is stored as the estimator's JSON.
  const chat = await request.post('/api/ai-chat', { data: { query: `How much for a panel upgrade ${tag}?`, serviceCalculator: true, conversationHistory: [] } });
  expect(chat.status()).toBe(200);
  const lead = await request.post('/api/contact', {
    data: { name: `Lee ${tag}`, phone: '(406) 555-0199', email: 'lee@example.com', service: 'panel', message: 'Our panel is old and full.', fillTimeMs: 5000 },
  });
  expect(lead.status()).toBeLessThan(300);
});

async function login(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('tables, dialogs and the CSV show service labels and Montana time, and answers as text', async ({ page }) => {
  await login(page, '/admin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByPlaceholder('Search logs...').fill(tag);

  // Conversations: the chat estimate reads as a sentence, not JSON.
  const answer = page
    .getByRole('row', { name: new RegExp(`panel upgrade ${tag}`) })
    .getByRole('cell')
    .nth(2);
  await expect(answer).toContainText(/^Panel Upgrade\/Replacement: \$[\d,]+ - \$[\d,]+/);
  await expect(answer).not.toContainText('{');
  await expect(answer).not.toContainText('estimateMin');
  const date = page
    .getByRole('row', { name: new RegExp(`panel upgrade ${tag}`) })
    .getByRole('cell')
    .first();
  await expect(date).toHaveText(LOCAL_TIME);

  // Calculator: the estimator's label, in the table and in the details dialog.
  await page.getByRole('tab', { name: /^Calculator/ }).click();
  // One row: this run's estimate once the tab's list has been searched (a database kept from
  // earlier runs holds one such row per run until then).
  await expect(page.getByRole('cell', { name: 'Smart Home Setup', exact: true })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Smart Home Setup', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'smarthome', exact: true })).toHaveCount(0);
  await page
    .getByRole('row', { name: /Smart Home Setup/ })
    .getByRole('button', { name: /^View details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Calculator Details' });
  await expect(details).toContainText('Smart Home Setup');
  await expect(details).toContainText(`smart switches ${tag}`);
  await expect(details).not.toContainText('smarthome');
  await expect(details).toContainText(/M[SD]T/);
  await page.keyboard.press('Escape');

  // Leads: the dropdown's title, and the CSV with the label and the local time with its offset.
  await page.getByRole('tab', { name: /^Leads/ }).click();
  const row = page.getByRole('row', { name: new RegExp(`Lee ${tag}`) });
  await expect(row.getByRole('cell', { name: 'Panel Upgrades', exact: true })).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(LOCAL_TIME);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to CSV' }).click()]);
  const csv = await readFile(await download.path(), 'utf8');
  const line = csv.split('\r\n').find((text) => text.includes(`Lee ${tag}`));
  expect(line).toBeDefined();
  expect(line).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2} -0[67]:00,/);
  expect(line).toContain(',Panel Upgrades,');
  expect(line).not.toMatch(/,panel,/);
});

test('logging in at the image optimizer shows its own toast, not the dashboard one', async ({ page }) => {
  await login(page, '/admin/image-optimizer');
  await expect(page.getByText('Logged in successfully. You can optimize images now.', { exact: true })).toBeVisible();
  await expect(page.getByText('View customer interaction data', { exact: false })).toHaveCount(0);
});
