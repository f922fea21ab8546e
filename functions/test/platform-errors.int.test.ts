import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import { apiMessages } from '../src/contracts/messages';
import { FAULT_HEADER } from '../src/testing/fault-injection';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { contactForm } from './support/submissions';

// A platform error nobody handles (a quota error, an internal error) must not become a 500. The
// failure is injected by a test double at the repository seam (src/testing/fault-injection.ts:
// with MTA_TEST_FAULTS=1, which scripts/test/test-all.mjs sets, X-Test-Fault makes every Firestore
// call of that request fail with an Admin SDK-shaped error).

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let member: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp('fault@example.com', 'Lotus-Kick-88');
});

async function expectServiceUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('10');
  expect(response.headers.get('x-request-id')).toMatch(REQUEST_ID);
  expect(apiErrorBodySchema.parse(await response.json())).toEqual({
    success: false,
    code: 'service/unavailable',
    message: apiMessages.serviceUnavailable,
  });
}

describe('an injected Admin SDK failure', () => {
  it('answers a read with 503, the error shape and a request id', async () => {
    const response = await api('/api/enrollments', {
      headers: { ...bearer(member.idToken), [FAULT_HEADER]: 'firestore-resource-exhausted' },
    });
    await expectServiceUnavailable(response);
  });

  it('answers a write with 503 and stores no message', async () => {
    const response = await api('/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...bearer(member.idToken),
        [FAULT_HEADER]: 'firestore-internal',
      },
      body: JSON.stringify(contactForm()),
    });
    await expectServiceUnavailable(response);
    expect(await countDocuments('contacts')).toBe(0);
  });
});

describe('X-Request-Id', () => {
  it('is on every answer, a different one each time', async () => {
    const answers = await Promise.all([
      api('/api/health'),
      api('/api/health'),
      api('/api/nothing-here'),
      api('/api/enrollments'),
    ]);
    const ids = answers.map((response) => response.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);
    await Promise.all(answers.map((response) => response.text()));
  });
});
