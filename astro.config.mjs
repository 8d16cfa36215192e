// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { localAdminCredentialsPlugin, localDatabasePlugin } from './tools/vite-apply-migrations.mjs';
import { writeKnowledge } from './tools/build-knowledge.mjs';
import { functionsInProcessPlugin } from './tools/vite-functions.mjs';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK ??= 'true';

const site = process.env.SITE_URL || process.env.URL || 'https://blackfootriverelectric.example';

/** Pages the search engines must not list: the back office, the not-found page, the lead forms'
 * thank-you pages, and the static .html twins of the service pages (their canonical address is
 * /services/*; financing has none). */
const notInSitemap = (/** @type {string} */ page) =>
  /\/admin(\/|$)|\/404(\.html)?$|\/thank-you$|^\/(residential|commercial|emergency|generator|panel)\.html$/.test(new URL(page).pathname);

/**
 * Pages named like `residential.html.astro` are written as `residential.html.html`; this puts them
 * at the address the site links to, `/residential.html`.
 */
/** @returns {import('astro').AstroIntegration} */
function htmlTwinsAtTheirAddress() {
  return {
    name: 'html-twins-at-their-address',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const { readdir, rename } = await import('node:fs/promises');
        const { fileURLToPath } = await import('node:url');
        const root = fileURLToPath(dir);
        for (const name of await readdir(root)) {
          if (name.endsWith('.html.html')) await rename(`${root}/${name}`, `${root}/${name.slice(0, -'.html'.length)}`);
        }
      },
    },
  };
}

/** Rebuilds the assistant's knowledge base from src/content before every build or dev start, so the
 * functions (bundled after the build) always answer from the content being deployed.
 * @returns {import('astro').AstroIntegration} */
function assistantKnowledge() {
  return {
    name: 'assistant-knowledge',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        if (writeKnowledge()) logger.info('Assistant knowledge base rebuilt from src/content.');
      },
    },
  };
}

/** A face of an npm @fontsource package, Latin subset (the site is in English). */
const fontsource = (/** @type {string} */ name, /** @type {number} */ weight) => ({
  weight,
  style: /** @type {const} */ ('normal'),
  src: /** @type {[string]} */ ([`@fontsource/${name}/files/${name}-latin-${weight}-normal.woff2`]),
});

export default defineConfig({
  site,
  // The brand's type, self-hosted from npm (no request to a font service, nothing fetched at build
  // time): Barlow Condensed for headings, Barlow for text; three files, about 67 KB, the 700 and 400
  // faces preloaded by BaseLayout. `display: optional`: a font that is not there within about 100 ms is not swapped in
  // on that view (it is cached for the next), so nothing shifts even where the metric-matched
  // fallbacks (Arial) are missing, as on Android and Linux (docs/decisions/0009-brand-type.md).
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Barlow Condensed',
      cssVariable: '--font-brand-display',
      fallbacks: ['sans-serif'],
      display: 'optional',
      options: { variants: [fontsource('barlow-condensed', 700)] },
    },
    {
      provider: fontProviders.local(),
      name: 'Barlow',
      cssVariable: '--font-brand-text',
      fallbacks: ['sans-serif'],
      display: 'optional',
      options: { variants: [fontsource('barlow', 400), fontsource('barlow', 600)] },
    },
  ],
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'preserve', inlineStylesheets: 'always' },
  integrations: [react(), sitemap({ filter: (page) => !notInSitemap(page) }), htmlTwinsAtTheirAddress(), assistantKnowledge()],
  image: { responsiveStyles: true },
  devToolbar: { enabled: false },
  vite: {
    // Scripts stay in their own cached files instead of being inlined into each page: the
    // Content-Security-Policy then only needs hashes for the theme script and Astro's own loaders.
    build: { assetsInlineLimit: 0 },
    plugins: [
      tailwindcss(),
      // Before netlify(), so the functions it serves see the local admin credentials.
      localAdminCredentialsPlugin(),
      // The functions run warm in the dev server itself (tools/vite-functions.mjs), not in the
      // plugin's emulator, which starts a worker per call and reads binary bodies as text; the
      // database is started by localDatabasePlugin (without the emulator's 44 ms a query).
      netlify({
        edgeFunctions: { enabled: false },
        geolocation: { enabled: false },
        aiGateway: { enabled: false },
        functions: { enabled: false },
        database: { enabled: false },
      }),
      localDatabasePlugin(),
      functionsInProcessPlugin(),
    ],
  },
});
