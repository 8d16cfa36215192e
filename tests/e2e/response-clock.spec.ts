/**
 * The response clock in the back office: the dashboard's figures and waiting list, the inbox's
 * waiting mark, and the call link recording the owner's first response.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-credentials.ts';
import { expectNoAxeViolations } from './axe.ts';

const tag = `clock${Date.now().toString(36)}`;
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function login(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

interface Overview {
  response: {
    answered: number;
    medianMinutes: number | null;
    p90Minutes: number | null;
    targetMinutes: number;
    waiting: { kind: string; id: number; name: string }[];
    waitingTotal: number;
  };
}

test('the dashboard shows the response figures and the waiting list; the call link answers a lead once', async ({ page }) => {
  const created = await page.request.post('/api/contact', {
    data: { name: `Robin ${tag}`, phone: '(406) 555-0188', email: 'robin@example.com', service: 'generator', message: 'Please call about a standby generator.', fillTimeMs: 5000 },
  });
  expect(created.status()).toBeLessThan(300);
  const { id } = await created.json();

  await login(page);
  const panel = page.getByRole('region', { name: 'Time to first response' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText('Last 30 days, in business hours. Target: 1 h 00 min.');
  const before = (await (await page.request.get('/api/admin/overview')).json()) as Overview;
  // The figures the server computed, as the dashboard words them.
  await expect(panel.locator('[data-figure="answered"]')).toHaveText(`${before.response.answered} ${before.response.answered === 1 ? 'lead' : 'leads'} answered`);
  await expect(panel.locator('[data-figure="median"]')).toHaveText(before.response.medianMinutes === null ? 'No answered leads yet' : /^\d+ (min|h \d{2} min)$|business day/);
  await expect(panel.getByRole('heading', { name: `Waiting for a first response (${before.response.waitingTotal})` })).toBeVisible();
  // The waiting list in the server's order: oldest first.
  const shown = await panel.locator('[data-waiting-lead]').evaluateAll((items) => items.map((item) => item.getAttribute('data-waiting-lead')));
  expect(shown).toEqual(before.response.waiting.map((lead) => `${lead.kind}-${lead.id}`));
  expect(shown.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'dashboard with the response clock');

  // The new lead waits in the inbox, marked with how long.
  await page.getByRole('tab', { name: /^Leads/ }).click();
  await page.getByPlaceholder('Search logs...').fill(tag);
  await expect(page.getByRole('tab', { name: 'Leads (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Robin ${tag}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^Waiting \d+ min$/)).toBeVisible();

  // Tapping the number is the first response: the mark goes, and the server keeps it.
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/admin/lead-action') && response.status() === 200);
  await row.getByRole('link', { name: '(406) 555-0188' }).evaluate((link: HTMLAnchorElement) => {
    // Keep the page here: a tel: link would hand over to a dialer.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
  });
  // (A keepalive request's body is not readable here; the server's record is checked below.)
  await recorded;
  await expect(row.getByText(/^Waiting/)).toHaveCount(0);
  await expect(panel.locator('[data-figure="answered"]')).not.toHaveText(`${before.response.answered} ${before.response.answered === 1 ? 'lead' : 'leads'} answered`);

  const lead = (await (await page.request.get(`/api/admin/leads?kind=contact&q=${id}`)).json()).logs[0];
  expect(lead).toMatchObject({ id, status: 'new', firstResponseVia: 'call', waitingMinutes: null, overdue: false });
  const again = await page.request.post('/api/admin/lead-action', { data: { kind: 'contact', id, action: 'email' }, headers: { origin: new URL(page.url()).origin } });
  expect(await again.json()).toMatchObject({ recorded: false, firstResponseVia: 'call', firstResponseAt: lead.firstResponseAt });
});

test("the owner alert's inbox link opens the lead", async ({ page }) => {
  await login(page);
  await page.goto(`/admin?tab=leads&kind=contact&q=${encodeURIComponent(`Robin ${tag}`)}`);
  await expect(page.getByRole('tab', { name: /^Leads/, selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(`Robin ${tag}`) })).toBeVisible();
});
