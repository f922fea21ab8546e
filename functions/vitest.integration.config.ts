import { defineConfig } from 'vitest/config';

// Runs against the live emulator stack started by scripts/test-all.mjs (or `npm start`).
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['test/**/*.int.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
