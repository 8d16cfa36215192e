import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/**
 * Scrolls the contact section into view and touches the form (focus on its first field), which
 * swaps the plain HTML form for the React one; waits until it has.
 */
async function openContactForm(page: Page) {
  await page.goto('/');
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await page.getByLabel('Your Name').focus();
  await expect(page.locator('#contact-form form')).toHaveAttribute('data-enhanced', 'true');
  await page.getByLabel('Your Name').blur();
  const submit = page.getByRole('button', { name: 'Send Message' });
  await expect(submit).toBeEnabled();
  return submit;
}

/** The .eml files the local server wrote to its outbox (no SMTP_URL) that mention `text`. */
async function outboxMessagesMentioning(text: string): Promise<string[]> {
  const directory = '.netlify/outbox';
  const names = await readdir(directory).catch(() => [] as string[]);
  const messages = await Promise.all(names.filter((name) => name.endsWith('.eml')).map((name) => readFile(`${directory}/${name}`, 'utf8')));
  return messages.filter((message) => message.includes(text));
}

/** Fills the whole form with the keyboard only. */
async function fillByKeyboard(page: Page, email: string) {
  await page.getByLabel('Your Name').focus();
  await page.keyboard.type('Dana Whitfield');
  await page.keyboard.press('Tab');
  await page.keyboard.type('(406) 555-0199');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Service Needed' })).toBeFocused();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // Move to "Panel Upgrades" (the fourth choice) with the arrow keys.
  await expect(page.getByRole('option', { name: 'Residential Electrical' })).toBeFocused();
  for (const next of ['Commercial Electrical', 'Emergency Services', 'Panel Upgrades']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: next })).toBeFocused();
  }
  // The tooltip of the highlighted choice appears for keyboard users too.
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Panel Upgrades');
  await expect(tooltip).toContainText('100A to 200A upgrades');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Service Needed' })).toHaveText(/Panel Upgrades/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your Message')).toBeFocused();
  await page.keyboard.type('Our 1970s fuse box needs replacing before we add a heat pump.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Request a call back')).toBeFocused();
  await expect(page.getByLabel('Preferred Time for Call')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Preferred Time for Call')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Preferred Time for Call')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Preferred Time for Call')).toHaveValue('morning');
}

