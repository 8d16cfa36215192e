/**
 * Search-engine data: absolute URLs and the JSON-LD objects (schema.org) of every page.
 * Plain functions of the business profile and page data, so pages and tests share them.
 */
import type { Business } from './business.ts';

/** The search-engine properties of a page (spec: "Page search-engine properties"). */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute or site-relative image URL for link previews. */
  image?: string;
  imageAlt?: string;
  /** Site-relative path of the canonical address, e.g. /services/residential. */
  url: string;
  type?: 'website' | 'article';
  twitterCardType?: 'summary' | 'summary_large_image';
  publishedTime?: Date;
  modifiedTime?: Date;
  author?: string;
  section?: string;
  tags?: string[];
  /** Keep the page out of search results (back office, not-found page). */
  noindex?: boolean;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/$/, '')}/`).href;
}

export function businessId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#business`;
}

/** An area with its own page on the site, by the name the profile gives it ("Lake County", "Polson"). */
export interface AreaPageLink {
  name: string;
  path: string;
}

export function electricianJsonLd(business: Business, siteUrl: string, image?: string, areaPages: AreaPageLink[] = []) {
  const pageOf = (name: string) => {
    const page = areaPages.find((area) => area.name.toLowerCase() === name.toLowerCase());
    return page ? { url: absoluteUrl(siteUrl, page.path) } : {};
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Electrician',
    '@id': businessId(siteUrl),
    name: business.name,
    description: business.description,
    url: absoluteUrl(siteUrl, '/'),
    telephone: business.phone.tel,
    email: business.email,
    ...(image ? { image } : {}),
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      ...(business.address.street ? { streetAddress: business.address.street } : {}),
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHours: business.hours.openingHours,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: business.hours.days,
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    areaServed: [
      ...business.counties.map((name) => ({ '@type': 'AdministrativeArea', name: `${name}, Montana`, ...pageOf(name) })),
      ...business.towns.map((name) => ({ '@type': 'City', name: `${name}, MT`, ...pageOf(name) })),
    ],
    sameAs: Object.values(business.social),
  };
}

export function serviceJsonLd(business: Business, siteUrl: string, service: { name: string; serviceType: string; description: string; path: string; image?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(siteUrl, service.path),
    ...(service.image ? { image: service.image } : {}),
    provider: { '@type': 'Electrician', '@id': businessId(siteUrl), name: business.name, telephone: business.phone.tel },
    areaServed: business.counties.map((name) => ({ '@type': 'AdministrativeArea', name: `${name}, Montana` })),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json"> block; "<" is escaped so text cannot close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
