import { defineConfig } from 'vitest/config';

/**
 * The unit project: pure modules (domain logic, build scripts' helpers), in Node, no I/O.
 * A file of its own so that mutation testing (stryker.config.mjs) can run it alone; vitest.config.ts
 * lists it beside the integration project.
 */
export default defineConfig({
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
