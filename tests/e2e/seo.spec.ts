import { expect, test, type APIRequestContext } from '@playwright/test';
import { isAdmin, publicRoutes, routes } from './routes.ts';

const SITE = 'https://blackfootriverelectric.example';

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const meta = (page: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1];
const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
const jsonLd = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));

test.describe('search-engine data', () => {
  test('every public page has a unique title, a description, a canonical link, Open Graph, a Twitter card and the business data', async ({ request }) => {
    const titles = new Set<string>();
    for (const route of publicRoutes) {
      const page = await html(request, route.path);
      const title = /<title>([^<]+)<\/title>/.exec(page)?.[1];
      expect(title, route.path).toBeTruthy();
      if (!route.path.endsWith('.html')) {
        expect(titles.has(title!), `${route.path} repeats the title "${title}"`).toBe(false);
        titles.add(title!);
      }
      expect(meta(page, 'name', 'description')?.length, route.path).toBeGreaterThan(50);
      expect(canonical(page), route.path).toMatch(new RegExp(`^${SITE}/`));
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) expect(meta(page, 'property', key), `${route.path} ${key}`).toBeTruthy();
      expect(meta(page, 'property', 'og:image'), route.path).toMatch(/^https:\/\/.+\.(jpe?g|png|webp)$/);
      expect(meta(page, 'name', 'twitter:card'), route.path).toBe('summary_large_image');
      expect(page, route.path).not.toContain('name="robots" content="noindex');

      const business = jsonLd(page).find((data) => data['@type'] === 'Electrician');
      expect(business, route.path).toBeTruthy();
      expect(business.telephone).toBe('+14065550142');
      expect(business.areaServed.map((area: { name: string }) => area.name)).toEqual(
        expect.arrayContaining(['Missoula County, Montana', 'Ravalli County, Montana', 'Lake County, Montana']),
      );
    }
  });

  test('service pages carry Service, FAQPage and BreadcrumbList data', async ({ request }) => {
    for (const path of ['/services/residential', '/services/emergency', '/financing.html']) {
      const types = jsonLd(await html(request, path)).map((data) => data['@type']);
      expect(types, path).toEqual(expect.arrayContaining(['Electrician', 'Service', 'FAQPage', 'BreadcrumbList']));
    }
    const landing = jsonLd(await html(request, '/')).map((data) => data['@type']);
    expect(landing).not.toContain('BreadcrumbList');
  });

  test('the static .html pages point at their /services/* twin; financing at itself', async ({ request }) => {
    const twins: Record<string, string> = {
      '/residential.html': '/services/residential',
      '/commercial.html': '/services/commercial',
      '/emergency.html': '/services/emergency',
      '/generator.html': '/services/generator-installation',
      '/panel.html': '/services/panel-upgrade',
      '/financing.html': '/financing.html',
    };
    for (const [path, twin] of Object.entries(twins)) {
      expect(canonical(await html(request, path)), path).toBe(`${SITE}${twin}`);
    }
  });

  test('the back office and the not-found page are kept out of search results', async ({ request }) => {
    for (const route of routes.filter((r) => isAdmin(r.path))) {
      const response = await request.get(route.path);
      expect(await response.text(), route.path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.headers()['x-robots-tag'], route.path).toBe('noindex, nofollow');
    }
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test('the sitemap lists the public pages and not the back office; robots.txt points to it', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    expect(index).toContain(`${SITE}/sitemap-0.xml`);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const path of ['/', '/services/residential', '/services/emergency', '/financing.html', '/privacy-policy', '/sms-consent']) {
      expect(sitemap, path).toContain(`<loc>${SITE}${path}</loc>`);
    }
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).not.toContain('/residential.html');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});

test.describe('content', () => {
  test('legal pages show the date their text last changed, not today', async ({ page }) => {
    for (const path of ['/terms-of-service', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByText(/^Last updated:/)).toContainText('November 20, 2026');
      await expect(page.locator('time')).toHaveAttribute('datetime', '2026-11-20');
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    }
  });

  test('the footer carries the spec wording and the current year', async ({ page }) => {
    await page.goto('/privacy-policy');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Blackfoot River Electric. All rights reserved. Licensed & Insured Electrical Contractor.`);
    for (const heading of ['Quick Links', 'Our Services', 'Contact Us', 'Legal & Privacy']) await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Financing Options' })).toHaveAttribute('href', '/financing.html');
    await expect(footer.getByRole('link', { name: '(406) 555-0142' })).toHaveAttribute('href', 'tel:+14065550142');
    await expect(footer).toContainText('Mon-Fri 7AM-5PM');
  });

  test('the landing page shows five service cards, the twelve service areas and three testimonials', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Residential & Commercial Electrical Services in Bonner, MT');
    const cards = page.locator('#services > div > ul > li');
    await expect(cards.locator('h3')).toHaveText(['Residential Services', 'Commercial Services', 'Emergency Services', 'Panel Upgrades', 'Generator Installation']);
    await expect(cards.getByRole('link', { name: /Learn More/ })).toHaveCount(5);
    await expect(cards.getByRole('link', { name: /Learn More/ }).first()).toHaveAttribute('href', '/residential.html');
    await expect(page.getByRole('list', { name: 'Service areas' }).locator('li')).toHaveText([
      'Bonner',
      'Missoula',
      'East Missoula',
      'Clinton',
      'Milltown',
      'Potomac',
      'Seeley Lake',
      'Frenchtown',
      'Ravalli County',
      'Hamilton',
      'Stevensville',
      'Victor',
    ]);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    for (const id of ['home', 'services', 'about', 'local-areas', 'ai-assistant', 'contact', 'testimonials']) await expect(page.locator(`#${id}`)).toHaveCount(1);
  });

  test('images are sized, modern and lazy below the fold', async ({ page }) => {
    await page.goto('/');
    const images = await page.locator('main img').evaluateAll((nodes) =>
      nodes.map((img) => ({
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        sources: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('type')),
      })),
    );
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) {
      expect(image.alt).not.toBeNull();
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      expect(image.sources).toEqual(['image/avif', 'image/webp']);
    }
    expect(images.slice(1).every((image) => image.loading === 'lazy')).toBe(true);
  });
});

/** Text found in React's production build (its error-message decoder). */
const REACT = /Minified React error|react\.dev\/errors/;

test.describe('no framework JavaScript before interaction', () => {
  // /sms-consent is a form page: its form is the first thing on it and hydrates as soon as it is
  // visible. Every content page must wait for the visitor.
  const formPages = new Set(['/sms-consent']);
  for (const route of publicRoutes.filter((route) => !formPages.has(route.path))) {
    test(`${route.path} loads no React until a widget is used`, async ({ page }) => {
      // Every script the page loads is read to its end before the check (a body read after the
      // assertion would be a check that cannot fail).
      const reads: Promise<{ url: string; react: boolean }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        reads.push(response.text().then((text) => ({ url: response.url(), react: REACT.test(text) })));
      });
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(reads);
      // The page's own scripts (the shell, the lazy triggers) were seen, so the listener works.
      expect(scripts.length, route.path).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => script.react).map((script) => script.url),
        route.path,
      ).toEqual([]);
    });
  }
});
