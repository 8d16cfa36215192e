import { describe, expect, it } from 'vitest';
import { business } from '../../src/domain/business.ts';
import { absoluteUrl, breadcrumbJsonLd, electricianJsonLd, faqJsonLd, jsonLdText, serviceJsonLd } from '../../src/domain/seo.ts';
import { RequestError } from '../../src/server/http/request-error.ts';
import { orderedFaq, paragraphs } from '../../src/domain/help.ts';

const SITE = 'https://blackfootriverelectric.example';

describe('structured data, every field', () => {
  it('describes the Electrician with address, hours and the areas, linking area pages', () => {
    const data = electricianJsonLd(business, `${SITE}/`, `${SITE}/og.png`, [
      { name: 'lake county', path: '/service-areas/lake-county' },
      { name: 'Polson', path: '/service-areas/polson' },
    ]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Electrician',
      '@id': `${SITE}/#business`,
      name: 'Blackfoot River Electric',
      url: `${SITE}/`,
      telephone: '+14065550142',
      email: 'office@blackfootriverelectric.example',
      image: `${SITE}/og.png`,
      address: { '@type': 'PostalAddress', addressLocality: 'Bonner', addressRegion: 'MT', postalCode: '59823' },
      geo: { '@type': 'GeoCoordinates' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '07:00', closes: '17:00' }],
    });
    expect(data.areaServed.slice(0, 3)).toEqual([
      { '@type': 'AdministrativeArea', name: 'Missoula County, Montana' },
      { '@type': 'AdministrativeArea', name: 'Ravalli County, Montana' },
      { '@type': 'AdministrativeArea', name: 'Lake County, Montana', url: `${SITE}/service-areas/lake-county` },
    ]);
    expect(data.areaServed).toContainEqual({ '@type': 'City', name: 'Polson, MT', url: `${SITE}/service-areas/polson` });
    expect(data.areaServed).toContainEqual({ '@type': 'City', name: 'Lolo, MT' });
    expect(electricianJsonLd(business, SITE)).not.toHaveProperty('image');
    expect(electricianJsonLd({ ...business, address: { ...business.address, street: '1 Main St' } }, SITE).address).toMatchObject({ streetAddress: '1 Main St' });
    expect(electricianJsonLd(business, SITE).address).not.toHaveProperty('streetAddress');
  });

  it('describes a Service with its provider and the counties', () => {
    const service = { name: 'Panel Upgrades', serviceType: 'Electrical panel upgrade', description: 'd', path: '/services/panel-upgrade', image: `${SITE}/p.png` };
    expect(serviceJsonLd(business, SITE, service)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Panel Upgrades',
      serviceType: 'Electrical panel upgrade',
      description: 'd',
      url: `${SITE}/services/panel-upgrade`,
      image: `${SITE}/p.png`,
      provider: { '@type': 'Electrician', '@id': `${SITE}/#business`, name: 'Blackfoot River Electric', telephone: '+14065550142' },
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Missoula County, Montana' },
        { '@type': 'AdministrativeArea', name: 'Ravalli County, Montana' },
        { '@type': 'AdministrativeArea', name: 'Lake County, Montana' },
      ],
    });
    expect(serviceJsonLd(business, SITE, { ...service, image: undefined })).not.toHaveProperty('image');
  });

  it('describes FAQ pages and breadcrumbs', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    expect(breadcrumbJsonLd(SITE, [{ name: 'Home', path: '/' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` }],
    });
    expect(jsonLdText({ a: '</script><b>' })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
    expect(absoluteUrl('https://x.example/base/', 'page')).toBe('https://x.example/base/page');
  });
});

describe('the one request error', () => {
  it('is named RequestError and keeps its status, message and details', () => {
    const error = new RequestError(422, 'Bad', { name: 'Too short' });
    expect(error.name).toBe('RequestError');
    expect(error).toBeInstanceOf(Error);
    expect([error.status, error.message, error.details]).toEqual([422, 'Bad', { name: 'Too short' }]);
    expect(new RequestError(400, 'Bad').details).toBeUndefined();
  });
});

describe('the help widget', () => {
  it('orders the FAQ by its order field', () => {
    expect(
      orderedFaq([
        { question: 'B', answer: 'b', order: 2 },
        { question: 'A', answer: 'a', order: 1 },
      ]),
    ).toEqual([
      { question: 'A', answer: 'a' },
      { question: 'B', answer: 'b' },
    ]);
  });

  it('splits an answer into trimmed paragraphs at blank lines', () => {
    expect(paragraphs(' One.\n \nTwo \n\n\nThree. ')).toEqual(['One.', 'Two', 'Three.']);
  });
});
