// @ts-check
import { defineConfig } from 'vitest/config';

// The scripts' unit tests, each beside its module in its job's folder (scripts/<job>/*.test.mjs),
// in Node.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*/**/*.test.mjs'],
    testTimeout: 30_000,
  },
});
