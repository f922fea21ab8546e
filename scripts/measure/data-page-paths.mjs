// @ts-check
// Public pages that are not prerendered, for `npm run bench`: an event's page (its head written
// by a function, its body rendered by the app) and a championship's brackets (the app's shell).
// They are public and held to the same targets, so the bench measures them by default, on the
// demo data's championship in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../lib/config.mjs';

export const demoEventsFile = join(rootDir, 'emulator-data', 'events.json');

/**
 * The first tournament of the demo events: its page and its brackets, in English then Marathi.
 * @param {string} [file] @returns {string[]}
 */
export function demoDataPagePaths(file = demoEventsFile) {
  /** @type {{ events: { id: string, eventType: string }[] }} */
  const demo = JSON.parse(readFileSync(file, 'utf8'));
  const championship = demo.events.find((event) => event.eventType === 'tournament');
  if (!championship) return [];
  const english = [`/events/${championship.id}`, `/events/${championship.id}/brackets`];
  return [...english, ...english.map((path) => `/mr${path}`)];
}
