import { defineConfig } from 'vitest/config';

// Unit tests only; the integration suite (test/**/*.int.test.ts) needs the emulators and is run by
// scripts/test-all.mjs through vitest.integration.config.ts.
export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
