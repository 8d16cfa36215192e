import { expect, test, type APIRequestContext } from '@playwright/test';
import { areaPaths } from './routes.ts';
import { mainText, sharedShare, words } from '../helpers/text-overlap.ts';

const SITE = 'https://blackfootriverelectric.example';
const MAX_SHARED = 0.4;
const MIN_WORDS = 250;

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}
const jsonLd = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));

test.describe('service-area pages', () => {
  const paths = areaPaths();

  test('there is a page for each county and for each town with its own content', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/service-areas/missoula-county',
        '/service-areas/ravalli-county',
        '/service-areas/lake-county',
        '/service-areas/polson',
        '/service-areas/ronan',
        '/service-areas/bonner',
      ]),
    );
  });

  test(`each page has at least ${MIN_WORDS} words in <main>, and no two share more than ${MAX_SHARED * 100}% of their 4-word sequences`, async ({ request }) => {
    const texts = new Map<string, string>();
    for (const path of paths) {
      const text = mainText(await html(request, path));
      expect(words(text).length, `${path} has too few words in <main>`).toBeGreaterThanOrEqual(MIN_WORDS);
      texts.set(path, text);
    }
    const entries = [...texts];
    for (let i = 0; i < entries.length; i += 1) {
      for (let j = i + 1; j < entries.length; j += 1) {
        const share = sharedShare(entries[i][1], entries[j][1]);
        expect(share, `${entries[i][0]} and ${entries[j][0]} share ${(share * 100).toFixed(1)}% of their text`).toBeLessThanOrEqual(MAX_SHARED);
      }
    }
  });

  test('every page is in the sitemap and linked from the landing page and the footer', async ({ request }) => {
    const sitemap = await html(request, '/sitemap-0.xml');
    const landing = await html(request, '/');
    const localAreas = /<section id="local-areas"[\s\S]*?<\/section>/.exec(landing)?.[0] ?? '';
    const footer = /<footer[\s\S]*?<\/footer>/.exec(landing)?.[0] ?? '';
    for (const path of paths) {
      expect(sitemap.includes(`<loc>${SITE}${path}</loc>`), `${path} is not in the sitemap`).toBe(true);
      expect(localAreas.includes(`href="${path}"`), `${path} is not linked from the landing page's service areas`).toBe(true);
      expect(footer.includes(`href="${path}"`), `${path} is not linked from the footer`).toBe(true);
    }
  });

  test('each page has a valid BreadcrumbList, an FAQPage, and the Electrician data lists every area page', async ({ request }) => {
    for (const path of paths) {
      const data = jsonLd(await html(request, path));
      const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
      expect(crumbs, path).toBeTruthy();
      expect(crumbs['@context']).toBe('https://schema.org');
      const items = crumbs.itemListElement as { '@type': string; position: number; name: string; item: string }[];
      expect(items.length, path).toBeGreaterThanOrEqual(3);
      items.forEach((item, index) => {
        expect(item['@type']).toBe('ListItem');
        expect(item.position).toBe(index + 1);
        expect(item.name.length).toBeGreaterThan(0);
        expect(() => new URL(item.item)).not.toThrow();
      });
      expect(items[0]).toMatchObject({ name: 'Home', item: `${SITE}/` });
      expect(items.at(-1)!.item).toBe(`${SITE}${path}`);
      expect(
        data.some((item) => item['@type'] === 'FAQPage'),
        path,
      ).toBe(true);
      const business = data.find((item) => item['@type'] === 'Electrician');
      const served = (business.areaServed as { url?: string }[]).map((area) => area.url).filter(Boolean);
      expect(served.sort()).toEqual(paths.map((p) => `${SITE}${p}`).sort());
    }
  });

  test('a town page shows the drive estimate, its county, a call link, the quote link and nearby areas', async ({ page }) => {
    await page.goto('/service-areas/polson');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Electricians in Polson, Montana');
    await expect(page.locator('[data-drive-minutes]')).toContainText('about 1 hour 35 minutes, some 75 miles');
    await expect(page.locator('[data-drive-minutes]')).toContainText('An estimate');
    await expect(main.getByRole('link', { name: 'Lake County' }).first()).toHaveAttribute('href', '/service-areas/lake-county');
    await expect(main.getByRole('link', { name: /Call \(406\) 555-0142/ })).toHaveAttribute('href', 'tel:+14065550142');
    await expect(main.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/#contact');
    const nearby = page.getByRole('navigation', { name: 'Nearby areas' }).getByRole('link');
    await expect(nearby).toHaveCount(3);
    await expect(nearby.first()).toHaveText('Ronan');
    // The Polson testimonial appears on the Polson and Lake County pages only.
    await expect(main.getByText('Linda K., Polson')).toBeVisible();
    await page.goto('/service-areas/ronan');
    await expect(page.locator('main').getByText('Linda K., Polson')).toHaveCount(0);
  });

  test('a county page lists its towns, each linked to its own page when it has one', async ({ page }) => {
    await page.goto('/service-areas/ravalli-county');
    const towns = page.getByRole('region', { name: 'Places we serve in Ravalli County' });
    await expect(towns.getByRole('link', { name: 'Hamilton' })).toHaveAttribute('href', '/service-areas/hamilton');
    await expect(towns.getByText('Victor')).toBeVisible();
    await expect(towns.getByRole('link', { name: 'Victor' })).toHaveCount(0);
  });

  test('on the landing page, a town without its own page links to its county', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Service areas' });
    await expect(list.getByRole('link', { name: 'Victor' })).toHaveAttribute('href', '/service-areas/ravalli-county');
    await expect(list.getByRole('link', { name: 'Seeley Lake' })).toHaveAttribute('href', '/service-areas/missoula-county');
    await expect(list.getByRole('link', { name: 'Hamilton' })).toHaveAttribute('href', '/service-areas/hamilton');
    // The accordion keeps the spec's four areas.
    await expect(page.locator('#local-areas details')).toHaveCount(4);
  });
});
