import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers on these machines; Debian's Chromium is used when
// present. CHROMIUM_PATH points elsewhere; with neither, Playwright's own browser is used.
const debianChromium = '/usr/bin/chromium';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// The admin's event and gallery writes (e2e/admin-events.spec.ts, admin-gallery.spec.ts) add and
// remove records that other specs' exact lists of the seeded ones would see, and e2e/brackets.spec.ts,
// championship-scoring.spec.ts and championship-results.spec.ts add a tournament of their own: run
// once those are done. (A failure in a project it depends on skips it, as Playwright does for
// dependencies.)
const EVENT_WRITES = /(admin-(events|gallery)|brackets|championship-(scoring|results))\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined, launchOptions };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Ceilings, not expectations: a 2-core machine that is busy with something else has taken 30 s
  // for an axe run of a long page. Every wait is on a condition, so a quiet run is no slower.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    // 127.0.0.1, not localhost: the Auth emulator's Google popup needs it (README).
    baseURL: process.env.STACK_HOSTING_URL ?? 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    // The site registers a service worker. Requests it answers never reach page.route(),
    // which many specs use to fake the API, and its background precaching would add requests to
    // every test. Only e2e/offline.spec.ts turns it on ('allow'), to test it.
    serviceWorkers: 'block',
  },
  outputDir: '../test-results',
  projects: [
    { name: 'desktop', testIgnore: EVENT_WRITES, use: desktop },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
    {
      name: 'desktop-event-writes',
      testMatch: EVENT_WRITES,
      dependencies: ['desktop', 'mobile'],
      use: desktop,
    },
  ],
});
