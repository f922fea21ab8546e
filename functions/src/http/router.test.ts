import { describe, expect, it, vi } from 'vitest';
import type { Caller } from '../auth/caller';
import { Router } from './router';
import type { Authenticator, RouteHandler } from './types';

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

  describe('a parameter with a suffix', () => {
    function calendarRouter() {
      return new Router([
        { method: 'GET', path: '/api/events/:id', handler: handler('event') },
        { method: 'GET', path: '/api/events/:id.ics', handler: handler('event file') },
        { method: 'GET', path: '/api/events.ics', handler: handler('feed') },
        { method: 'GET', path: '/api/events/upcoming', handler: handler('upcoming') },
      ]);
    }

    it('takes the segments that end in it and captures the rest, decoded', async () => {
      const resolution = calendarRouter().resolve('GET', '/api/events/state%20meet.ics');
      expect(resolution).toMatchObject({ kind: 'path-found', params: { id: 'state meet' } });
      expect(await nameOf(resolution)).toBe('event file');
      expect(calendarRouter().resolve('GET', '/api/events/a%2Eics')).toMatchObject({
        params: { id: 'a' },
      });
    });

    it('leaves every other segment to the bare parameter', async () => {
      const router = calendarRouter();
      expect(await nameOf(router.resolve('GET', '/api/events/abc'))).toBe('event');
      expect(await nameOf(router.resolve('GET', '/api/events/abc.ical'))).toBe('event');
      expect(await nameOf(router.resolve('GET', '/api/events/abc.ics.json'))).toBe('event');
      // Nothing before the suffix: not a file name, so the bare parameter takes it as an id.
      expect(router.resolve('GET', '/api/events/.ics')).toMatchObject({ params: { id: '.ics' } });
    });

    it('still loses to literal segments', async () => {
      const router = calendarRouter();
      expect(await nameOf(router.resolve('GET', '/api/events/upcoming'))).toBe('upcoming');
      expect(await nameOf(router.resolve('GET', '/api/events.ics'))).toBe('feed');
    });

    it('finds no path for a malformed encoding', () => {
      expect(calendarRouter().resolve('GET', '/api/events/%.ics')).toEqual({
        kind: 'no-such-path',
      });
    });

    it('reports its own allowed methods', () => {
      expect(calendarRouter().resolve('POST', '/api/events/x.ics')).toMatchObject({
        kind: 'path-found',
        handler: undefined,
        allowed: ['GET', 'HEAD', 'OPTIONS'],
      });
    });
  });

  it('refuses a duplicate route', () => {
    expect(() =>
      router().add({ method: 'GET', path: '/api/events', handler: handler('x') }),
    ).toThrow(/Duplicate route/);
  });
});

describe('Router with authenticated routes', () => {
  const caller = {
    uid: 'u1',
    email: 'a@b.in',
    admin: false,
    claims: {} as Caller['claims'],
  };

  function guardedRouter(authenticate: Authenticator) {
    return new Router(
      [
        { method: 'GET', path: '/api/open', handler: handler('open') },
        {
          method: 'GET',
          path: '/api/mine',
          auth: 'required',
          handler: async ({ caller: who }) => ({ body: who.uid }),
        },
        {
          method: 'DELETE',
          path: '/api/mine',
          auth: 'admin',
          handler: async () => ({ body: 'x' }),
        },
      ],
      { authenticate },
    );
  }

  const context = { params: {}, query: new URLSearchParams(), body: undefined, headers: {} };

  it('checks credentials with the declared access and hands the caller to the handler', async () => {
    const authenticate = vi.fn<Authenticator>(async () => caller);
    const router = guardedRouter(authenticate);
    const mine = router.resolve('GET', '/api/mine');
    if (mine.kind !== 'path-found' || !mine.handler) throw new Error('no handler');
    expect((await mine.handler({ ...context, headers: { authorization: 'x' } })).body).toBe('u1');
    expect(authenticate).toHaveBeenCalledWith({ authorization: 'x' }, 'required');

    const admin = router.resolve('DELETE', '/api/mine');
    if (admin.kind !== 'path-found' || !admin.handler) throw new Error('no handler');
    await admin.handler(context);
    expect(authenticate).toHaveBeenLastCalledWith({}, 'admin');
  });

  it('never runs the handler when the check fails', async () => {
    const refusal = new Error('401');
    const router = guardedRouter(async () => Promise.reject(refusal));
    const mine = router.resolve('GET', '/api/mine');
    if (mine.kind !== 'path-found' || !mine.handler) throw new Error('no handler');
    await expect(mine.handler(context)).rejects.toBe(refusal);
  });

  it('leaves public routes alone', async () => {
    const authenticate = vi.fn<Authenticator>(async () => caller);
    expect(await nameOf(guardedRouter(authenticate).resolve('GET', '/api/open'))).toBe('open');
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('refuses an authenticated route when no authenticator is configured', () => {
    expect(
      () =>
        new Router([
          { method: 'GET', path: '/api/mine', auth: 'required', handler: handler('mine') },
        ]),
    ).toThrow(/needs auth/);
  });
});
