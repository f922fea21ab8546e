import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests only; the integration suite (test/**/*.int.test.ts) needs the emulators and is run by
// scripts/test/test-all.mjs through vitest.integration.config.mts.
export default defineConfig({
  // Paths below are relative to functions/, whichever directory vitest is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Catches a hung test, never a slow one (nothing depends on wall-clock speed: docs/testing.md).
    testTimeout: 30_000,
  },
});
