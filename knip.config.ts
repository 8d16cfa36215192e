/**
 * knip: unused files, exports and dependencies. `npm run lint` runs it twice: as is (tests and tools count as
 * users), and with --production (only what the site and the functions reach), which finds code only tests call.
 * Entries beside these come from knip's plugins: Astro (pages, astro.config.mjs, content config), Netlify
 * (netlify/functions), Vitest and Playwright (their configs and test files).
 * Exports only tests use on purpose carry the JSDoc tag `@internal`, which --production accepts.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'tools/!(admin-hash).mjs',
    // The owner runs it to make the production password hash (npm run admin:hash): production code.
    'tools/admin-hash.mjs!',
  ],
  project: ['src/**/*.{ts,tsx,mts,astro,css}!', 'netlify/**/*.{ts,mts}!', 'tools/**/!(admin-hash).mjs', 'tools/admin-hash.mjs!', 'tests/**/*.ts', '*.{js,mjs,ts}'],
  // Constants and helpers exported beside the code that uses them (tests and docs name them) are not reported.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Font files named by path in astro.config.mjs (fonts[].options.variants[].src), never imported.
    '@fontsource/barlow',
    '@fontsource/barlow-condensed',
    // tools/audit.mjs runs node_modules/vnu-jar/build/dist/vnu.jar with java.
    'vnu-jar',
    // Named only in stryker.config.mjs's JSDoc type; installed with @stryker-mutator/core.
    '@stryker-mutator/api',
  ],
  ignoreIssues: {
    // removeContext, updateContext, clearContext, relevantContext and queryWithContext: operations of the context
    // memory that the spec describes; only tests call them today, and they stay.
    'src/domain/assistant/context-memory.ts': ['exports'],
    // The vocabulary of facts the assistant's question sets are written with; not every fact is used yet.
    'tests/quality/visitor-questions.ts': ['exports'],
  },
};

export default config;
