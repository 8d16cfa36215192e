/** The business profile's schema and what the pages read from it (src/domain/business.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import profile from '../../src/content/business.json' with { type: 'json' };

/**
 * The module is evaluated afresh for each test (its schema and constants are built when it loads),
 * so that each test reads the module as it is now, as the site-URL tests of business.test.ts do.
 */
let businessSchema: typeof import('../../src/domain/business.ts').businessSchema;
let trustPoints: typeof import('../../src/domain/business.ts').trustPoints;
beforeEach(async () => {
  vi.resetModules();
  ({ businessSchema, trustPoints } = await import('../../src/domain/business.ts'));
});

/** The messages of the schema's refusal of a profile changed by `change`. */
function refusal(change: (copy: Record<string, unknown>) => void): string[] {
  const copy = structuredClone(profile) as unknown as Record<string, unknown>;
  change(copy);
  const result = businessSchema.safeParse(copy);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the profile schema', () => {
  it('keeps every field of the profile as it is', () => {
    expect(businessSchema.parse(profile)).toEqual(profile);
  });

  it.each(['x+14065550142', '+14065550142x', '+1406555', '406-555-0142'])('refuses the phone link number %s', (tel) => {
    expect(refusal((copy) => ((copy.phone as Record<string, string>).tel = tel))).toEqual(['phone.tel: tel must be in E.164 form, e.g. +14065550142']);
  });

  it('refuses a time zone that is not an IANA zone', () => {
    expect(refusal((copy) => (copy.timeZone = 'Mountain/Bonner'))).toEqual(['timeZone: an IANA time zone, e.g. America/Denver']);
  });

  it.each(['x07:00', '07:00x', '7:00'])('refuses the opening and closing time %s', (time) => {
    const messages = refusal((copy) => {
      const hours = copy.hours as Record<string, unknown>;
      hours.opens = time;
      hours.closes = time;
    });
    expect(messages.map((message) => message.split(':')[0])).toEqual(['hours.opens', 'hours.closes']);
  });

  it('needs at least one line of opening hours, and takes several', () => {
    expect(refusal((copy) => ((copy.hours as Record<string, unknown>).openingHours = [])).map((message) => message.split(':')[0])).toEqual(['hours.openingHours']);
    expect(refusal((copy) => ((copy.hours as Record<string, unknown>).openingHours = ['Mo-Fr 07:00-17:00', 'Sa 08:00-12:00']))).toEqual([]);
  });
});

describe('the trust strip', () => {
  it('has the licence, the years and area, the free estimates, the warranty and 24/7 service, each with its icon', () => {
    expect(trustPoints()).toEqual([
      { icon: 'shield', title: 'Licensed & Insured Electrical Contractor', text: 'Licensed in Montana, insured on every job.' },
      { icon: 'star', title: '15+ years in business', text: 'Serving Missoula, Ravalli and Lake counties.' },
      { icon: 'check', title: 'Free estimates', text: profile.estimates.text },
      { icon: 'check', title: 'One-year workmanship warranty', text: profile.warranty.text },
      { icon: 'clock', title: '24/7 emergency service', text: 'Emergency services available 24/7.' },
    ]);
  });

  it('names the counties of the profile it is given', () => {
    const business = businessSchema.parse(profile);
    expect(trustPoints({ ...business, counties: ['Lake County'] })[1].text).toBe('Serving Lake County.');
  });
});

describe('the links and lines built from the profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('builds the phone link, the e-mail link and the location line', async () => {
    vi.resetModules();
    const module = await import('../../src/domain/business.ts');
    expect(module.telHref).toBe('tel:+14065550142');
    expect(module.mailtoHref).toBe('mailto:office@blackfootriverelectric.example');
    expect(module.locationLine).toBe('Bonner, MT');
  });

  it('uses the profile address where there is no process environment (in the browser)', async () => {
    vi.stubEnv('SITE_URL', 'https://preview.example.org');
    vi.stubGlobal('process', undefined);
    vi.resetModules();
    const module = await import('../../src/domain/business.ts');
    vi.unstubAllGlobals();
    expect(module.business.siteUrl).toBe('https://blackfootriverelectric.example');
  });
});
