/**
 * The lead forms as plain HTML, on a phone: sent with JavaScript turned off they store the lead and
 * lead to the thank-you page; a value only the server refuses comes back beside its field with
 * every value kept. With JavaScript, the first touch of a form swaps in its React version without
 * losing a keystroke or the focus.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-credentials.ts';
import { expectNoAxeViolations } from './axe.ts';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function phoneWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, baseURL, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

/** The leads of `kind` the owner sees for a search, through the back office's API. */
async function leadsFor(request: APIRequestContext, kind: 'contact' | 'sms_consent', q: string) {
  const login = await request.post('/api/admin/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const answer = await request.get(`/api/admin/leads?kind=${kind}&q=${encodeURIComponent(q)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { logs: Record<string, unknown>[] }).logs;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Fills the contact form; `marker` goes into the message as a word the owner's search finds. */
async function fillContact(page: Page, email: string, marker: string) {
  const form = page.locator('#contact-form');
  await form.getByLabel('Your Name').fill('Dana Whitfield');
  await form.getByLabel('Phone Number').fill('(406) 555-0199');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Service Needed').selectOption('panel');
  await form.getByLabel('Your Message').fill(messageWith(marker));
}

const messageWith = (marker: string) => `Our 1970s fuse box needs replacing before we add a heat pump. Job ${marker}`;

test.describe('lead forms without JavaScript, on a phone', { tag: '@mobile' }, () => {
  test.describe.configure({ timeout: 60_000 });

  test('the contact form is a plain form: native controls with the rules as attributes; the browser refuses an empty form', async ({ browser, baseURL }) => {
    const { context, page } = await phoneWithoutJavaScript(browser, baseURL);
    await page.goto('/#contact');
    const form = page.locator('#contact-form form');
    await expect(form).toHaveAttribute('action', '/api/contact');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(page.locator('#name')).toHaveAttribute('minlength', '2');
    await expect(page.locator('#name')).toHaveAttribute('maxlength', '100');
    await expect(page.locator('#message')).toHaveAttribute('minlength', '10');
    await expect(page.locator('#email')).toHaveAttribute('type', 'email');
    await expect(page.locator('#service')).toHaveJSProperty('tagName', 'SELECT');
    await expect(page.locator('#service option')).toHaveText([
      'Select a Service',
      'Residential Electrical',
      'Commercial Electrical',
      'Emergency Services',
      'Panel Upgrades',
      'Lighting Installation',
      'Generator Installation',
      'Other Services',
    ]);
    // the preferred time shows only while a call back is requested, by CSS alone
    await expect(page.getByLabel('Preferred Time for Call')).toBeHidden();
    await page.getByLabel('Request a call back').check();
    await expect(page.getByLabel('Preferred Time for Call')).toBeVisible();
    await page.getByLabel('Request a call back').uncheck();
    await expect(page.getByLabel('Preferred Time for Call')).toBeHidden();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/(#contact)?$/);
    expect(await page.locator('#name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await context.close();
  });

  test('a contact form sent without JavaScript stores the lead and shows the thank-you page', async ({ browser, baseURL, request }) => {
    const { context, page } = await phoneWithoutJavaScript(browser, baseURL);
    const marker = unique();
    const email = `nojs-${marker}@example.com`;
    await page.goto('/#contact');
    await fillContact(page, email, marker);
    await page.getByLabel('Request a call back').check();
    await page.getByLabel('Preferred Time for Call').selectOption('afternoon');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent Successfully!');
    await expect(page.getByRole('main').getByRole('link', { name: 'Call (406) 555-0142' })).toHaveAttribute('href', 'tel:+14065550142');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const [lead, ...more] = await leadsFor(request, 'contact', marker);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({ name: 'Dana Whitfield', email, service: 'panel', requestCallback: true, preferredTime: 'afternoon', isSpam: false });

    // sending the same page again (back, send) within minutes stores nothing new
    await page.goBack();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    expect(await leadsFor(request, 'contact', marker)).toHaveLength(1);
    await context.close();
  });

  test('a value only the server refuses comes back beside its field, with every value kept, and can be corrected there', async ({ browser, baseURL, request }) => {
    const { context, page } = await phoneWithoutJavaScript(browser, baseURL);
    const marker = unique();
    // the browser's own e-mail check accepts "name@host"; the form's rules want a domain with a dot
    const email = `nojs-${marker}@example`;
    await page.goto('/#contact');
    await fillContact(page, email, marker);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/api\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your details');
    const field = page.locator('.field', { has: page.locator('#email') });
    await expect(field.locator('#email-error')).toHaveText('Please enter a valid email address');
    await expect(field).toContainText(`You sent: “${email}”`);
    await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#email')).toHaveValue(email);
    await expect(page.locator('#name')).toHaveValue('Dana Whitfield');
    await expect(page.locator('#phone')).toHaveValue('(406) 555-0199');
    await expect(page.locator('#service')).toHaveValue('panel');
    await expect(page.locator('#message')).toHaveValue(messageWith(marker));
    await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/#contact');
    expect(await leadsFor(request, 'contact', marker)).toHaveLength(0);

    await page.locator('#email').fill(`nojs-${marker}@example.com`);
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    expect(await leadsFor(request, 'contact', marker)).toHaveLength(1);
    await context.close();
  });

  test('the consent form sent without JavaScript records the consent, and refuses a name only the server finds too short', async ({ browser, baseURL, request }) => {
    const { context, page } = await phoneWithoutJavaScript(browser, baseURL);
    const last = `Reyes${unique()}`;
    await page.goto('/sms-consent');
    await expect(page.locator('#consentPhone')).toHaveAttribute('pattern', String.raw`\+?[\d\s\-\(\)\.]{10,}`);
    // two characters for the browser, one after trimming for the server
    await page.getByLabel('First Name').fill(' J');
    await page.getByLabel('Last Name').fill(last);
    await page.getByLabel('Mobile Phone Number').fill('(406) 555-0177');
    await page.getByLabel('Service Type').selectOption('generator');
    await page.getByLabel('Primary SMS Consent (Required)').check();
    await page.getByRole('button', { name: 'Record My Consent' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your details');
    await expect(page.locator('#firstName-error')).toHaveText('First name must be at least 2 characters');
    await expect(page.locator('#lastName')).toHaveValue(last);
    await expect(page.locator('#serviceType')).toHaveValue('generator');
    await expect(page.getByLabel('Primary SMS Consent (Required)')).toBeChecked();
    await expect(page.getByLabel('Emergency SMS Alerts (Optional)')).not.toBeChecked();

    await page.locator('#firstName').fill('Jordan');
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page).toHaveURL(/\/sms-consent\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consent Recorded');
    await expect(page.getByRole('main').getByRole('link', { name: 'Call (406) 555-0142' })).toBeVisible();
    const [consent, ...more] = await leadsFor(request, 'sms_consent', last);
    expect(more).toHaveLength(0);
    expect(consent).toMatchObject({ firstName: 'Jordan', lastName: last, serviceType: 'generator', primarySmsConsent: true, emergencySmsConsent: false, isSpam: false });
    await context.close();
  });
});

test('the thank-you pages and the refusal page have no axe violations', { tag: '@mobile' }, async ({ browser, baseURL }) => {
  // axe runs as a script: the refusal page's policy allows none, so this context bypasses it
  const context = await browser.newContext({ ...PHONE, baseURL, bypassCSP: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const path of ['/contact/thank-you', '/sms-consent/thank-you']) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
  await page.goto('/');
  await page.evaluate(() => {
    const form = Object.assign(document.createElement('form'), { method: 'post', action: '/api/contact' });
    for (const [name, value] of Object.entries({ name: 'J', phone: '406', email: 'x@y', service: '', message: 'short' })) {
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    }
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your details');
  await expect(page.locator('.error')).toHaveCount(5);
  await expectNoAxeViolations(page, 'refusal page');
  await context.close();
});

test.describe('lead forms with JavaScript: React takes over on the first touch', { tag: '@mobile' }, () => {
  test('typing into the plain contact form while its code arrives loses nothing and keeps the focus', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#contact-form form');
    await expect(form).not.toHaveAttribute('data-enhanced', 'true');
    // hold the form's code back so that the swap happens mid-typing
    await page.route('**/_astro/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.locator('#name').click();
    await page.keyboard.type('Dana Whitfield', { delay: 150 });
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await expect(page.locator('#name')).toBeFocused();
    await expect(page.locator('#name')).toHaveValue('Dana Whitfield');
    // now the React form: its inline validation and the Radix service dropdown
    await expect(page.getByRole('combobox', { name: 'Service Needed' })).toHaveJSProperty('tagName', 'BUTTON');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-form').getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.locator('#name')).toHaveValue('Dana Whitfield');
  });

  test('the consent form keeps a ticked box and the chosen service through the swap', async ({ page }) => {
    await page.goto('/sms-consent');
    await page.getByLabel('Service Type').selectOption('panel');
    await page.getByLabel('Primary SMS Consent (Required)').check();
    await expect(page.locator('#sms-consent-form form')).toHaveAttribute('data-enhanced', 'true');
    await expect(page.getByLabel('Service Type')).toHaveValue('panel');
    await expect(page.getByLabel('Primary SMS Consent (Required)')).toBeChecked();
    await expect(page.getByLabel('Primary SMS Consent (Required)')).toBeFocused();
  });

  test('once taken over, the consent form sends as JSON with the toast and the confirmation, on a phone', async ({ page }) => {
    const last = `Reyes${unique()}`;
    await page.goto('/sms-consent');
    await page.getByLabel('First Name').fill('Jordan');
    await expect(page.locator('#sms-consent-form form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Last Name').fill(last);
    await page.getByLabel('Mobile Phone Number').fill('(406) 555-0178');
    await page.getByLabel('Primary SMS Consent (Required)').check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/sms-consent'));
    await page.getByRole('button', { name: 'Record My Consent' }).click();
    expect((await sent).headers()['content-type']).toBe('application/json');
    await expect(page.getByText('SMS Consent Recorded Successfully!', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Consent Recorded' })).toContainText(last);
    await expect(page).toHaveURL(/\/sms-consent$/);
  });
});
