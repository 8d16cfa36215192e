import { afterEach, describe, expect, it, vi } from 'vitest';
import profile from '../../src/content/business.json' with { type: 'json' };
import { business, businessSchema, countiesSentence, telHref } from '../../src/domain/business.ts';

describe('business profile', () => {
  it('parses against the schema', () => {
    expect(businessSchema.safeParse(profile).success).toBe(true);
  });

  it('rejects a phone number that is not E.164', () => {
    const broken = { ...profile, phone: { ...profile.phone, tel: '406-555-0142' } };
    expect(businessSchema.safeParse(broken).success).toBe(false);
  });

  it('exposes the facts pages need', () => {
    expect(business.name).toBe('Blackfoot River Electric');
    expect(telHref).toBe('tel:+14065550142');
  });
});

describe('countiesSentence', () => {
  it('joins the profile counties the way the copy reads', () => {
    expect(countiesSentence()).toBe('Missoula, Ravalli and Lake counties');
  });

  it('handles one and two counties', () => {
    expect(countiesSentence(['Missoula County'])).toBe('Missoula County');
    expect(countiesSentence(['Missoula County', 'Lake County'])).toBe('Missoula and Lake counties');
  });
});

describe('site URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function load() {
    vi.resetModules();
    return (await import('../../src/domain/business.ts')).business;
  }

  it('defaults to the profile address without a trailing slash', async () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('URL', '');
    expect((await load()).siteUrl).toBe(profile.siteUrl);
  });

  it('is overridden by SITE_URL (trailing slash removed)', async () => {
    vi.stubEnv('SITE_URL', 'https://preview.example.org/');
    vi.stubEnv('URL', 'https://netlify.example.org');
    expect((await load()).siteUrl).toBe('https://preview.example.org');
  });

  it("falls back to Netlify's URL", async () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('URL', 'https://netlify.example.org');
    expect((await load()).siteUrl).toBe('https://netlify.example.org');
  });
});

describe('trustPoints', () => {
  it('builds the trust strip from the profile: licence, years, free estimates, warranty, 24/7', async () => {
    const { business, trustPoints } = await import('../../src/domain/business.ts');
    const titles = trustPoints().map((point) => point.title);
    expect(titles).toEqual(['Licensed & Insured Electrical Contractor', '15+ years in business', 'Free estimates', 'One-year workmanship warranty', '24/7 emergency service']);
    // A change in the profile is a change on every page.
    const changed = trustPoints({ ...business, experienceYears: 20, warranty: { ...business.warranty, title: 'Two-year workmanship warranty' } });
    expect(changed.map((point) => point.title)).toContain('20+ years in business');
    expect(changed.map((point) => point.title)).toContain('Two-year workmanship warranty');
  });

  it('holds the warranty of the terms of service and the free estimates of the FAQ', async () => {
    const { readFile } = await import('node:fs/promises');
    const { business } = await import('../../src/domain/business.ts');
    const terms = await readFile(new URL('../../src/content/legal/terms-of-service.md', import.meta.url), 'utf8');
    expect(terms).toContain('within one year of completion');
    expect(business.warranty.years).toBe(1);
    const faq = await readFile(new URL('../../src/content/faq.json', import.meta.url), 'utf8');
    expect(faq).toContain('our estimates are free');
    expect(business.estimates.title).toBe('Free estimates');
  });
});
