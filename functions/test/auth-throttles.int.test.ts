import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import type { ApiErrorCode } from '../src/contracts/api-error-codes';
import { authMessages } from '../src/contracts/auth-messages';
import { countAccounts, jsonInit, resetAuth, signUp } from './support/auth-emulator';
import { resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

// The per-client throttles of the public auth endpoints (src/limits/throttle-config.ts), at their
// production numbers: each test sends the X-Forwarded-For Google's front end would (documentation
// addresses, RFC 5737), which the test runner's lifted "unknown client" setting does not touch.

const PASSWORD = 'Lotus-Kick-88';

function post(path: string, body: unknown, address: string): Promise<Response> {
  // As Google's front end forwards it: the client's address, then the front end's own.
  return api(path, jsonInit('POST', body, { 'x-forwarded-for': `${address}, 130.211.0.1` }));
}

const registration = (index: number) => ({
  name: `Member ${index}`,
  email: `burst${index}@example.com`,
  password: PASSWORD,
});

async function expectThrottled(
  response: Response,
  code: ApiErrorCode,
  message: string,
  maxSeconds: number,
) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(apiErrorBodySchema.parse(await response.json())).toEqual({
    success: false,
    code,
    message,
  });
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
});

describe('sign-ups per client address', () => {
  it(
    'lets exactly 5 of 20 parallel registrations from one address through; the rest 429',
    { timeout: 600_000 },
    async () => {
      // Workers first (a cold Functions worker per parallel request is slow on a busy machine).
      await Promise.all(Array.from({ length: 10 }, () => api('/api/health').then((r) => r.text())));
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          post('/api/auth/register', registration(index), '203.0.113.10'),
        ),
      );
      const created = responses.filter((response) => response.status === 201);
      const refused = responses.filter((response) => response.status !== 201);
      expect(created).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const response of refused) {
        await expectThrottled(
          response,
          'rate-limit/too-many-sign-ups',
          authMessages.tooManySignUps,
          3600,
        );
      }
      expect(await countAccounts()).toBe(5);
      // Another address is not affected.
      expect((await post('/api/auth/register', registration(99), '203.0.113.11')).status).toBe(201);
    },
  );
});

describe('failed sign-ins per client address and email', () => {
  const EMAIL = 'asha@example.com';
  const login = (password: string, address: string) =>
    post('/api/auth/login', { email: EMAIL, password }, address);

  beforeEach(async () => {
    await signUp(EMAIL, PASSWORD);
  });

  it('answers 429 with Retry-After before the 12th of 12 wrong passwords', async () => {
    const statuses: number[] = [];
    let firstRefusal: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await login('Wrong-Guess-1', '203.0.113.20');
      statuses.push(response.status);
      if (response.status === 429 && !firstRefusal) firstRefusal = response;
      else await response.text();
    }
    // Three failures are free (typos), then each attempt must wait a doubling delay.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(3);
    expect(statuses.indexOf(429)).toBeLessThan(11);
    if (!firstRefusal) throw new Error('no 429');
    await expectThrottled(
      firstRefusal,
      'rate-limit/too-many-failed-logins',
      authMessages.tooManyFailedLogins,
      900,
    );
    // Another address trying the same account is counted apart.
    expect((await login('Wrong-Guess-1', '203.0.113.21')).status).toBe(401);
  });

  it('forgets the failures after a good sign-in', async () => {
    const address = '203.0.113.22';
    expect((await login('Wrong-Guess-1', address)).status).toBe(401);
    expect((await login('Wrong-Guess-2', address)).status).toBe(401);
    expect((await login(PASSWORD, address)).status).toBe(200);
    // Had the two failures still counted, the third of these would be the 5th failure: delayed.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('Wrong-Guess-3', address)).status).toBe(401);
    }
  });
});

describe('password reset per client address', () => {
  it('answers the 11th forgot-password request of an hour with 429', async () => {
    const address = '203.0.113.30';
    for (let index = 0; index < 10; index++) {
      const response = await post(
        '/api/auth/forgot-password',
        { email: `someone${index}@example.com` },
        address,
      );
      expect(response.status).toBe(200);
    }
    const refused = await post('/api/auth/forgot-password', { email: 'x@example.com' }, address);
    await expectThrottled(
      refused,
      'rate-limit/too-many-reset-requests',
      authMessages.tooManyResetRequests,
      3600,
    );
  });

  it('answers the 21st reset-link check of 15 minutes with 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.31, 130.211.0.1' };
    const code = 'A'.repeat(40);
    for (let index = 0; index < 20; index++) {
      const response = await api(`/api/auth/reset-password/${code}/verify`, { headers });
      expect(response.status).toBe(400);
      await response.text();
    }
    const refused = await api(`/api/auth/reset-password/${code}/verify`, { headers });
    await expectThrottled(
      refused,
      'rate-limit/too-many-reset-attempts',
      authMessages.tooManyResetAttempts,
      900,
    );
  });
});
