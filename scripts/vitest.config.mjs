// @ts-check
import { defineConfig } from 'vitest/config';

// The build scripts' pure functions (scripts/lib/*.test.mjs, scripts/build/*.test.mjs), in Node.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['lib/**/*.test.mjs', 'build/**/*.test.mjs'],
    testTimeout: 30_000,
  },
});
