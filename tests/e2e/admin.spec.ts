/**
 * The back office end to end (issue 6): keyboard login, search, every tab, the edit dialog, a
 * lead's status, a CSV download, logout, and axe on the login card, the dashboard and each dialog.
 * The server gets the same credentials from playwright.config.ts (tests/e2e/admin-credentials.ts).
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-credentials.ts';
import { expectNoAxeViolations } from './axe.ts';

const tag = `e2e${Date.now().toString(36)}`;

// A shared, busy machine: give the dashboard a little more than the default to answer.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  // Every admin route refuses a visitor without a session (401, or 4xx for the open login and logout).
  for (const path of ['session', 'overview', 'conversation-logs', 'calculator-logs', 'troubleshooter-logs', 'fallback-conversations', 'leads', 'export']) {
    expect((await request.get(`/api/admin/${path}`)).status()).toBe(401);
  }
  for (const path of ['login', 'logout', 'update-conversation', 'update-lead']) {
    expect((await request.post(`/api/admin/${path}`, { data: {} })).status()).toBeLessThan(500);
  }
  const ask = await request.post('/api/ask', { data: { question: `Do you install ${tag} heated floors?` } });
  expect(ask.status()).toBe(200);
  const estimate = await request.post('/api/estimate', { data: { request: { serviceType: 'panel', details: `200 amp ${tag}` } } });
  expect(estimate.status()).toBe(200);
  const walk = await request.post('/api/log-troubleshooter', {
    data: { startNodeId: 'start', endNodeId: 'breaker-trips-immediate', pathTaken: ['start', 'breaker-trips-1'], issueType: `Breaker ${tag}`, severity: 'high' },
  });
  expect(walk.status()).toBe(201);
  const lead = await request.post('/api/contact', {
    data: { name: `Ada ${tag}`, phone: '(406) 555-0100', email: 'ada@example.com', service: 'residential', message: 'Please call me about a panel.', fillTimeMs: 5000 },
  });
  expect(lead.status()).toBeLessThan(300);
});

async function keyboardLogin(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The heading shows while the session is checked; the login card follows.
  await expect(page.getByLabel('Username')).toBeVisible();
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.id)) === 'admin-username') break;
  }
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(ADMIN_USERNAME);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Logged in successfully. View customer interaction data.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('the login card: spec toasts for missing fields and wrong credentials, and no axe violations', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page, 'login card');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username and password are required', { exact: true })).toBeVisible();
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
});

test('the owner logs in by keyboard, searches, opens each tab, edits an answer, changes a lead, exports CSV and logs out', async ({ page }) => {
  await keyboardLogin(page);
  await expect(page.locator('svg[role="img"] polyline')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByRole('tab', { name: /^Conversations \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  await page.getByPlaceholder('Search logs...').fill(tag);
  // The question asked and the estimate (which is logged as a conversation too).
  await expect(page.getByRole('tab', { name: 'Conversations (2)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Do you install ${tag} heated floors?`, exact: true })).toBeVisible();

  // Edit the answer and include it in the fallback.
  await page
    .getByRole('row', { name: new RegExp(`Do you install ${tag} heated floors`) })
    .getByRole('button', { name: /^Edit conversation/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Conversation' });
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page, 'edit dialog');
  await edit.getByRole('textbox', { name: 'Answer' }).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Answer is required');
  await edit.getByRole('textbox', { name: 'Answer' }).fill(`Yes, we install heated floors (${tag}).`);
  await edit.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Services' });
  await edit.getByLabel(/Include in fallback/).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Conversation log updated successfully', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('cell', { name: `Yes, we install heated floors (${tag}).`, exact: true })).toBeVisible();

  // The assistant answers from it now.
  const answer = await page.request.post('/api/ask', { data: { question: `Do you install ${tag} heated floors?` } });
  expect((await answer.json()).answer).toBe(`Yes, we install heated floors (${tag}).`);

  // Calculator tab and its details dialog.
  await page.getByRole('tab', { name: /^Calculator/ }).click();
  await expect(page.getByRole('tab', { name: 'Calculator (1)' })).toBeVisible();
  await page.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Calculator Details' });
  await expect(details).toContainText(/\$[\d,]+\.\d{2} - \$[\d,]+\.\d{2}/);
  await expectNoAxeViolations(page, 'calculator dialog');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await page.getByRole('tab', { name: /^Troubleshooter/ }).click();
  await expect(page.getByRole('cell', { name: `Breaker ${tag}`, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: /^Fallbacks/ }).click();
  await expect(page.getByRole('tab', { name: 'Fallbacks (1)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Yes, we install heated floors (${tag}).`, exact: true })).toBeVisible();

  // A lead's status.
  await page.getByRole('tab', { name: /^Leads/ }).click();
  await expect(page.getByRole('cell', { name: `Ada ${tag}`, exact: true })).toBeVisible();
  await page.getByLabel(`Status of Ada ${tag}`).selectOption('contacted');
  await expect(page.getByText('Lead marked contacted', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'leads tab');

  // CSV of the conversations, with the spec's header and file name.
  await page.getByRole('tab', { name: /^Conversations/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^conversations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('ID,Date,Question,Answer,IP Address,User Agent');
  expect(csv).toContain(`Yes, we install heated floors (${tag}).`);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const after = await page.request.get('/api/admin/session');
  expect(after.status()).toBe(401);
});

test('/admin/conversation-logs is the same screen, not indexed', async ({ page }) => {
  await page.goto('/admin/conversation-logs');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
