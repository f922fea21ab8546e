// @ts-check
// Public pages that are not prerendered, for `npm run bench` and the page budgets of `npm test`:
// an event's page and a championship's brackets, which functions render with their data per
// request. They are public and held to the same targets, so both measure them by default, on the
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
