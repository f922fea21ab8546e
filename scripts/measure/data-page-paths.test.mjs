// @ts-check
import { describe, expect, it } from 'vitest';
import { demoDataPagePaths } from './data-page-paths.mjs';

/** @param {string} id @param {string} eventType */
const event = (id, eventType) => ({ id, data: { eventType } });

describe('demoDataPagePaths', () => {
  it("names the first tournament's page and brackets, in English then Marathi", () => {
    const events = [
      event('camp', 'camp'),
      event('state-open', 'tournament'),
      event('city-open', 'tournament'),
    ];
    expect(demoDataPagePaths(events)).toEqual([
      '/events/state-open',
      '/events/state-open/brackets',
      '/mr/events/state-open',
      '/mr/events/state-open/brackets',
    ]);
  });

  it('names nothing when the demo has no tournament', () => {
    expect(demoDataPagePaths([event('camp', 'camp')])).toEqual([]);
  });

  it("reads the project's own demo events", () => {
    expect(demoDataPagePaths()).toHaveLength(4);
  });
});
