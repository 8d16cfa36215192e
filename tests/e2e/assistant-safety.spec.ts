import { expect, test, type Page } from '@playwright/test';

const PHONE = '(406) 555-0142';
const ANSWER = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

async function openAssistant(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Electrical Assistant' });
  await expect(card).toBeVisible();
  return card;
}

async function type(page: Page, card: ReturnType<Page['getByRole']>, text: string) {
  await card.getByRole('textbox', { name: 'Your message' }).fill(text);
  await card.getByRole('button', { name: 'Send' }).click();
}

test.describe('the assistant in an emergency and in small talk', () => {
  test('an emergency typed into the chat gets the safety reply with a tap-to-call link', async ({ page }) => {
    const card = await openAssistant(page);
    const estimateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/estimate')) estimateCalls.push(request.url());
    });
    await type(page, card, 'THERES SMOKE COMING OUT OF MY OUTLET');
    const reply = card.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Get everyone out of the building now and call 911.', ANSWER);
    await expect(reply).toContainText(`call our 24/7 emergency line: ${PHONE}`, { ignoreCase: true });
    const call = reply.getByRole('link', { name: `Call ${PHONE} (24/7)` });
    await expect(call).toHaveAttribute('href', 'tel:+14065550142');
    await expect(reply.getByRole('button', { name: 'Use Troubleshooter' })).toBeVisible();
    // 911 comes before our number in the text.
    const text = (await reply.textContent()) ?? '';
    expect(text.indexOf('911')).toBeLessThan(text.indexOf(PHONE));
    expect(estimateCalls).toEqual([]);
  });

  test('a downed line gets the distance, 911 and the utility before our number', async ({ page }) => {
    const card = await openAssistant(page);
    await type(page, card, 'a tree took down the power line in my yard');
    const reply = card.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Stay at least 35 feet away', ANSWER);
    await expect(reply).toContainText('call 911 and your utility');
    await expect(reply.getByRole('link', { name: `Call ${PHONE} (24/7)` })).toHaveAttribute('href', 'tel:+14065550142');
  });

  test('a line lying in a field, without the word "down", gets the downed-line reply', async ({ page }) => {
    const card = await openAssistant(page);
    await type(page, card, 'theres a wire lying in the field behind our barn');
    const reply = card.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Stay at least 35 feet away', ANSWER);
    await expect(reply.getByRole('link', { name: `Call ${PHONE} (24/7)` })).toHaveAttribute('href', 'tel:+14065550142');
  });

  test('a humming breaker box gets the stop-using reply with the call link', async ({ page }) => {
    const card = await openAssistant(page);
    await type(page, card, 'loud humming sound from the breaker box in the garage');
    const reply = card.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Stop using it and switch off its circuit', ANSWER);
    await expect(reply.getByRole('link', { name: `Call ${PHONE} (24/7)` })).toHaveAttribute('href', 'tel:+14065550142');
  });

  test('a misspelled emergency gets the safety reply from the widget itself when the server cannot be reached', async ({ page }) => {
    await page.route('**/api/ai-chat', (route) => route.abort());
    const card = await openAssistant(page);
    await type(page, card, 'POWERLINE FEL ON OUR CAR AND WERE STILL INSDE');
    const reply = card.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Stay inside, warn others to keep away, and call 911.', ANSWER);
    await expect(reply.getByRole('link', { name: `Call ${PHONE} (24/7)` })).toHaveAttribute('href', 'tel:+14065550142');
    await type(page, card, 'the outlts are under watter in the basment');
    await expect(card.getByRole('log').locator('[data-role="assistant"]').last()).toContainText('Stay out of the water.', ANSWER);
  });

  test('a thank-you gets a polite reply, not the estimator', async ({ page }) => {
    const card = await openAssistant(page);
    const estimateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/estimate')) estimateCalls.push(request.url());
    });
    await type(page, card, 'thank u so much!!');
    const reply = card.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toContainText("You're welcome!", ANSWER);
    await expect(reply).not.toContainText(/couldn't put a price|don't have information/);
    await expect(card.getByTestId('estimate-box')).toHaveCount(0);
    expect(estimateCalls).toEqual([]);
  });

  test('a question about whether quotes cost anything is answered, not priced', async ({ page }) => {
    const card = await openAssistant(page);
    await type(page, card, 'do u guys charge for quotes?');
    const reply = card.getByRole('log').locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Estimates are free', ANSWER);
    await expect(card.getByTestId('estimate-box')).toHaveCount(0);
  });

  test('the help box answers an emergency with the call link', async ({ page }) => {
    await page.goto('/');
    await page.locator('#help-button').click();
    const dialog = page.getByRole('dialog', { name: 'How can we help?' });
    await dialog.getByRole('button', { name: 'Ask our AI assistant' }).first().click();
    await dialog.getByRole('textbox', { name: 'Ask our AI assistant' }).fill('i got shocked by my kitchen faucet');
    await dialog.getByRole('button', { name: 'Get Answer' }).click();
    const answer = dialog.getByTestId('help-answer');
    await expect(answer).toContainText("Don't touch it again to check.", ANSWER);
    await expect(answer.getByRole('link', { name: `Call ${PHONE} (24/7)` })).toHaveAttribute('href', 'tel:+14065550142');
  });
});
