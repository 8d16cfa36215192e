/**
 * The owner closes the assistant's gaps: a curated entry with a price is what the chat's estimate
 * box shows next; the Unanswered view groups three visitors' variants of one question, and the
 * answer the owner writes there is what the fourth visitor gets.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-credentials.ts';
import { expectNoAxeViolations } from './axe.ts';

const tag = `g${Date.now().toString(36)}`;
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function login(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function openAssistant(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Electrical Assistant' });
  await expect(card).toBeVisible();
  return card;
}

test('a curated entry with a price is what the chat estimate box shows next', async ({ page }) => {
  const question = `How much does a ${tag} hot tub disconnect cost?`;
  expect((await page.request.post('/api/ask', { data: { question } })).status()).toBe(200);

  await login(page);
  await page.getByLabel('Search logs').fill(tag);
  const row = page.getByRole('row', { name: new RegExp(tag) }).first();
  await row.getByRole('button', { name: /^Edit conversation/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Conversation' });
  await edit.getByRole('textbox', { name: 'Answer' }).fill('A hot tub disconnect with its GFCI usually runs $650 to $1,100.');
  await edit.getByLabel(/Include in fallback/).check();
  await edit.getByLabel('Service').selectOption({ label: 'Circuit Installation/Repair' });
  await edit.getByLabel('Minimum ($)').fill('1,100');
  await edit.getByLabel('Maximum ($)').fill('650');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('The minimum price must not be above the maximum');
  await expectNoAxeViolations(page, 'edit dialog with a price range');
  await edit.getByLabel('Minimum ($)').fill('650');
  await edit.getByLabel('Maximum ($)').fill('1,100');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Conversation log updated successfully', { exact: true })).toBeVisible();

  const card = await openAssistant(page);
  const input = card.getByPlaceholder('Type your question or describe your project...');
  await input.fill(question);
  await input.press('Enter');
  const box = card.getByTestId('estimate-box');
  await expect(box).toContainText('$650 - $1,100', { timeout: 20_000 });
});

test('the Unanswered view: three variants make one group, the owner writes the answer, the fourth visitor gets it', async ({ page }) => {
  // A thing the site never names (a kiln of an unknown make): a service it does name ("my X sauna") is answered from its page.
  for (const query of [`Do you repair ${tag} kilns?`, `do you guys repair ${tag} kilns`, `Can you repair my ${tag} kiln?`]) {
    const response = await page.request.post('/api/ai-chat', { data: { query } });
    expect((await response.json()).answerSource).toBe('unknown');
  }

  await login(page);
  await page.getByRole('tab', { name: /^Fallbacks/ }).click();
  await page.getByRole('button', { name: 'Unanswered', exact: true }).click();
  const groups = page.locator('[data-unanswered-group]').filter({ hasText: tag });
  await expect(groups).toHaveCount(1);
  await expect(groups.first()).toContainText('Asked 3 times');
  await expectNoAxeViolations(page, 'unanswered view');
  await groups
    .first()
    .getByRole('button', { name: /^Write the answer/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Conversation' });
  await expect(edit.getByLabel(/Include in fallback/)).toBeChecked();
  await expect(edit.getByRole('textbox', { name: 'Answer' })).toHaveValue('');
  await edit.getByRole('textbox', { name: 'Answer' }).fill(`Yes, we repair ${tag} kiln circuits and their wiring.`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Conversation log updated successfully', { exact: true })).toBeVisible();
  await expect(groups).toHaveCount(0);

  const card = await openAssistant(page);
  const input = card.getByPlaceholder('Type your question or describe your project...');
  await input.fill(`Do you repair ${tag} kilns?`);
  await input.press('Enter');
  await expect(card.getByText(`Yes, we repair ${tag} kiln circuits and their wiring.`)).toBeVisible({ timeout: 20_000 });
});
