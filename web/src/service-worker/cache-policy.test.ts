import { describe, expect, it } from 'vitest';
import {
  cacheRouteFor,
  mayStore,
  NEVER_CACHED_PREFIXES,
  precachedPageFiles,
  type RequestFacts,
  type ResponseFacts,
} from './cache-policy';

const origin = 'https://mta.example';

function request(path: string, overrides: Partial<RequestFacts> = {}): RequestFacts {
  return {
    method: 'GET',
    url: `${origin}${path}`,
    mode: 'cors',
    headers: new Headers(),
    ...overrides,
  };
}
const navigation = (path: string) => request(path, { mode: 'navigate' });
const withToken = (facts: RequestFacts) => ({
  ...facts,
  headers: new Headers({ Authorization: 'Bearer member-token' }),
});

function response(overrides: Partial<ResponseFacts> & { headers?: Headers } = {}): ResponseFacts {
  return {
    status: 200,
    type: 'basic',
    headers: new Headers({
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=60',
    }),
    ...overrides,
  };
}

describe('cacheRouteFor', () => {
  it('keeps navigations to pages and the public event reads', () => {
    expect(cacheRouteFor(navigation('/'), origin)).toBe('page');
    expect(cacheRouteFor(navigation('/programs'), origin)).toBe('page');
    expect(cacheRouteFor(navigation('/events/evt-1'), origin)).toBe('page');
    expect(cacheRouteFor(request('/api/events'), origin)).toBe('events-api');
    expect(cacheRouteFor(request('/api/events/evt-1'), origin)).toBe('events-api');
    expect(cacheRouteFor(request('/api/events/upcoming?limit=6'), origin)).toBe('events-api');
  });

  it.each([
    '/api/auth/me',
    '/api/auth/login',
    '/api/enrollments',
    '/api/enrollments/mine',
    '/api/enrollmentsX',
    '/api/contact',
    '/api/users/me',
    '/api/health',
  ])('leaves the API path %s to the network', (path) => {
    expect(cacheRouteFor(request(path), origin)).toBeNull();
  });

  it.each([
    '/admin',
    '/admin/events',
    '/profile',
    '/enroll',
    '/enroll?program=teens',
    '/mr/profile',
    '/mr/enroll',
    '/mr/admin/events',
  ])('answers the member or admin page %s with the shell offline but never keeps it', (path) => {
    expect(cacheRouteFor(navigation(path), origin)).toBe('uncached-page');
  });

  it("keeps the Marathi edition's scripts and styles as they are used, not the English ones", () => {
    expect(cacheRouteFor(request('/mr/assets/index-abc.js'), origin)).toBe('edition-asset');
    expect(cacheRouteFor(request('/mr/assets/programs-abc.css'), origin)).toBe('edition-asset');
    expect(cacheRouteFor(request('/assets/index-abc.js'), origin)).toBeNull();
    expect(cacheRouteFor(navigation('/mr/assets/x.js'), origin)).toBe('page');
  });

  it('ignores other methods, other origins and navigations into /api', () => {
    expect(cacheRouteFor(request('/api/events', { method: 'POST' }), origin)).toBeNull();
    expect(
      cacheRouteFor(
        request('/api/events', { url: 'https://elsewhere.example/api/events' }),
        origin,
      ),
    ).toBeNull();
    expect(cacheRouteFor(navigation('/api/events/evt-1.ics'), origin)).toBeNull();
    expect(cacheRouteFor(request('/assets/app.js'), origin)).toBeNull();
  });

  it('lists every path the issue excludes', () => {
    for (const prefix of [
      '/api/auth',
      '/api/enrollments',
      '/api/contact',
      '/api/users',
      '/admin',
    ]) {
      expect(NEVER_CACHED_PREFIXES).toContain(prefix);
    }
  });
});

describe('mayStore', () => {
  it('keeps a public 200 answer to an anonymous request', () => {
    expect(mayStore(request('/api/events'), response(), origin)).toBe(true);
    const page = response({ headers: new Headers({ 'Content-Type': 'text/html' }) });
    expect(mayStore(navigation('/events'), page, origin)).toBe(true);
  });

  it('never keeps the answer to a request that carried an Authorization header', () => {
    expect(mayStore(withToken(request('/api/events')), response(), origin)).toBe(false);
    expect(mayStore(withToken(navigation('/events')), response(), origin)).toBe(false);
  });

  it.each(['/api/auth/me', '/api/enrollments', '/api/contact', '/api/users/me'])(
    'never keeps %s, even without a token',
    (path) => {
      expect(mayStore(request(path), response(), origin)).toBe(false);
    },
  );

  it.each(['/admin', '/admin/users', '/profile', '/enroll'])('never keeps the page %s', (path) => {
    expect(mayStore(navigation(path), response(), origin)).toBe(false);
  });

  it('keeps only complete, storable answers', () => {
    const events = request('/api/events');
    expect(mayStore(events, response({ status: 404 }), origin)).toBe(false);
    expect(mayStore(events, response({ status: 206 }), origin)).toBe(false);
    expect(mayStore(events, response({ type: 'opaque' }), origin)).toBe(false);
    const noStore = new Headers({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    expect(mayStore(events, response({ headers: noStore }), origin)).toBe(false);
    // A fallback HTML page answering an /api path is not the API's answer.
    const html = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
    expect(mayStore(events, response({ headers: html }), origin)).toBe(false);
  });
});

describe('precachedPageFiles', () => {
  it('finds the prerendered page, then the app shell', () => {
    expect(precachedPageFiles('/')).toEqual(['/index.html', '/app.html']);
    expect(precachedPageFiles('/programs')).toEqual(['/programs.html', '/app.html']);
    expect(precachedPageFiles('/programs/')).toEqual(['/programs.html', '/app.html']);
    expect(precachedPageFiles('/events/evt-1')).toEqual(['/app.html']);
    expect(precachedPageFiles('/mr')).toEqual(['/mr/index.html', '/mr/app.html']);
    expect(precachedPageFiles('/mr/')).toEqual(['/mr/index.html', '/mr/app.html']);
    expect(precachedPageFiles('/mr/programs')).toEqual(['/mr/programs.html', '/mr/app.html']);
    expect(precachedPageFiles('/mr/events/evt-1')).toEqual(['/mr/app.html']);
  });
});
