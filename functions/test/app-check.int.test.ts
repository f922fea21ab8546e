import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/contracts/auth-messages';
import { api, waitForHealthyApi } from './support/stack';

// App Check cannot be exercised against the emulators: they do not exchange its tokens, and the
// Admin SDK's verifyToken needs Google's keys (the network). Its enforcement is unit-tested with a
// test double for the verifier (src/http/app-check-guard.test.ts). What the local stack can show is
// that it is off by default: APP_CHECK_ENFORCE is unset, so writes with no token, or with one that
// could never verify, are served as before.

beforeAll(waitForHealthyApi);

const forgot = (headers: Record<string, string>) =>
  api('/api/auth/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'nobody-app-check@example.com' }),
  });

describe('App Check on the local stack', () => {
  it.each([
    ['no token', {}],
    ['a token that could never verify', { 'X-Firebase-AppCheck': 'not-a-real-token' }],
  ])('is not enforced: a write with %s is served', async (_, headers) => {
    const response = await forgot(headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: authMessages.resetEmailSent });
  });
});
