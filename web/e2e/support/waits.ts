import type { Page, Route } from '@playwright/test';
import { expect } from './test';

// Conditions to wait on instead of fixed sleeps: a test must pass as well on a busy machine as on
// a quiet one (docs/decisions.md, 'Budgets, and no timings in tests').

/**
 * Holds every request matching `url` until `release()`: a loading state then stays on screen for
 * exactly as long as the test needs to see it, however fast or slow the machine is. Each call holds
 * anew (the newest route wins); routing also turns the HTTP cache off, so held files are fetched.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the wall clock has moved past the second of `since` (a Date.now() value).
 * Revoking a session works in whole seconds: tokens from the revocation's own second survive it.
 */
export async function untilSecondAfter(since: number): Promise<void> {
  const second = Math.floor(since / 1000);
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(second);
}

/**
 * How long a page in a fresh browser context may take to restore a stored session: its first
 * download of the Firebase SDK plus the SDK's check of the stored user with the Auth emulator.
 */
export const SESSION_RESTORE_TIMEOUT_MS = 30_000;
