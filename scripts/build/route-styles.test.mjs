// @ts-check
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeScriptsFinder, routeStylesLinker } from './route-styles.mjs';

let dir = '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'route-styles-'));
  mkdirSync(join(dir, '.vite'));
  const manifest = {
    'src/app/routes/programs.tsx': {
      file: 'assets/programs-1.js',
      css: ['assets/programs-1.css'],
      imports: ['_shared.js', '_cards.js'],
    },
    '_shared.js': {
      file: 'assets/shared-1.js',
      css: ['assets/index-1.css'],
      imports: ['_cards.js'],
    },
    '_cards.js': {
      file: 'assets/cards-1.js',
      css: ['assets/cards-1.css'],
      imports: ['_shared.js'],
    },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(join(dir, 'assets'));
  for (const name of ['index', 'programs', 'cards'])
    writeFileSync(join(dir, 'assets', `${name}-1.css`), `.${name}{color:red}\n`);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = /** @type {import('../../functions/src/contracts/web-shell.js').BuildPage} */ ({
  key: 'programs',
  path: '/programs',
  file: 'src/app/routes/programs.tsx',
});
const shell =
  '<head>\n    <link rel="stylesheet" crossorigin href="/mr/assets/index-1.css">\n  </head>';

describe('routeStylesLinker', () => {
  it("links the shell's and the route's CSS, each once and in order, as one stylesheet", () => {
    const html = routeStylesLinker(dir, '/mr/')(shell, page);
    const blocking = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
    expect(blocking).toHaveLength(1);
    const combined = blocking[0][1];
    expect(combined).toMatch(/^\/mr\/assets\/page-styles-[0-9a-f]{10}\.css$/);
    expect(readFileSync(join(dir, combined.slice('/mr/'.length)), 'utf8')).toBe(
      '.index{color:red}\n.programs{color:red}\n.cards{color:red}\n',
    );
  });

  it('keeps the files it holds linked but disabled, so the app does not load them again', () => {
    const html = routeStylesLinker(dir, '/mr/')(shell, page);
    expect(html).toContain(
      [
        '<link rel="stylesheet" crossorigin href="/mr/assets/index-1.css" disabled>',
        '<link rel="stylesheet" crossorigin href="/mr/assets/programs-1.css" disabled>',
        '<link rel="stylesheet" crossorigin href="/mr/assets/cards-1.css" disabled>\n  </head>',
      ].join('\n    '),
    );
  });

  it('leaves a page that needs only the shell stylesheet as it is', () => {
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/app/routes/programs.tsx': { file: 'assets/programs-1.js' } }),
    );
    expect(routeStylesLinker(dir, '/mr/')(shell, page)).toBe(shell);
  });

  it('fails for a page whose route file the build did not emit', () => {
    const link = routeStylesLinker(dir, '/');
    expect(() => link(shell, { ...page, file: 'src/app/routes/gone.tsx' })).toThrow(/No chunk/);
  });
});

describe('routeScriptsFinder', () => {
  it("lists each module the route imports statically once, after its own imports, the route's last", () => {
    expect(routeScriptsFinder(dir, '/mr/')(page)).toEqual([
      '/mr/assets/cards-1.js',
      '/mr/assets/shared-1.js',
      '/mr/assets/programs-1.js',
    ]);
  });

  it('fails for a page whose route file the build did not emit', () => {
    const find = routeScriptsFinder(dir, '/');
    expect(() => find({ ...page, file: 'src/app/routes/gone.tsx' })).toThrow(/No chunk/);
  });
});
