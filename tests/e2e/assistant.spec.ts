import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const PHONE = '(406) 555-0142';
/** The functions answer in well under a second, but a busy machine's first call can take longer. */
const ANSWER = { timeout: 20_000 };
const BUSINESS = 'Blackfoot River Electric';

// The machine running these is shared and often loaded: generous per-test budgets, no timed assertions beyond the spec's.
test.describe.configure({ timeout: 120_000 });

async function openAssistant(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Electrical Assistant' });
  await expect(card).toBeVisible();
  return card;
}

test.describe('assistant loading', () => {
  test('a content page loads no React until the Chat button is touched', async ({ page }) => {
    const REACT = /Minified React error|react\.dev\/errors/;
    const isReact = async (response: Response) => response.request().resourceType() === 'script' && REACT.test(await response.text());
    // Every script loaded before the hover is read to its end before the check.
    const reads: Promise<{ url: string; react: boolean }>[] = [];
    const collect = (response: Response) => {
      reads.push(isReact(response).then((react) => ({ url: response.url(), react })));
    };
    page.on('response', collect);
    await page.goto('/services/residential');
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const scripts = await Promise.all(reads);
    expect(scripts.filter((script) => script.react).map((script) => script.url)).toEqual([]);
    const reactLoaded = page.waitForResponse(isReact);
    await page.getByRole('button', { name: 'Chat', exact: true }).hover();
    expect((await reactLoaded).url()).toMatch(/\.js$/);
  });

  test('opens the card with its title, subtitle and tabs, focuses the input, and closes', async ({ page }) => {
    const card = await openAssistant(page);
    await expect(card.getByText('Ask questions or get cost estimates')).toBeVisible();
    await expect(card.getByRole('tab')).toHaveText(['Chat', 'Troubleshoot', 'Estimate']);
    await expect(card.getByPlaceholder('Type your question or describe your project...')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Chat', exact: true })).toHaveAttribute('aria-expanded', 'true');
    // The tabs follow the arrow keys.
    await card.getByRole('tab', { name: 'Chat' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('tab', { name: 'Troubleshoot' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByRole('tab', { name: 'Troubleshoot' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(card.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Close assistant' }).click();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(card).toBeVisible();
  });

  test('the help and Chat buttons fit side by side on a 360 px phone, and the assistant opens as a full-screen sheet @mobile', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone layout');
    await page.goto('/');
    const boxes = await Promise.all(['#help-button', '#assistant-button'].map((selector) => page.locator(selector).boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(boxes[1]!.x).toBeGreaterThanOrEqual(boxes[0]!.x + boxes[0]!.width);
    // At the very bottom of the page the dock leaves the footer's last line uncovered.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastLine = await page
      .locator('footer p')
      .last()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rect = range.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom };
      });
    const dockTop = Math.min(
      ...(await Promise.all(['#help-button', '#assistant-button'].map((selector) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top)))),
    );
    expect(lastLine.bottom).toBeLessThanOrEqual(dockTop);
    await page.locator('#assistant-button').click();
    const card = page.getByRole('dialog', { name: 'Electrical Assistant' });
    await expect(card).toBeVisible();
    const box = await card.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.width).toBe(360);
    expect(box.top).toBe(0);
    expect(box.height).toBe(740);
    await expect(card.getByPlaceholder('Type your question or describe your project...')).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});

test.describe('chat tab', () => {
  test('asks a suggested question and shows the answer with its sources', async ({ page }) => {
    const card = await openAssistant(page);
    await expect(card.getByText('Common questions')).toBeVisible();
    await expect(card.getByRole('list').filter({ hasText: 'Do you service Polson, MT?' }).getByRole('button')).toHaveCount(7);
    await card.getByRole('button', { name: 'Do you install ceiling fans?' }).click();
    const log = card.getByRole('log');
    await expect(log.locator('[data-role="user"]')).toHaveText('Do you install ceiling fans?');
    await expect(log.locator('[data-role="assistant"]').first()).toContainText(/fan/i, ANSWER);
    const sources = card.getByRole('button', { name: /View Sources/ });
    await expect(sources).toHaveAttribute('aria-expanded', 'false');
    await sources.click();
    await expect(sources).toHaveAttribute('aria-expanded', 'true');
    // The sources' links (the reply's call link sits outside the list).
    const links = log.getByRole('listitem').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    await expect(links.first()).toHaveAttribute('href', /\//);
    await expectNoAxeViolations(page);
  });

  test('routes a price question to the estimate and shows the estimate box', async ({ page }) => {
    const card = await openAssistant(page);
    const input = card.getByPlaceholder('Type your question or describe your project...');
    const request = page.waitForRequest('**/api/estimate');
    await input.fill('How much does a panel upgrade cost?');
    await input.press('Enter');
    expect((await request).postDataJSON()).toMatchObject({ message: 'How much does a panel upgrade cost?' });
    const box = card.getByTestId('estimate-box');
    await expect(box).toContainText('$1,200 - $4,000', ANSWER);
    await expect(box).toContainText('Labor');
    await expect(box).toContainText('Materials');
    await expect(box).toContainText('This is a preliminary estimate. Contact us for a detailed quote.');
    await expectNoAxeViolations(page);
  });

  test('Shift+Enter breaks the line, blank input is not sent, and send waits while pending', async ({ page }) => {
    const card = await openAssistant(page);
    const input = card.getByPlaceholder('Type your question or describe your project...');
    const send = card.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(card.getByRole('log').locator('[data-role="user"]')).toHaveCount(0);
    await input.fill('first line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    await expect(input).toHaveValue('first line\nsecond line');
    for (let i = 0; i < 12; i++) await input.press('Shift+Enter');
    const height = await input.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(200);
    expect(height).toBeGreaterThan(100);
  });

  test('shows Thinking..., then the slow notice after 15 s', async ({ page }) => {
    await page.clock.install();
    let release: () => void = () => undefined;
    await page.route('**/api/ai-chat', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ json: { text: 'Here is your answer.', citations: [] } });
    });
    const card = await openAssistant(page);
    const input = card.getByPlaceholder('Type your question or describe your project...');
    await input.fill('Do you do inspections?');
    await input.press('Enter');
    await expect(card.getByText('Thinking...')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(card.getByText('Common questions')).toBeHidden();
    await page.clock.fastForward(14_000);
    await expect(card.getByText('This is taking longer than usual...')).toBeHidden();
    await page.clock.fastForward(1_500);
    await expect(card.getByText('This is taking longer than usual...')).toBeVisible();
    release();
    await expect(card.getByText('Here is your answer.')).toBeVisible();
    await expect(card.getByText('Thinking...')).toBeHidden();
  });

  test('shows the spec failure messages', async ({ page }) => {
    const card = await openAssistant(page);
    const input = card.getByPlaceholder('Type your question or describe your project...');
    await page.route('**/api/ai-chat', (route) => route.abort());
    await input.fill('Hello there');
    await input.press('Enter');
    await expect(
      card.getByText(`I'm sorry, I experienced an issue connecting to our knowledge base. Please try again or contact us directly at ${PHONE} for immediate assistance.`),
    ).toBeVisible();
    await page.unroute('**/api/ai-chat');
    await page.route('**/api/ai-chat', (route) => route.fulfill({ status: 500, json: {} }));
    await input.fill('Hello again');
    await input.press('Enter');
    await expect(card.getByText("I'm sorry, I experienced an issue processing your request. Could you please try again or rephrase your question?")).toBeVisible();
    await page.unroute('**/api/ai-chat');
    await page.route('**/api/ai-chat', (route) => route.fulfill({ json: { text: '  ', citations: [] } }));
    await input.fill('And again');
    await input.press('Enter');
    await expect(card.getByText("I'm sorry, I couldn't generate a response.")).toBeVisible();
  });

  test('sends the whole visible history without hidden notes', async ({ page }) => {
    const card = await openAssistant(page);
    const input = card.getByPlaceholder('Type your question or describe your project...');
    await input.fill('Do you install ceiling fans?');
    await input.press('Enter');
    await expect(card.getByRole('log').locator('[data-role="assistant"]')).toHaveCount(1, ANSWER);
    const request = page.waitForRequest('**/api/ai-chat');
    await input.fill('And in Hamilton?');
    await input.press('Enter');
    const body = (await request).postDataJSON();
    expect(body.query).toBe('And in Hamilton?');
    expect(body.contextSource).toBe('chat');
    expect(body.conversationHistory.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
    expect(body.contextSummary).toContain('Hamilton');
  });
});

test.describe('troubleshoot tab', () => {
  test('offers the troubleshooter for a problem, follows a path to its end and contacts', async ({ page }) => {
    const card = await openAssistant(page);
    const input = card.getByPlaceholder('Type your question or describe your project...');
    await input.fill('My lights keep flickering');
    await input.press('Enter');
    await card.getByRole('button', { name: 'Use Troubleshooter' }).click({ timeout: 20_000 });
    await expect(card.getByRole('tab', { name: 'Troubleshoot' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByRole('heading', { name: 'Flickering Lights' })).toBeVisible();
    await expect(card.getByText('Select an option:')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Back' })).toBeDisabled();
    await card.getByRole('button', { name: 'Only one fixture or bulb flickers' }).click();
    await expect(card.getByRole('button', { name: 'Back' })).toBeEnabled();
    await card.getByRole('button', { name: 'Back' }).click();
    await expect(card.getByRole('heading', { name: 'Flickering Lights' })).toBeVisible();

    const log = page.waitForRequest('**/api/log-troubleshooter');
    await card.getByRole('button', { name: 'Lights flicker constantly throughout the house' }).click();
    await expect(card.getByRole('heading', { name: 'House-Wide Flickering' })).toBeVisible();
    await expect(card.getByText('High Priority Issue')).toBeVisible();
    await expect(card.getByText('Select an option:')).toBeHidden();
    expect((await log).postDataJSON()).toMatchObject({
      startNodeId: 'flickering-lights-1',
      endNodeId: 'flickering-constant',
      pathTaken: ['flickering-lights-1', 'flickering-constant'],
      issueType: 'Flickering Lights',
      severity: 'high',
      completedPath: true,
    });
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: `Contact ${BUSINESS}` }).click();
    await expect(card.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      card.getByText(`Based on the troubleshooting results, this issue requires professional attention. You can contact ${BUSINESS} at ${PHONE} to schedule service`),
    ).toBeVisible();
  });

  test('walks from the start to a Start Over end, ignoring a failing log call', async ({ page }) => {
    await page.route('**/api/log-troubleshooter', (route) => route.fulfill({ status: 500, json: {} }));
    const card = await openAssistant(page);
    await card.getByRole('tab', { name: 'Troubleshoot' }).click();
    await expect(card.getByRole('heading', { name: 'Electrical Troubleshooter' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(card.getByRole('button', { name: `Contact ${BUSINESS}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Power loss (no power in all or part of the house)' }).click();
    await card.getByRole('button', { name: 'The whole house has no power' }).click();
    await card.getByRole('button', { name: 'No, my neighbours are also without power' }).click();
    await expect(card.getByRole('heading', { name: 'Neighbourhood Power Outage' })).toBeVisible();
    await expect(card.getByText('Moderate Priority Issue')).toBeVisible();
    await expect(card.getByRole('button', { name: `Contact ${BUSINESS}` })).toHaveCount(0);
    await card.getByRole('button', { name: 'Start Over' }).click();
    await expect(card.getByRole('heading', { name: 'Electrical Troubleshooter' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  test('leaving the troubleshooter for chat sends the issue as a hidden note, not shown', async ({ page }) => {
    const card = await openAssistant(page);
    await card.getByRole('tab', { name: 'Troubleshoot' }).click();
    await card.getByRole('button', { name: 'A circuit breaker keeps tripping' }).click();
    await card.getByRole('tab', { name: 'Chat' }).click();
    await expect(card.getByRole('log')).not.toContainText('Breaker Tripping');
    const request = page.waitForRequest('**/api/ai-chat');
    const input = card.getByPlaceholder('Type your question or describe your project...');
    await input.fill('What should I do next?');
    await input.press('Enter');
    const body = (await request).postDataJSON();
    expect(body.conversationHistory).toEqual([]);
    expect(body.contextSummary).toContain('Breaker Tripping');
  });
});

test.describe('estimate tab', () => {
  test('completes the wizard for a service with a quantity', async ({ page }) => {
    const card = await openAssistant(page);
    await card.getByRole('tab', { name: 'Estimate' }).click();
    await expect(card.getByText('Fields marked with * are required')).toBeVisible();
    await expect(card.getByText('Estimates are preliminary and subject to on-site assessment')).toBeVisible();
    await expect(card.locator('[aria-current="step"]')).toContainText('Service Type');
    await card.getByLabel('Service Type *').selectOption('outlets');
    await card.getByLabel('Building Type *').selectOption('residential');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect(card.locator('[aria-current="step"]')).toContainText('Project Details');
    await expect(card.locator('[data-state="complete"]')).toContainText('Service Type');
    const minus = card.getByRole('button', { name: 'Decrease number of outlets' });
    await expect(minus).toBeDisabled();
    await card.getByRole('button', { name: 'Increase number of outlets' }).click();
    await card.getByRole('button', { name: 'Increase number of outlets' }).click();
    await expect(minus).toBeEnabled();
    await expect(card.getByRole('group', { name: 'Number of outlets' })).toContainText('3');
    await expect(card.getByRole('group', { name: 'Number of rooms' })).toBeVisible();
    await expect(card.getByLabel('Electrical panel age')).toHaveCount(0);
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect(card.getByLabel('Existing wiring condition')).toBeVisible();
    await card.getByLabel('Project details').fill('Three outlets in the garage');
    const request = page.waitForRequest('**/api/estimate');
    await card.getByRole('button', { name: 'Generate Estimate' }).click();
    expect((await request).postDataJSON()).toMatchObject({ serviceType: 'outlets', request: { serviceType: 'outlets', quantity: 3, buildingType: 'residential' } });
    const result = card.getByTestId('estimate-result');
    await expect(result.getByRole('heading', { name: 'Your Estimate' })).toBeVisible(ANSWER);
    await expect(result).toContainText('Outlet Installation');
    await expect(result).toContainText('$450 - $900');
    await expect(result).toContainText('Labor');
    await expect(result).toContainText('4-6 hours');
    await expect(result).toContainText('Estimate generated on');
    await expect(result.getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute('href', 'tel:+14065550142');
    await expectNoAxeViolations(page);
    await result.getByRole('button', { name: 'Get Another Estimate' }).click();
    await expect(card.getByLabel('Service Type *')).toHaveValue('');
  });

  test('completes the wizard for a service without a quantity, showing Calculating ...', async ({ page }) => {
    let release: () => void = () => undefined;
    await page.route('**/api/estimate', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const card = await openAssistant(page);
    await card.getByRole('tab', { name: 'Estimate' }).click();
    await card.getByLabel('Service Type *').selectOption('panel');
    await card.getByLabel('Building Type *').selectOption('commercial');
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect(card.getByRole('group', { name: /Number of/ })).toHaveCount(0);
    await card.getByLabel('Electrical panel age').selectOption('fuse');
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect(card.getByLabel('Existing wiring condition')).toHaveCount(0);
    await card.getByRole('button', { name: 'Back' }).click();
    await expect(card.getByLabel('Electrical panel age')).toHaveValue('fuse');
    await card.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('button', { name: 'Generate Estimate' }).click();
    await expect(card.getByRole('button', { name: 'Calculating ...' })).toBeDisabled();
    release();
    const result = card.getByTestId('estimate-result');
    await expect(result).toContainText('Panel Upgrade/Replacement', ANSWER);
    await expect(result).toContainText('$1,800 - $6,000');
    await expect(result).toContainText('1-2 days');
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();
  });

  test('shows the local preliminary estimate when no estimate comes back', async ({ page }) => {
    await page.route('**/api/estimate', (route) => route.fulfill({ status: 503, json: { estimate: null, serviceType: 'unknown', explanation: 'x' } }));
    const card = await openAssistant(page);
    await card.getByRole('tab', { name: 'Estimate' }).click();
    await card.getByLabel('Service Type *').selectOption('generator');
    await card.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('button', { name: 'Generate Estimate' }).click();
    const result = card.getByTestId('estimate-result');
    await expect(result).toContainText('$4,000 - $15,000');
    await expect(result).toContainText(/preliminary estimate/i);
    await expect(result).toContainText(PHONE);
  });
});
