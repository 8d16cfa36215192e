/**
 * Every public route of the site (from the spec), shared by the e2e tests and scripts/audit.mjs.
 * `h1` is the expected main heading: fill it in as each page is built (a string matches the
 * whole trimmed text, a RegExp part of it); until then only "exactly one visible h1" is checked.
 */
export interface Route {
  path: string;
  h1?: string | RegExp;
}

export const routes: Route[] = [
  { path: '/' },
  { path: '/services/residential' },
  { path: '/services/commercial' },
  { path: '/services/generator-installation' },
  { path: '/services/panel-upgrade' },
  { path: '/services/emergency' },
  { path: '/sms-consent' },
  { path: '/terms-of-service' },
  { path: '/privacy-policy' },
  { path: '/admin' },
  { path: '/admin/conversation-logs' },
  { path: '/admin/image-optimizer' },
  { path: '/residential.html' },
  { path: '/commercial.html' },
  { path: '/emergency.html' },
  { path: '/generator.html' },
  { path: '/panel.html' },
  { path: '/financing.html' },
];

/** A path no page answers: the site's not-found page, status 404. */
export const unknown = { path: '/no-such-page', status: 404, h1: 'Page Not Found' } as const;

export const isAdmin = (path: string) => /^\/admin(\/|$)/.test(path);

/** Routes the public (and search engines) see: everything but the back office. */
export const publicRoutes = routes.filter((route) => !isAdmin(route.path));
