import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Runs against the live emulator stack started by scripts/test/test-all.mjs (or `npm start`).
export default defineConfig({
  // Paths below are relative to functions/, whichever directory vitest is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'integration',
    environment: 'node',
    include: ['test/**/*.int.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
