import { defineConfig } from 'vitest/config';

// Unit and component tests of both workspaces and of the build scripts' pure functions; `npx vitest` from the root runs them all.
export default defineConfig({
  test: {
    projects: ['web/vite.config.ts', 'functions/vitest.config.mts', 'scripts/vitest.config.mjs'],
  },
});
