import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  exampleAppHtml,
  exampleMarathiSiteFacts,
  exampleSiteFacts,
} from '../testing/web-shell-fixture';
import { loadEditionNotFoundPage, loadWebShell, WEB_SHELL_DIR } from './web-shell';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function shellDir(facts: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-shell-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'app.html'), exampleAppHtml);
  writeFileSync(join(dir, 'site.json'), JSON.stringify(facts));
  return dir;
}

describe('loadWebShell', () => {
  it('reads the shell and the site facts the web build wrote', async () => {
    expect(await loadWebShell(null, shellDir(exampleSiteFacts))).toEqual({
      appHtml: exampleAppHtml,
      facts: exampleSiteFacts,
    });
  });

  it('refuses facts that lack what the pages need', async () => {
    await expect(
      loadWebShell(null, shellDir({ ...exampleSiteFacts, origin: 'nowhere' })),
    ).rejects.toThrow();
  });

  it('looks in functions/web-shell, where scripts/build/prerender.mjs writes', () => {
    expect(WEB_SHELL_DIR.replace(/\\/g, '/')).toMatch(/\/functions\/web-shell$/);
  });
});

describe('loadWebShell for a translated edition', () => {
  it("reads the edition's own shell and facts from its folder", async () => {
    const dir = shellDir(exampleSiteFacts);
    mkdirSync(join(dir, 'mr'));
    writeFileSync(join(dir, 'mr', 'app.html'), '<html lang="mr"></html>');
    writeFileSync(join(dir, 'mr', 'site.json'), JSON.stringify(exampleMarathiSiteFacts));
    expect(await loadWebShell('mr', dir)).toEqual({
      appHtml: '<html lang="mr"></html>',
      facts: exampleMarathiSiteFacts,
    });
  });
});

describe('loadEditionNotFoundPage', () => {
  it("reads the edition's 404.html from its folder", async () => {
    const dir = shellDir(exampleSiteFacts);
    mkdirSync(join(dir, 'mr'));
    writeFileSync(join(dir, 'mr', '404.html'), '<html lang="mr"></html>');
    expect(await loadEditionNotFoundPage('mr', dir)).toBe('<html lang="mr"></html>');
  });

  it('fails when the build wrote no page for the edition', async () => {
    await expect(loadEditionNotFoundPage('mr', shellDir(exampleSiteFacts))).rejects.toThrow();
  });
});
