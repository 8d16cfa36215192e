import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/** Touches the form (focus on its first field), which swaps the plain HTML form for the React one; waits until it has. */
async function openConsentForm(page: Page) {
  await page.goto('/sms-consent');
  await page.locator('#sms-consent-form').scrollIntoViewIfNeeded();
  await page.getByLabel('First Name').focus();
  await expect(page.locator('#sms-consent-form form')).toHaveAttribute('data-enhanced', 'true');
  await page.getByLabel('First Name').blur();
  const submit = page.getByRole('button', { name: 'Record My Consent' });
  await expect(submit).toBeEnabled();
  return submit;
}

async function fillByKeyboard(page: Page, phone: string) {
  await page.getByLabel('First Name').focus();
  await page.keyboard.type('Jordan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Reyes');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile Phone Number')).toBeFocused();
  await page.keyboard.type(phone);
  await page.keyboard.press('Tab');
  await page.keyboard.type('jordan@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Service Type')).toBeFocused();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Service Type')).toHaveValue('generator');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Primary SMS Consent (Required)')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Emergency SMS Alerts (Optional)')).toBeFocused();
}

test.describe('text-message consent form', () => {
  test.describe.configure({ timeout: 60_000 });
  test('shows the fields, the consent text and the help line, with no axe violations', async ({ page }) => {
    await openConsentForm(page);
    const form = page.locator('#sms-consent-form');
    for (const label of ['First Name', 'Last Name', 'Mobile Phone Number', 'Email Address', 'Service Type']) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByLabel('Mobile Phone Number')).toHaveAttribute('placeholder', '(406) 555-0123');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Service Type').locator('option')).toHaveText([
      'Select a service type',
      'Residential Electrical',
      'Commercial Electrical',
      'Emergency Services',
      'Panel Upgrades',
      'Lighting Installation',
      'Generator Installation',
      'Electrical Maintenance',
      'Other Services',
    ]);
    await expect(page.getByLabel('Primary SMS Consent (Required)')).not.toBeChecked();
    await expect(page.getByLabel('Emergency SMS Alerts (Optional)')).not.toBeChecked();
    await expect(form).toContainText('2-5 messages per service request');
    await expect(form).toContainText('Reply STOP to opt out');
    await expect(form).toContainText('HELP for help');
    await expect(form).toContainText('Standard message and data rates may apply');
    await expect(form).toContainText('Consent is not required to buy services');
    await expect(form).toContainText('Blackfoot River Electric help line at (406) 555-0142');
    // the side cards stay
    await expect(page.getByRole('heading', { name: 'Your Rights' })).toBeVisible();
    await expectNoAxeViolations(page, 'empty state');
  });

  test('shows field errors, then records the consent by keyboard and shows the confirmation', async ({ page }) => {
    const submit = await openConsentForm(page);
    await submit.click();
    const form = page.locator('#sms-consent-form');
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid phone number',
      'You must consent to receive SMS messages to continue',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Primary SMS Consent (Required)')).toHaveAccessibleDescription(/You must consent to receive SMS messages to continue/);
    await expectNoAxeViolations(page, 'error state');

    const phone = `(406) 555-${String(Date.now() % 10000).padStart(4, '0')}`;
    await fillByKeyboard(page, phone);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sms-consent', async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Recording Consent...' })).toBeDisabled();
    release();

    // the local function runtime can take many seconds for a first request on a busy machine
    await expect(page.getByText('SMS Consent Recorded Successfully!', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your consent preferences have been saved. You can manage these preferences at any time.', { exact: true })).toBeVisible();
    const confirmation = page.getByRole('region', { name: 'Consent Recorded' });
    await expect(confirmation).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Consent Recorded' })).toBeFocused();
    await expect(confirmation).toContainText('Jordan Reyes');
    await expect(confirmation).toContainText(phone);
    await expect(confirmation).toContainText('jordan@example.com');
    await expect(confirmation).toContainText('Generator Installation');
    await expect(confirmation.locator('dt')).toHaveText(['Name', 'Phone', 'Email', 'Service Type', 'Consent Date', 'Primary SMS Consent', 'Emergency SMS Consent']);
    await expect(confirmation.locator('dd').nth(5)).toHaveText('Yes');
    await expect(confirmation.locator('dd').nth(6)).toHaveText('No');
    await expect(confirmation.locator('dd').nth(4)).toContainText(String(new Date().getFullYear()));
    await expect(confirmation.getByRole('heading', { name: "What's next?" })).toBeVisible();
    await expect(confirmation.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(confirmation.getByRole('link', { name: 'Request a Service' })).toHaveAttribute('href', '/#contact');
    await expect(page.getByRole('button', { name: 'Record My Consent' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'success state');
  });

  test('on failure shows the destructive toast with the message and keeps the form', async ({ page }) => {
    await openConsentForm(page);
    await page.route('**/api/sms-consent', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Our system is briefly unavailable.' }) }),
    );
    await fillByKeyboard(page, '406-555-0111');
    await page.getByRole('button', { name: 'Record My Consent' }).click();
    await expect(page.getByText('Error Recording Consent', { exact: true })).toBeVisible();
    await expect(page.getByText('Our system is briefly unavailable.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
    await expect(page.getByLabel('Primary SMS Consent (Required)')).toBeChecked();
  });
});
