import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, countAccounts, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

// Bad bodies on every auth endpoint: a 4xx in the error shape, never a 500, and nothing created
// (no account, no profile, no mail).

const TEN_KB = 'x'.repeat(10 * 1024);
const okPassword = 'Lotus-Kick-88';

interface Endpoint {
  method: string;
  path: string;
  /** A valid body, from which the bad ones are made. */
  valid: Record<string, unknown>;
  needsToken?: boolean;
}

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    valid: { name: 'Asha', email: 'new@example.com', password: okPassword },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    valid: { email: 'a@example.com', password: okPassword },
  },
  { method: 'POST', path: '/api/auth/google', valid: { idToken: 'a.b.c' } },
  { method: 'POST', path: '/api/auth/forgot-password', valid: { email: 'a@example.com' } },
  { method: 'POST', path: '/api/auth/reset-password/some-code', valid: { password: okPassword } },
  {
    method: 'PUT',
    path: '/api/users/updatepassword',
    valid: { currentPassword: okPassword, newPassword: 'Tiger-Stance-26' },
    needsToken: true,
  },
];

/** Bad JSON bodies: each must be a 400 with field errors. */
function badJsonBodies(valid: Record<string, unknown>): Array<[string, unknown]> {
  const keys = Object.keys(valid);
  const firstKey = keys[0] ?? 'x';
  const withoutFirst = Object.fromEntries(
    Object.entries(valid).filter(([key]) => key !== firstKey),
  );
  return [
    ['an empty object', {}],
    [`no ${firstKey}`, withoutFirst],
    ['numbers instead of strings', Object.fromEntries(keys.map((key) => [key, 42]))],
    ['nulls', Object.fromEntries(keys.map((key) => [key, null]))],
    ['nested objects', Object.fromEntries(keys.map((key) => [key, { $gt: '' }]))],
    ['an extra field', { ...valid, isAdmin: true }],
    ['10 KB strings', Object.fromEntries(keys.map((key) => [key, TEN_KB]))],
    ['an array', [valid]],
  ];
}

let member: Session;

async function snapshotCounts() {
  return {
    accounts: await countAccounts(),
    profiles: await countDocuments('users'),
    mail: await countDocuments('mail'),
  };
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp('member@example.com', okPassword);
});

describe.each(endpoints)('$method $path', ({ method, path, valid, needsToken }) => {
  const headers = (extra: Record<string, string>) => ({
    ...(needsToken ? bearer(member.idToken) : {}),
    ...extra,
  });

  it.each(badJsonBodies(valid))('answers %s with 400 and field errors', async (_, body) => {
    const before = await snapshotCounts();
    const response = await api(path, {
      method,
      headers: headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; errors?: object };
    expect(answer.success).toBe(false);
    expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
    expect(await snapshotCounts()).toEqual(before);
  });

  it('answers an empty body with 400 and a body error', async () => {
    const before = await snapshotCounts();
    const response = await api(path, { method, headers: headers({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'validation/invalid',
      errors: { body: expect.any(String) },
    });
    expect(await snapshotCounts()).toEqual(before);
  });

  // The platform's JSON parser (strict: objects and arrays only) answers these 400 itself, before
  // our code runs, so the body is its own; the tests pin that they stay client errors.
  it.each(['{"email":', 'null', '"hello"', '7'])('answers JSON %s with 400', async (raw) => {
    const before = await snapshotCounts();
    const response = await api(path, {
      method,
      headers: headers({ 'content-type': 'application/json' }),
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(await snapshotCounts()).toEqual(before);
  });

  it('answers a form-encoded body with 415 (the API takes JSON only)', async () => {
    const before = await snapshotCounts();
    const response = await api(path, {
      method,
      headers: headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams(
        Object.entries(valid).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString(),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await snapshotCounts()).toEqual(before);
  });
});
