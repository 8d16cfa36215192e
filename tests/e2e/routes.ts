import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every public route of the site (from the spec), shared by the e2e tests and tools/audit.mjs.
 * `h1` is the expected main heading (a string matches the whole trimmed text, a RegExp part of it).
 */
export interface Route {
  path: string;
  h1?: string | RegExp;
}

export const routes: Route[] = [
  { path: '/', h1: 'Residential & Commercial Electrical Services in Bonner, MT' },
  { path: '/services/residential', h1: 'Residential Electrical Services' },
  { path: '/services/commercial', h1: 'Commercial Electrical Services' },
  { path: '/services/generator-installation', h1: 'Generator Installation' },
  { path: '/services/panel-upgrade', h1: 'Electrical Panel Upgrades' },
  { path: '/services/emergency', h1: 'Emergency Electrical Services' },
  { path: '/sms-consent', h1: 'Text Message Consent' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/admin', h1: 'Admin Dashboard' },
  { path: '/admin/conversation-logs', h1: 'Admin Dashboard' },
  { path: '/admin/image-optimizer', h1: 'Image Optimizer Tool' },
  { path: '/residential.html', h1: 'Residential Electrical Services' },
  { path: '/commercial.html', h1: 'Commercial Electrical Services' },
  { path: '/emergency.html', h1: 'Emergency Electrical Services' },
  { path: '/generator.html', h1: 'Generator Installation' },
  { path: '/panel.html', h1: 'Electrical Panel Upgrades' },
  { path: '/financing.html', h1: 'Financing Options' },
  ...areaRoutes(),
];

/** The service-area pages: one per file of src/content/areas (the counties and the towns with their own content). */
function areaRoutes(): Route[] {
  const dir = fileURLToPath(new URL('../../src/content/areas/', import.meta.url));
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const name = /^name:\s*(.+)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1].trim();
      return { path: `/service-areas/${file.replace(/\.md$/, '')}`, h1: `Electricians in ${name}, Montana` };
    });
}

/** The paths of the service-area pages. */
export const areaPaths = () => routes.filter((route) => route.path.startsWith('/service-areas/')).map((route) => route.path);

/** A path no page answers: the site's not-found page, status 404. */
export const unknown = { path: '/no-such-page', status: 404, h1: 'Page Not Found' } as const;

export const isAdmin = (path: string) => /^\/admin(\/|$)/.test(path);

/** Routes the public (and search engines) see: everything but the back office. */
export const publicRoutes = routes.filter((route) => !isAdmin(route.path));
