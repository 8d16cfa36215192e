/**
 * Content collections: everything a marketer edits (services, areas, FAQ, testimonials, themes,
 * legal pages) lives under src/content/ as Markdown or JSON and is checked against these schemas
 * at build time. The business profile is src/content/business.json (see src/domain/business.ts).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { themeSchema } from './domain/theme-schema.ts';
import { LIST_MARKERS } from './domain/list-markers.ts';

const sectionItem = z.object({
  title: z.string(),
  text: z.string().optional(),
  /** Optional bullet points under the item. */
  points: z.array(z.string()).optional(),
});

const section = z.object({
  /** Anchor id of the section, e.g. "services". */
  id: z.string().optional(),
  heading: z.string(),
  intro: z.string().optional(),
  /** cards: a grid of cards; list: a checklist; steps: a numbered process; questions: a list of questions. */
  layout: z.enum(['cards', 'list', 'steps', 'questions']),
  /** Marker of a list's items: check (what you get), warning (danger signs, safety steps), info (caveats). */
  marker: z.enum(LIST_MARKERS).default('check'),
  items: z.array(sectionItem).min(1),
  link: z.object({ label: z.string(), href: z.string() }).optional(),
});

const services = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/services' }),
  schema: ({ image }) =>
    z.object({
      /** Page title, e.g. "Residential Electrical Services". */
      title: z.string(),
      /** Title on the landing page's service card, e.g. "Residential Services". */
      cardTitle: z.string(),
      /** Meta description and card text (at most 160 characters for search engines). */
      description: z.string().max(160),
      /** Hero sentence under the title. */
      lead: z.string(),
      image: image(),
      imageAlt: z.string().min(5),
      features: z.array(z.string()).min(3),
      /** The full-page static address, e.g. /residential.html. */
      staticPath: z.string().regex(/^\/[a-z-]+\.html$/),
      /** The in-site service page, e.g. /services/residential; null for financing. */
      servicePath: z
        .string()
        .regex(/^\/services\/[a-z-]+$/)
        .nullable(),
      /** Order among the landing page's service cards; null keeps it off the landing page. */
      cardOrder: z.number().int().nullable(),
      /** Colour scheme of the page: the emergency page is red. */
      tone: z.enum(['standard', 'emergency']).default('standard'),
      /** Name of the service for search engines' Service data. */
      serviceType: z.string(),
      sections: z.array(section).min(1),
      /** Questions and answers shown on the page (FAQPage structured data). */
      faq: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
      published: z.coerce.date(),
      updated: z.coerce.date(),
    }),
});

const areas = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/areas' }),
  schema: ({ image }) =>
    z.object({
      name: z.string(),
      order: z.number().int(),
      description: z.string(),
      services: z.array(z.string()).min(1),
      landmarks: z.array(z.string()).min(1),
      image: image(),
      imageAlt: z.string().min(5),
      /** A town or a county; every entry has its own page at /service-areas/{id}. */
      kind: z.enum(['town', 'county']).default('town'),
      /** A town's county: the id of a county entry, e.g. "missoula-county". */
      county: z.string().optional(),
      /** Shown in the landing page's accordion (the spec fixes it at four areas). */
      accordion: z.boolean().default(false),
      /** Where the area is, for the drive from Bonner (estimated at build time) and the nearest areas. */
      coordinates: z.object({ latitude: z.number().min(44).max(49.5), longitude: z.number().min(-116.5).max(-104) }),
      /** What the coordinates stand for when it is not the area itself, e.g. "Hamilton, the county seat". */
      place: z.string().optional(),
      /** The page's meta description. */
      summary: z.string().min(50).max(160),
      /** A county's places we serve, by name; those with their own page link to it. */
      towns: z.array(z.string()).default([]),
      /** Questions and answers on the page (FAQPage structured data). */
      faq: z.array(z.object({ question: z.string(), answer: z.string() })).min(2),
    }),
});

const serviceAreas = defineCollection({
  loader: file('./src/content/service-areas.json'),
  schema: z.object({ id: z.string(), name: z.string(), order: z.number().int() }),
});

const faq = defineCollection({
  loader: file('./src/content/faq.json'),
  schema: z.object({ id: z.string(), question: z.string(), answer: z.string(), order: z.number().int() }),
});

const testimonials = defineCollection({
  loader: file('./src/content/testimonials.json'),
  schema: z.object({
    id: z.string(),
    name: z.string(),
    location: z.string(),
    rating: z.string(),
    text: z.string(),
  }),
});

const themes = defineCollection({
  loader: file('./src/content/themes.json'),
  schema: themeSchema,
});

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    title: z.string(),
    description: z.string().max(160),
    /** The date the text last changed; shown as "Last updated". */
    updated: z.coerce.date(),
  }),
});

export const collections = { services, areas, serviceAreas, faq, testimonials, themes, legal };