test.describe('contact form', () => {
  // each test first swaps in the React form, then may wait for the local functions on a busy machine
  test.describe.configure({ timeout: 90_000 });
  test('shows the seven labelled fields with their help texts, and the time only with a call back', async ({ page }) => {
    await openContactForm(page);
    for (const label of ['Your Name', 'Phone Number', 'Email Address', 'Your Message', 'Request a call back']) {
      await expect(page.locator('#contact-form').getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Service Needed' })).toHaveText(/Select a Service/);
    await expect(page.getByText('Please enter your full name so we know how to address you.')).toBeVisible();
    await expect(page.getByText("We'll send a confirmation email to this address.")).toBeVisible();
    await expect(page.getByLabel('Preferred Time for Call')).toHaveCount(0);
    await page.getByLabel('Request a call back').check();
    const time = page.getByLabel('Preferred Time for Call');
    await expect(time).toBeVisible();
    await expect(time.locator('option')).toHaveText(['Select a time', 'Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Evening (5 PM - 8 PM)']);
    await page.getByLabel('Request a call back').uncheck();
    await expect(time).toHaveCount(0);
    await expectNoAxeViolations(page, 'empty state');
  });

  test('lists seven services, each with a tooltip after 700 ms on hover', async ({ page }) => {
    // The page's clock stands still from before the list opens, so a slow machine cannot let the
    // first choice's tooltip (it is highlighted on opening) show before the pointer moves.
    await page.clock.install();
    await openContactForm(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('combobox', { name: 'Service Needed' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Residential Electrical',
      'Commercial Electrical',
      'Emergency Services',
      'Panel Upgrades',
      'Lighting Installation',
      'Generator Installation',
      'Other Services',
    ]);
    await page.getByRole('option', { name: 'Generator Installation' }).hover();
    await page.clock.runFor(650);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(100);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Standby generators');
    await expect(tooltip.locator('li')).toHaveCount(5);
  });

  test('after a tooltip has shown, Escape still closes the service list and returns to it', async ({ page }) => {
    await openContactForm(page);
    const trigger = page.getByRole('combobox', { name: 'Service Needed' });
    for (const round of [1, 2]) {
      await trigger.focus();
      await page.keyboard.press('Enter');
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: 'Commercial Electrical' })).toBeFocused();
      await expect(page.getByRole('tooltip'), `round ${round}`).toContainText('Three-phase power');
      await page.keyboard.press('Escape');
      await expect(listbox, `round ${round}`).toBeHidden();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveText(/Select a Service/);
    }
  });

  test('on a 390 px phone the service tooltips stay on screen', { tag: '@mobile' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openContactForm(page);
    const trigger = page.getByRole('combobox', { name: 'Service Needed' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    for (const [index, name] of [
      'Residential Electrical',
      'Commercial Electrical',
      'Emergency Services',
      'Panel Upgrades',
      'Lighting Installation',
      'Generator Installation',
      'Other Services',
    ].entries()) {
      if (index > 0) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name })).toBeFocused();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toContainText(name);
      // the tooltip's card (not the screen-reader copy Radix keeps inside it)
      const box = await page.locator('[data-radix-popper-content-wrapper]').filter({ has: tooltip }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('shows an error under each invalid field, then sends by keyboard: "Sending message...", the toast and a reset form', async ({ page }) => {
    const submit = await openContactForm(page);
    await submit.click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid phone number',
      'Please enter a valid email address',
      'Please select a service',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.locator('#contact-form').getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your Name')).toHaveAccessibleDescription(/Name must be at least 2 characters/);
    await expectNoAxeViolations(page, 'error state');

    const email = `e2e-${Date.now()}@example.com`;
    await fillByKeyboard(page, email);
    await expect(page.locator('#contact-form').getByText('Name must be at least 2 characters')).toHaveCount(0);

    // Hold the answer back a moment to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/contact', async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    const sending = page.getByRole('button', { name: 'Sending message...' });
    await expect(sending).toBeDisabled();
    release();

    // the local function runtime can take many seconds for a first request on a busy machine
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Thank you for contacting Blackfoot River Electric. We'll respond to your inquiry as soon as possible.", { exact: true })).toBeVisible();
    expect(sent).toMatchObject({ name: 'Dana Whitfield', email, service: 'panel', requestCallback: true, preferredTime: 'morning', website: '' });
    await expect(page.getByLabel('Your Name')).toHaveValue('');
    await expect(page.getByLabel('Your Message')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Service Needed' })).toHaveText(/Select a Service/);
    await expect(page.getByLabel('Request a call back')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expectNoAxeViolations(page, 'success state');

    // The owner and the visitor are e-mailed: without SMTP_URL the server writes both to its outbox.
    await expect.poll(async () => (await outboxMessagesMentioning(email)).length, { timeout: 30_000 }).toBe(2);
    const [first, second] = await outboxMessagesMentioning(email);
    expect([first, second].some((message) => /^Reply-To: .*e2e-/m.test(message))).toBe(true);
  });

  test('shows the message beside a field holding a pasted control character or a web address, and sends nothing', async ({ page }) => {
    const submit = await openContactForm(page);
    let posted = 0;
    await page.route('**/api/contact', (route) => {
      posted += 1;
      return route.continue();
    });
    await fillByKeyboard(page, `e2e-control-${Date.now()}@example.com`);
    // A control character pasted from another program (a BEL, a NUL), which the keyboard cannot type.
    await page.getByLabel('Your Name').fill('Dana\u0007 Whitfield');
    await page.getByLabel('Your Message').fill('Our fuse box\u0000 needs replacing before winter.');
    await submit.click();
    await expect(page.getByLabel('Your Name')).toHaveAccessibleDescription(/Name contains invisible control characters\. Please remove them and try again\./);
    await expect(page.getByLabel('Your Message')).toHaveAccessibleDescription(/Message contains invisible control characters\. Please remove them and try again\./);
    await expect(page.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Your Name').fill('Dana at www.cheap-panels.example');
    await page.getByLabel('Your Message').fill('Our fuse box needs replacing before winter.');
    await submit.click();
    await expect(page.getByLabel('Your Name')).toHaveAccessibleDescription(/Name cannot contain a web address\./);
    await expect(page.getByLabel('Your Message')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
  });

  test('on failure shows the destructive toast with the server message and keeps every value', async ({ page }) => {
    await openContactForm(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Our system is briefly unavailable.', queued: true }) }),
    );
    await fillByKeyboard(page, 'kept@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error Sending Message', { exact: true })).toBeVisible();
    await expect(page.getByText('Our system is briefly unavailable.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Your Name')).toHaveValue('Dana Whitfield');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveValue('kept@example.com');
    await expect(page.getByRole('combobox', { name: 'Service Needed' })).toHaveText(/Panel Upgrades/);
    await expect(page.getByLabel('Request a call back')).toBeChecked();
    await expect(page.getByLabel('Preferred Time for Call')).toHaveValue('morning');
  });

  test('shows the field errors the server names, and "status: text" when the answer is not JSON', async ({ page }) => {
    await openContactForm(page);
    let calls = 0;
    await page.route('**/api/contact', (route) =>
      ++calls === 1
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Please correct the highlighted fields and try again.', errors: { email: 'Please enter a valid email address' } }),
          })
        : route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
    );
    await fillByKeyboard(page, 'dana@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-form').getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields and try again.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('502: Bad Gateway', { exact: true })).toBeVisible();
  });
});
