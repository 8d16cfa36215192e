/**
 * The business profile: every fact about the business (name, phone, e-mail, address, hours,
 * area served, licence wording, social links) comes from src/content/business.json through
 * this module, so pages, functions and the assistant never hard-code them.
 */
import { z } from 'zod';
import profile from '../content/business.json' with { type: 'json' };

export const businessSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  phone: z.object({
    display: z.string().min(10),
    tel: z.string().regex(/^\+\d{10,15}$/, 'tel must be in E.164 form, e.g. +14065550142'),
  }),
  email: z.email(),
  siteUrl: z.url(),
  address: z.object({
    street: z.string().optional(),
    locality: z.string(),
    region: z.string().length(2),
    postalCode: z.string(),
    country: z.string().length(2),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  /** IANA time zone of the business: the owner reads every time in it (America/Denver). */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'an IANA time zone, e.g. America/Denver'),
  hours: z.object({
    short: z.string(),
    long: z.string(),
    summary: z.string(),
    emergency: z.string(),
    openingHours: z.array(z.string()).min(1),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    days: z.array(z.string()).min(1),
  }),
  counties: z.array(z.string()).min(1),
  towns: z.array(z.string()).min(1),
  licence: z.string(),
  /** How soon the office answers a message or a quote request ("within one business day"): the contact section and the assistant. */
  replyTime: z.string().min(1),
  /** Who answers the 24/7 line (the home page's About section, and the assistant). */
  emergencyLine: z.string().min(1),
  experienceYears: z.number().int().positive(),
  /** Free estimates, as the terms of service and the FAQ promise them. */
  estimates: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  /** The workmanship warranty of the terms of service ("Warranty of workmanship"). */
  warranty: z.object({ title: z.string().min(1), years: z.number().int().positive(), text: z.string().min(1) }),
  priceRange: z.string(),
  social: z.object({ facebook: z.url(), instagram: z.url(), linkedin: z.url() }),
});

export type Business = z.infer<typeof businessSchema>;

const parsed = businessSchema.parse(profile);

/** The site's public address: SITE_URL (or Netlify's URL) overrides the profile's. */
function siteUrlFromEnvironment(): string | undefined {
  const env = typeof process !== 'undefined' ? process.env : undefined;
  return env?.SITE_URL || env?.URL || undefined;
}

export const business: Business = { ...parsed, siteUrl: (siteUrlFromEnvironment() ?? parsed.siteUrl).replace(/\/$/, '') };

/** "Missoula, Ravalli and Lake counties" */
export function countiesSentence(counties: string[] = business.counties): string {
  const names = counties.map((county) => county.replace(/ County$/, ''));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${list} ${names.length > 1 ? 'counties' : 'County'}`;
}

export const telHref = `tel:${business.phone.tel}`;
export const mailtoHref = `mailto:${business.email}`;
export const locationLine = `${business.address.locality}, ${business.address.region}`;

export interface TrustPoint {
  icon: 'shield' | 'star' | 'check' | 'clock' | 'alert';
  title: string;
  text: string;
}

/** The trust strip under a hero: licence and insurance, years, free estimates, warranty, 24/7 service. */
export function trustPoints(profile: Business = business): TrustPoint[] {
  return [
    { icon: 'shield', title: profile.licence, text: `Licensed in Montana, insured on every job.` },
    { icon: 'star', title: `${profile.experienceYears}+ years in business`, text: `Serving ${countiesSentence(profile.counties)}.` },
    { icon: 'check', title: profile.estimates.title, text: profile.estimates.text },
    { icon: 'check', title: profile.warranty.title, text: profile.warranty.text },
    { icon: 'clock', title: '24/7 emergency service', text: profile.hours.emergency + '.' },
  ];
}
