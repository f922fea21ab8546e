import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { post, put } from './api-client';
import { appCheckToken } from './app-check/app-check';

// The writes the server spends their App Check token on (contracts/limited-use-endpoints.ts) get a
// fresh limited-use token for every attempt; other writes reuse the ordinary one.
vi.mock('./app-check/app-check', () => ({
  APP_CHECK_FAILED_CODE: 'auth/app-check-failed',
  APP_CHECK_HEADER: 'X-Firebase-AppCheck',
  appCheckEnabled: vi.fn(() => true),
  appCheckToken: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Firebase-AppCheck'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  let issued = 0;
  vi.mocked(appCheckToken).mockImplementation(async (limitedUse = false) =>
    limitedUse ? `single-${++issued}` : 'cached',
  );
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('limited-use App Check tokens', () => {
  it('gives each attempt of an enquiry its own token, so a resend is not a replay', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('{"success":true}', { status: 201 }));
    const call = post('/contact', { a: 1 });
    await vi.runAllTimersAsync();
    await call;
    vi.useRealTimers();
    expect(sent()).toEqual(['single-1', 'single-2']);
  });

  it('asks for a limited-use token on sign-up, and the ordinary one elsewhere', async () => {
    fetchMock.mockImplementation(async () => new Response('{"success":true}', { status: 200 }));
    await post('/auth/register', {});
    await put('/contact/x', { status: 'read' });
    expect(sent()).toEqual(['single-1', 'cached']);
  });
});
