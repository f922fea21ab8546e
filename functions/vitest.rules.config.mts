import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Security-rules tests need Google's Firestore emulator (the embedded one has no rules engine), so
// scripts/test/test-all.mjs runs this project only when the stack is using it.
export default defineConfig({
  // Paths below are relative to functions/, whichever directory vitest is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'rules',
    environment: 'node',
    include: ['test/rules/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
