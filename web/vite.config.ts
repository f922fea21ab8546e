import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fromHere('./src/'),
      '@contracts/': fromHere('../functions/src/contracts/'),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // In `npm run dev` the API is the Functions emulator behind the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    // A single CSS file and small route chunks; the budget is checked by scripts/bundle-size.mjs.
    cssCodeSplit: true,
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Time limits catch a hung test, never a slow one: on a busy 2-core machine rendering a screen
    // and typing into it can take seconds (design §5: no assertion depends on wall-clock speed).
    testTimeout: 30_000,
  },
});
