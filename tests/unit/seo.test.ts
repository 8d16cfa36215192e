import { describe, expect, it } from 'vitest';
import { business } from '../../src/domain/business.ts';
import { absoluteUrl, breadcrumbJsonLd, electricianJsonLd, faqJsonLd, jsonLdText, serviceJsonLd } from '../../src/domain/seo.ts';

const site = 'https://blackfootriverelectric.example';

describe('structured data', () => {
  it('describes the business as an Electrician with its facts from the profile', () => {
    const data = electricianJsonLd(business, site);
    expect(data['@type']).toBe('Electrician');
    expect(data.telephone).toBe('+14065550142');
    expect(data.address).toMatchObject({ addressLocality: 'Bonner', addressRegion: 'MT', postalCode: '59823' });
    expect(data.openingHours).toEqual(['Mo-Fr 07:00-17:00']);
    const served = data.areaServed.map((area) => area.name);
    expect(served).toEqual(expect.arrayContaining(['Missoula County, Montana', 'Ravalli County, Montana', 'Lake County, Montana', 'Polson, MT']));
  });

  it('links a Service to the business that provides it', () => {
    const data = serviceJsonLd(business, site, {
      name: 'Panel Upgrades',
      serviceType: 'Electrical panel upgrade',
      description: 'Upgrades from 100A to 200A.',
      path: '/services/panel-upgrade',
    });
    expect(data.url).toBe(`${site}/services/panel-upgrade`);
    expect(data.provider['@id']).toBe(electricianJsonLd(business, site)['@id']);
  });

  it('lists FAQ questions with their answers', () => {
    const data = faqJsonLd([{ question: 'How long does a rewire take?', answer: '3 to 10 days.' }]);
    expect(data.mainEntity[0]).toMatchObject({ name: 'How long does a rewire take?', acceptedAnswer: { text: '3 to 10 days.' } });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Privacy Policy', path: '/privacy-policy' },
    ]);
    expect(data.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, `${site}/`],
      [2, `${site}/privacy-policy`],
    ]);
  });

  it('cannot be broken out of its script tag', () => {
    expect(jsonLdText({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('builds absolute URLs whether or not the site URL ends with a slash', () => {
    expect(absoluteUrl(`${site}/`, '/a')).toBe(`${site}/a`);
    expect(absoluteUrl(site, '/a')).toBe(`${site}/a`);
  });
});
