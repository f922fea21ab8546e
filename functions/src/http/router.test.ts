import { describe, expect, it } from 'vitest';
import { Router } from './router';
import type { RouteHandler } from './types';

const handler =
  (name: string): RouteHandler =>
  async () => ({ body: name });

function router() {
  return new Router([
    { method: 'GET', path: '/api/events/:id', handler: handler('event') },
    { method: 'GET', path: '/api/events', handler: handler('list') },
    { method: 'POST', path: '/api/events', handler: handler('create') },
    { method: 'GET', path: '/api/events/upcoming', handler: handler('upcoming') },
  ]);
}

async function nameOf(resolution: ReturnType<Router['resolve']>): Promise<unknown> {
  if (resolution.kind !== 'path-found' || !resolution.handler) return undefined;
  const result = await resolution.handler({
    params: {},
    query: new URLSearchParams(),
    body: undefined,
    headers: {},
  });
  return result.body;
}

describe('Router', () => {
  it('matches a literal path with its method', async () => {
    expect(await nameOf(router().resolve('GET', '/api/events'))).toBe('list');
    expect(await nameOf(router().resolve('POST', '/api/events'))).toBe('create');
  });

  it('captures and decodes path parameters', () => {
    const resolution = router().resolve('GET', '/api/events/state%20meet');
    expect(resolution).toMatchObject({ kind: 'path-found', params: { id: 'state meet' } });
  });

  it('prefers a literal segment over a parameter, whatever the registration order', async () => {
    expect(await nameOf(router().resolve('GET', '/api/events/upcoming'))).toBe('upcoming');
  });

  it('treats a trailing slash as the same path', async () => {
    expect(await nameOf(router().resolve('GET', '/api/events/'))).toBe('list');
  });

  it.each(['/api/nothing', '/api//events', '/api/events/a/b', '/', '', '/api/events/%E0%A4%A'])(
    'finds no path for %j',
    (path) => {
      expect(router().resolve('GET', path)).toEqual({ kind: 'no-such-path' });
    },
  );

  it('reports the allowed methods when the method does not match', () => {
    const resolution = router().resolve('DELETE', '/api/events');
    expect(resolution).toMatchObject({
      kind: 'path-found',
      handler: undefined,
      allowed: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    });
  });

  it('answers HEAD with the GET handler', async () => {
    expect(await nameOf(router().resolve('HEAD', '/api/events/upcoming'))).toBe('upcoming');
  });

  it('refuses a duplicate route', () => {
    expect(() =>
      router().add({ method: 'GET', path: '/api/events', handler: handler('x') }),
    ).toThrow(/Duplicate route/);
  });
});
