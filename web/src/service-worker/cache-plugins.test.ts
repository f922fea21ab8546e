import { describe, expect, it } from 'vitest';
import { SERVED_FROM_CACHE, SERVED_FROM_HEADER } from '@/lib/saved-answers';
import { markedAsSaved, markSavedAnswers, storeGuard } from './cache-plugins';

const origin = 'https://mta.example';
const guard = storeGuard(origin);
const json = () =>
  new Response('{"success":true}', {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
// Workbox passes more (event, state); the guard reads only these.
type GuardArgs = Parameters<NonNullable<typeof guard.cacheWillUpdate>>[0];
const args = (request: Request, response: Response) =>
  ({ request, response, cachedResponse: response }) as unknown as GuardArgs;

describe('storeGuard', () => {
  it('lets a public events answer into the cache', async () => {
    const response = json();
    const request = new Request(`${origin}/api/events`);
    expect(await guard.cacheWillUpdate?.(args(request, response))).toBe(response);
  });

  it('refuses the answer to a request with an Authorization header', async () => {
    const request = new Request(`${origin}/api/events`, {
      headers: { Authorization: 'Bearer member-token' },
    });
    expect(await guard.cacheWillUpdate?.(args(request, json()))).toBeNull();
  });

  it('refuses member answers', async () => {
    const request = new Request(`${origin}/api/enrollments`);
    expect(await guard.cacheWillUpdate?.(args(request, json()))).toBeNull();
  });

  it('serves no saved answer to an authorised request', async () => {
    const request = new Request(`${origin}/api/events`, {
      headers: { Authorization: 'Bearer member-token' },
    });
    const use = guard.cachedResponseWillBeUsed as unknown as (a: GuardArgs) => Promise<unknown>;
    expect(await use(args(request, json()))).toBeNull();
    expect(await use(args(new Request(`${origin}/api/events`), json()))).toBeInstanceOf(Response);
  });
});

describe('markedAsSaved', () => {
  it('copies the answer with the saved-answer header', async () => {
    const marked = await markedAsSaved(json());
    expect(marked.status).toBe(200);
    expect(marked.headers.get(SERVED_FROM_HEADER)).toBe(SERVED_FROM_CACHE);
    expect(marked.headers.get('Content-Type')).toBe('application/json');
    expect(await marked.json()).toEqual({ success: true });
  });

  it('marks whatever Workbox takes from the cache', async () => {
    const use = markSavedAnswers.cachedResponseWillBeUsed as unknown as (a: {
      cachedResponse?: Response;
    }) => Promise<Response | null>;
    expect((await use({ cachedResponse: json() }))?.headers.get(SERVED_FROM_HEADER)).toBe(
      SERVED_FROM_CACHE,
    );
    expect(await use({})).toBeNull();
  });
});
