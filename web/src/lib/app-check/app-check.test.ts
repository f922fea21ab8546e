import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appCheckSettings } from '@/config/app-check-config';
import { currentToken, startAppCheck } from '@/lib/app-check/app-check-runtime';

// The runtime (the SDK and reCAPTCHA) is replaced; this tests when it is loaded and how its
// failures reach the API client.
vi.mock('@/config/app-check-config', () => ({ appCheckSettings: vi.fn(() => null) }));
vi.mock('@/lib/app-check/app-check-runtime', () => ({
  startAppCheck: vi.fn(),
  currentToken: vi.fn(async () => 'token-1'),
}));

const settings = { siteKey: 'site-key', debug: false };

async function freshModule() {
  vi.resetModules();
  return import('@/lib/app-check/app-check');
}

beforeEach(() => {
  vi.mocked(appCheckSettings).mockReturnValue(settings);
  vi.mocked(startAppCheck).mockClear();
  vi.mocked(currentToken).mockReset().mockResolvedValue('token-1');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('App Check in the browser', () => {
  it('does nothing and gives no token when no site key was built in', async () => {
    vi.mocked(appCheckSettings).mockReturnValue(null);
    const appCheck = await freshModule();
    expect(appCheck.appCheckEnabled()).toBe(false);
    await expect(appCheck.prepareAppCheck()).resolves.toBeNull();
    await expect(appCheck.appCheckToken()).resolves.toBeNull();
    expect(startAppCheck).not.toHaveBeenCalled();
  });

  it('starts once however many pages and writes ask, with the built-in settings', async () => {
    const appCheck = await freshModule();
    expect(appCheck.appCheckEnabled()).toBe(true);
    await Promise.all([appCheck.prepareAppCheck(), appCheck.prepareAppCheck()]);
    await expect(appCheck.appCheckToken()).resolves.toBe('token-1');
    expect(startAppCheck).toHaveBeenCalledTimes(1);
    expect(startAppCheck).toHaveBeenCalledWith(settings);
  });

  it('gives no token, rather than failing the write, when the SDK cannot get one', async () => {
    vi.mocked(currentToken).mockRejectedValue(new Error('appCheck/throttled'));
    const appCheck = await freshModule();
    await expect(appCheck.appCheckToken()).resolves.toBeNull();
  });

  it('gives up waiting for a token after the timeout (e.g. reCAPTCHA blocked)', async () => {
    vi.useFakeTimers();
    vi.mocked(currentToken).mockReturnValue(new Promise<string>(() => undefined));
    const appCheck = await freshModule();
    const token = appCheck.appCheckToken();
    await vi.advanceTimersByTimeAsync(appCheck.APP_CHECK_TOKEN_TIMEOUT_MS);
    await expect(token).resolves.toBeNull();
  });
});
