import { describe, expect, it, vi } from 'vitest';
import {
  EDITION_NOT_FOUND_CACHE,
  editionNotFoundAnswer,
  type EditionNotFoundDeps,
} from './edition-not-found-answer';
import { editionOfPath, pathInEdition } from './editions';

const MARATHI_404 = '<!doctype html><html lang="mr"><title>पान सापडले नाही</title></html>';

function deps(overrides: Partial<EditionNotFoundDeps> = {}): EditionNotFoundDeps {
  return { loadPage: vi.fn(async () => MARATHI_404), report: vi.fn(), ...overrides };
}

describe('editionOfPath', () => {
  it.each([
    ['/mr/no-such-page', 'mr'],
    ['/mr/events/a/b', 'mr'],
    ['/mr', 'mr'],
    ['/mr/', 'mr'],
  ])('%s belongs to the %s edition', (path, edition) => {
    expect(editionOfPath(path)).toBe(edition);
  });

  it.each(['/', '/mrx/page', '/en/page', '/programs', '', 'mr/page'])(
    '%s belongs to no translated edition',
    (path) => {
      expect(editionOfPath(path)).toBeNull();
    },
  );
});

describe('pathInEdition', () => {
  it('takes the edition prefix off, and leaves an English path as it is', () => {
    expect(pathInEdition('/mr/events/x')).toBe('/events/x');
    expect(pathInEdition('/mr')).toBe('/');
    expect(pathInEdition('/events/x')).toBe('/events/x');
    expect(pathInEdition('/mrx/events/x')).toBe('/mrx/events/x');
  });
});

describe('editionNotFoundAnswer', () => {
  it('answers an unknown Marathi address with the Marathi not-found page and status 404', async () => {
    const given = deps();
    const answer = await editionNotFoundAnswer('GET', '/mr/no-such-page', given);
    expect(answer).toEqual({
      status: 404,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': EDITION_NOT_FOUND_CACHE,
      },
      body: MARATHI_404,
    });
    expect(given.loadPage).toHaveBeenCalledWith('mr');
  });

  it('answers HEAD like GET', async () => {
    expect((await editionNotFoundAnswer('HEAD', '/mr/x', deps())).status).toBe(404);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'refuses %s with 405 and reads nothing',
    async (method) => {
      const given = deps();
      const answer = await editionNotFoundAnswer(method, '/mr/x', given);
      expect(answer.status).toBe(405);
      expect(answer.headers.Allow).toBe('GET, HEAD');
      expect(given.loadPage).not.toHaveBeenCalled();
    },
  );

  it('answers a plain 404 for an address of no translated edition', async () => {
    const given = deps();
    const answer = await editionNotFoundAnswer('GET', '/elsewhere', given);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('Page not found\n');
    expect(given.loadPage).not.toHaveBeenCalled();
  });

  it('answers 503, never 500, and reports it when the page cannot be read', async () => {
    const given = deps({
      loadPage: vi.fn(async () => {
        throw new Error('ENOENT');
      }),
    });
    const answer = await editionNotFoundAnswer('GET', '/mr/x', given);
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('60');
    expect(given.report).toHaveBeenCalledOnce();
  });
});
