import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test.describe.configure({ timeout: 120_000 });

async function openHelp(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('help widget', () => {
  test('lists the 16 topics, searches the questions and shows an answer @mobile', async ({ page }) => {
    const dialog = await openHelp(page);
    const topics = dialog.getByRole('list', { name: 'Help topics' }).getByRole('button');
    await expect(topics).toHaveCount(16);
    await expectNoAxeViolations(page);
    const search = dialog.getByRole('searchbox', { name: 'Search help topics' });
    await search.fill('gfci');
    const count = await topics.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(16);
    for (const text of await topics.allTextContents()) expect(text.toLowerCase()).toContain('gfci');
    await search.fill('GFCI');
    await expect(topics).toHaveCount(count);
    await topics.first().click();
    await expect(dialog.getByRole('heading', { level: 3 })).toContainText(/GFCI/i);
    await expect(dialog.getByRole('article').locator('p').first()).not.toBeEmpty();
    await dialog.getByRole('button', { name: '← Back to all topics' }).click();
    await expect(search).toHaveValue('');
    await expect(topics).toHaveCount(16);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('offers the AI assistant when nothing matches, and answers a question', async ({ page }) => {
    const dialog = await openHelp(page);
    await dialog.getByRole('searchbox', { name: 'Search help topics' }).fill('zzzz no such topic');
    await expect(dialog.getByText('No matching topics found')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ask our AI assistant' }).click();
    const box = dialog.getByRole('textbox', { name: 'Ask our AI assistant' });
    await expect(box).toHaveAttribute('rows', '3');

    await dialog.getByRole('button', { name: 'Get Answer' }).click();
    await expect(page.getByText('Question required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a question to ask our AI assistant.', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Try an example question' }).click();
    await expect(box).not.toHaveValue('');
    let release: () => void = () => undefined;
    await page.route('**/api/ask', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const request = page.waitForRequest('**/api/ask');
    await dialog.getByRole('button', { name: 'Get Answer' }).click();
    await expect(dialog.getByRole('button', { name: 'Getting Answer...' })).toBeDisabled();
    expect((await request).postDataJSON()).toEqual({ question: await box.inputValue() });
    release();
    const answer = dialog.getByTestId('help-answer');
    await expect(answer).toContainText(/breaker/i, { timeout: 20_000 });
    // Paragraphs at blank lines: the sources line is its own paragraph.
    expect(await answer.locator('p').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '← Back to topics' }).click();
    await expect(dialog.getByText('No matching topics found')).toBeVisible();
  });

  test('shows the error toast when the question fails', async ({ page }) => {
    await page.route('**/api/ask', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    const dialog = await openHelp(page);
    await dialog.getByRole('button', { name: 'Ask our AI assistant' }).click();
    await dialog.getByRole('textbox', { name: 'Ask our AI assistant' }).fill('Do you install EV chargers?');
    await dialog.getByRole('button', { name: 'Get Answer' }).click();
    await expect(page.getByText("We couldn't process your question. Please try again or contact us directly.", { exact: true })).toBeVisible();
  });

  test('remembers that the welcome banner was dismissed', async ({ page }) => {
    let dialog = await openHelp(page);
    await expect(dialog.getByText('Welcome!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it!' }).click();
    await expect(dialog.getByText('Welcome!')).toBeHidden();
    dialog = await openHelp(page);
    await expect(dialog.getByRole('list', { name: 'Help topics' })).toBeVisible();
    await expect(dialog.getByText('Welcome!')).toBeHidden();
  });
});
