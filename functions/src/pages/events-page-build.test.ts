import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEventsPageBuild } from './events-page-build';

// A web-shell folder as scripts/build/prerender.mjs writes it: the template and an ES-module server entry
// inside the CommonJS functions package.

let dir = '';

function writeEdition(folder: string, lang: string, exports: string) {
  mkdirSync(join(folder, 'ssr'), { recursive: true });
  writeFileSync(join(folder, 'events.html'), `<html lang="${lang}"><div id="root"></div></html>`);
  writeFileSync(join(folder, 'ssr', 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(folder, 'ssr', 'entry-server.js'), exports);
}

const entry = (label: string) => `
export const eventsSeed = (items, readAt) => ({ readAt: readAt.toISOString(), events: [...items] });
export const eventsSeedHtml = () => '';
export const renderPage = async () => ({ html: '${label}' });
`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'web-shell-'));
  writeEdition(dir, 'en', entry('english'));
  writeEdition(join(dir, 'mr'), 'mr', entry('marathi'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadEventsPageBuild', () => {
  it("loads an edition's template and its server entry", async () => {
    const english = await loadEventsPageBuild(null, dir);
    expect(english.template).toBe('<html lang="en"><div id="root"></div></html>');
    expect(await english.renderer.renderPage('/events', {})).toEqual({ html: 'english' });
    const marathi = await loadEventsPageBuild('mr', dir);
    expect(marathi.template).toContain('lang="mr"');
    expect(await marathi.renderer.renderPage('/events', {})).toEqual({ html: 'marathi' });
  });

  it('refuses a module that is not the server entry, and a missing build', async () => {
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), 'export const renderPage = () => 1;\n');
    await expect(loadEventsPageBuild(null, dir)).rejects.toThrow(
      /is not the web app's server entry/,
    );
    rmSync(join(dir, 'mr'), { recursive: true });
    // The template and the entry are read at once: whichever is missed first is the error.
    await expect(loadEventsPageBuild('mr', dir)).rejects.toThrow(/ENOENT|Cannot find module/);
  });
});
