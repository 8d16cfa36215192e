// @ts-check
// ESLint flat config; `npm run lint` runs it with --max-warnings 0.
// Every rule turned off or tuned here says why on its line; docs/decisions/0032-lint-and-format.md has the list.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
// @ts-expect-error -- eslint-plugin-jsx-a11y ships no type declarations
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const ISLANDS = ['src/islands/**/*.ts', 'src/islands/**/*.tsx'];

/** The same in JavaScript and TypeScript: an unused name is a mistake, except the rest of an object whose named siblings are left out on purpose. */
/** @type {import('eslint').Linter.RuleEntry} */
const unusedVars = ['error', { ignoreRestSiblings: true }];

export default defineConfig(
  {
    ignores: ['dist/', '.astro/', '.netlify/', 'reports/', 'test-results/', 'playwright-report/', 'screenshots/', '.stryker/', '.stryker-tmp*/', 'tests/fixtures/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' } },

  js.configs.recommended,
  { rules: { 'no-unused-vars': unusedVars } },

  // TypeScript, type-aware: the project service reads tsconfig.json, the one `npm run check` uses.
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': unusedVars,
      // React ignores what an event handler returns, and every async handler here catches its own failure
      // (a toast or an inline message); promises passed anywhere else are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // Astro components: the plugin's recommended rules. Their frontmatter and <script> blocks are parsed as
  // TypeScript but without type information (the TypeScript project service does not open .astro files).
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.astro', '**/*.astro/*.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  // Where code runs decides its globals. In the browser: the islands, the browser scripts, the pure domain
  // modules (also imported by the server, which has the same Web APIs) and the components' <script>s.
  {
    files: ['src/islands/**', 'src/browser-scripts/**', 'src/domain/**', 'src/**/*.astro', 'src/**/*.astro/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  // In Node: the functions, the server modules, the tools, the tests and the config files.
  {
    files: ['netlify/**', 'src/server/**', 'src/pages/**/*.ts', 'src/content.config.ts', 'tools/**', 'tests/**', '*.js', '*.mjs', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The callbacks this tool hands to page.evaluate() run in the browser page it drives.
    files: ['tools/screenshots.mjs'],
    languageOptions: { globals: globals.browser },
  },

  // React islands: the rules of hooks, and the accessibility of their markup.
  {
    files: ISLANDS,
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // A React Compiler rule. The islands load their data in effects (fetch on mount or on a change, reset on a
      // new prop, read localStorage after hydration), the pattern React documents for code without a data
      // framework; the site does not use the compiler.
      'react-hooks/set-state-in-effect': 'off',
      // Only says that the React Compiler would skip a component (react-hook-form's watch()); the site does not use the compiler.
      'react-hooks/incompatible-library': 'off',
      // The conversation log scrolls, so it takes focus for keyboard users to scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'log'], allowExpressionValues: true }],
    },
  },
  {
    // Small islands and components: a file that grows past 300 lines mixes data, state and view; split it
    // (hooks, state, view components). Data modules (the troubleshooter tree, the price tables) are not here.
    files: [...ISLANDS, 'src/components/**/*.astro', 'src/layouts/**/*.astro'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },

  // Tests.
  {
    files: ['tests/**/*.ts'],
    rules: {
      // Tests read untyped answers (response.json(), SQL rows, expect.any()) and assert on their fields: the
      // assertion is the check; typing each body would restate the schemas the tests exercise.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // The helpers hand those untyped bodies to the tests as `any`, for the same reason.
      '@typescript-eslint/no-explicit-any': 'off',
      // Fakes of async functions (handlers, fetch, providers) are async without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Playwright reads the fixtures a hook wants from its first parameter's pattern: `({}, testInfo)` asks for none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },

  // Last: turn off the stylistic rules that Prettier owns.
  prettier,
);
