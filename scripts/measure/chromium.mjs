// @ts-check
// One Chromium for every script that drives a browser (Lighthouse audits, the benchmark, the page
// budgets): Debian's build at /usr/bin/chromium unless CHROMIUM_PATH says otherwise, with the same
// flags as web/playwright.config.ts. Playwright cannot download its own browsers on these machines.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';

const debianChromium = '/usr/bin/chromium';

/** The browser binary, or undefined to let the launcher look for one itself. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

// No sandbox (containers), no GPU (none here); nothing that phones home or updates itself, so no
// request in a measurement goes anywhere but the page under test.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Runs `task` with a headless Chromium listening for Lighthouse on a debugging port, and always
 * closes it afterwards.
 * @template T
 * @param {(port: number) => Promise<T>} task
 * @param {string[]} [extraFlags] more Chromium switches for this run
 * @returns {Promise<T>}
 */
export async function withDebuggableChromium(task, extraFlags = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, ...extraFlags],
  });
  try {
    return await task(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Playwright's Chromium with the same binary and flags, for scripts that inspect pages. */
export async function launchPlaywrightChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
