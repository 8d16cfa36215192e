// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { applyMigrationsPlugin } from './scripts/vite-apply-migrations.mjs';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK ??= 'true';

const site = process.env.SITE_URL || process.env.URL || 'https://blackfootriverelectric.example';

/** Pages the search engines must not list: the back office and the not-found page. */
const notInSitemap = (page) => /\/admin(\/|$)|\/404(\.html)?$/.test(new URL(page).pathname);

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react(), sitemap({ filter: (page) => !notInSitemap(page) })],
  image: { responsiveStyles: true },
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      tailwindcss(),
      netlify({ edgeFunctions: { enabled: false }, geolocation: { enabled: false }, aiGateway: { enabled: false } }),
      applyMigrationsPlugin(),
    ],
  },
});
