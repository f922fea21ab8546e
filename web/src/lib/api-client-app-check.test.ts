import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@contracts/messages';
import { del, get, post, put, setUnauthorizedHandler } from './api-client';
import { appCheckEnabled, appCheckToken } from './app-check/app-check';

// App Check itself is replaced: its SDK needs reCAPTCHA and Google. What is tested is the client's
// part: which calls carry the token, and that App Check's 401 does not end the session.
vi.mock('./app-check/app-check', () => ({
  APP_CHECK_FAILED_CODE: 'auth/app-check-failed',
  APP_CHECK_HEADER: 'X-Firebase-AppCheck',
  appCheckEnabled: vi.fn(() => true),
  appCheckToken: vi.fn(async () => 'app-check-token'),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sentHeader = () =>
  new Headers(fetchMock.mock.lastCall?.[1]?.headers).get('X-Firebase-AppCheck');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => json(200, { success: true }));
  vi.mocked(appCheckEnabled).mockReturnValue(true);
  vi.mocked(appCheckToken).mockClear().mockResolvedValue('app-check-token');
});

afterEach(() => {
  setUnauthorizedHandler(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the API client with App Check on', () => {
  it.each([
    ['POST', () => post('/contact', { a: 1 })],
    ['PUT', () => put('/contact/x', { status: 'read' })],
    ['DELETE', () => del('/contact/x')],
  ])('sends the token with a %s', async (_, call) => {
    await call();
    expect(sentHeader()).toBe('app-check-token');
  });

  it('keeps the caller’s own headers beside the token', async () => {
    await post('/enrollments', {}, { headers: { 'Idempotency-Key': 'k-1' } });
    const headers = new Headers(fetchMock.mock.lastCall?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('X-Firebase-AppCheck')).toBe('app-check-token');
  });

  it('never asks for a token for a read', async () => {
    await get('/events');
    expect(sentHeader()).toBeNull();
    expect(appCheckToken).not.toHaveBeenCalled();
  });

  it('sends a write without the header when no token could be had', async () => {
    vi.mocked(appCheckToken).mockResolvedValue(null);
    await post('/contact', {});
    expect(sentHeader()).toBeNull();
  });

  it('does not sign the member out for App Check’s 401, but does for any other', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(
      json(401, {
        success: false,
        code: 'auth/app-check-failed',
        message: apiMessages.appCheckFailed,
      }),
    );
    await expect(post('/contact', {})).rejects.toMatchObject({
      status: 401,
      message: apiMessages.appCheckFailed,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, code: 'auth/session-invalid', message: 'Not authorized' }),
    );
    await expect(post('/contact', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the API client with App Check off', () => {
  it('sends writes as before, without asking for a token', async () => {
    vi.mocked(appCheckEnabled).mockReturnValue(false);
    await post('/contact', {});
    expect(sentHeader()).toBeNull();
    expect(appCheckToken).not.toHaveBeenCalled();
  });
});
