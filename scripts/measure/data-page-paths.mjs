// @ts-check
// Public pages that are not prerendered, for `npm run bench`: an event's page (its head written
// by a function, its body rendered by the app) and a championship's brackets (the app's shell).
// They are public and held to the same targets, so the bench measures them by default, on the
// demo data's championship in both languages.
import { demoEvents } from '../stack/demo-data.mjs';

/**
 * The first tournament of the demo events: its page and its brackets, in English then Marathi.
 * @param {Array<{ id: string, data: Record<string, unknown> }>} [events]
 * @returns {string[]}
 */
export function demoDataPagePaths(events = demoEvents()) {
  const championship = events.find((event) => event.data.eventType === 'tournament');
  if (!championship) return [];
  const english = [`/events/${championship.id}`, `/events/${championship.id}/brackets`];
  return [...english, ...english.map((path) => `/mr${path}`)];
}
