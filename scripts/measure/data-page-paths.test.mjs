// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoDataPagePaths } from './data-page-paths.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** @param {unknown} demo */
function demoFile(demo) {
  const dir = mkdtempSync(join(tmpdir(), 'demo-events-'));
  dirs.push(dir);
  const file = join(dir, 'events.json');
  writeFileSync(file, JSON.stringify(demo));
  return file;
}

describe('demoDataPagePaths', () => {
  it("names the first tournament's page and brackets, in English then Marathi", () => {
    const file = demoFile({
      events: [
        { id: 'camp', eventType: 'camp' },
        { id: 'state-open', eventType: 'tournament' },
        { id: 'city-open', eventType: 'tournament' },
      ],
    });
    expect(demoDataPagePaths(file)).toEqual([
      '/events/state-open',
      '/events/state-open/brackets',
      '/mr/events/state-open',
      '/mr/events/state-open/brackets',
    ]);
  });

  it('names nothing when the demo has no tournament', () => {
    expect(demoDataPagePaths(demoFile({ events: [{ id: 'camp', eventType: 'camp' }] }))).toEqual(
      [],
    );
  });

  it("reads the project's own demo events", () => {
    expect(demoDataPagePaths()).toHaveLength(4);
  });
});
