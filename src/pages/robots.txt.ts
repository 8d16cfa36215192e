import type { APIRoute } from 'astro';
import { business } from '../domain/business.ts';
import { absoluteUrl } from '../domain/seo.ts';

export const GET: APIRoute = () =>
  new Response(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(business.siteUrl, '/sitemap-index.xml')}`, ''].join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
