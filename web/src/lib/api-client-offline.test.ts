import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, setTokenProvider } from './api-client';
import {
  clearSavedAnswers,
  hasSavedAnswers,
  SERVED_FROM_CACHE,
  SERVED_FROM_HEADER,
} from './saved-answers';

// The API client's part in offline use: public reads go without a token, so the
// service worker may keep them, and an answer it took from its cache is noted.
const fetchMock = vi.fn<typeof fetch>();
const answer = (headers: Record<string, string> = {}) =>
  new Response('{"success":true,"data":[]}', {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setTokenProvider(null);
  clearSavedAnswers();
});

const sentAuthorization = () =>
  new Headers(fetchMock.mock.lastCall?.[1]?.headers).get('Authorization');

describe('api client offline support', () => {
  it('sends an anonymous read without the bearer token, other calls with it', async () => {
    setTokenProvider(async () => 'id-token-1');
    fetchMock.mockResolvedValue(answer());
    await get('/events', { anonymous: true });
    expect(sentAuthorization()).toBeNull();
    fetchMock.mockResolvedValue(answer());
    await get('/enrollments');
    expect(sentAuthorization()).toBe('Bearer id-token-1');
  });

  it('notes an answer the service worker served from its cache', async () => {
    fetchMock.mockResolvedValue(answer({ [SERVED_FROM_HEADER]: SERVED_FROM_CACHE }));
    await get('/events', { anonymous: true });
    expect(hasSavedAnswers()).toBe(true);
    fetchMock.mockResolvedValue(answer());
    await get('/events', { anonymous: true });
    expect(hasSavedAnswers()).toBe(false);
  });
});
