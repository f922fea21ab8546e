import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import { authMessages } from '../src/contracts/auth-messages';
import {
  afterTokenSecond,
  countAccounts,
  jsonInit,
  latestResetCode,
  resetAuth,
  signIn,
  signUp,
  testAuth,
} from './support/auth-emulator';
import { resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

// The doors an abuser would use besides the front one: a forged X-Forwarded-For, the Auth SDK's own
// sign-up, guesses spread over many addresses, an oversized body, and the admin grant script.
// The header is sent as Google's front end forwards it: whatever the caller wrote, then the
// address that connected (the client) and the front end's own.

const PASSWORD = 'Lotus-Kick-88';
const FRONT_END = '35.191.0.1';
const forwarded = (client: string, spoof?: string) => ({
  'x-forwarded-for': [...(spoof ? [spoof] : []), client, FRONT_END].join(', '),
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function codeOf(response: Response): Promise<string> {
  return apiErrorBodySchema.parse(await response.json()).code ?? '';
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
});

describe('a forged X-Forwarded-For', () => {
  it('does not buy a new sign-up budget: 20 spoofed values from one client, 5 accounts', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 20; index++) {
      const response = await api(
        '/api/auth/register',
        jsonInit(
          'POST',
          { name: `Member ${index}`, email: `spoof${index}@example.com`, password: PASSWORD },
          forwarded('203.0.113.40', `198.51.100.${index}`),
        ),
      );
      statuses.push(response.status);
      if (response.status === 429)
        expect(await codeOf(response)).toBe('rate-limit/too-many-sign-ups');
      else await response.text();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(await countAccounts()).toBe(5);
  });
});

describe("the Auth SDK's own sign-up", () => {
  it('is refused by the blocking function past the same per-address limit', async () => {
    // Probe accounts (limits.test) are the one client the Auth emulator reports, at production
    // numbers; other SDK sign-ups in the test runner are the lifted "unknown" client.
    const outcomes: string[] = [];
    for (let index = 0; index < 8; index++) {
      outcomes.push(
        await signUp(`probe${index}@limits.test`, PASSWORD).then(
          () => 'created',
          (error: unknown) => String(error),
        ),
      );
    }
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('created'));
    for (const refusal of outcomes.slice(5)) {
      expect(refusal).toContain('BLOCKING_FUNCTION_ERROR_RESPONSE');
      expect(refusal).toContain(authMessages.tooManySignUps);
    }
    expect(await countAccounts()).toBe(5);
  });
});

describe('guesses spread over many addresses', () => {
  it('lock the account after 10 wrong passwords; a password reset lifts the lock', async () => {
    const email = 'asha@example.com';
    await signUp(email, PASSWORD);
    const login = (password: string, index: number) =>
      api(
        '/api/auth/login',
        jsonInit('POST', { email, password }, forwarded(`203.0.113.${100 + index}`, '10.0.0.1')),
      );
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      const response = await login('Wrong-Guess-1', index);
      statuses.push(response.status);
      if (index >= 10) expect(await codeOf(response)).toBe('rate-limit/account-locked');
      else await response.text();
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Even the right password waits: the lock is the account's, not the address's.
    expect((await login(PASSWORD, 50)).status).toBe(429);

    const forgot = await api(
      '/api/auth/forgot-password',
      jsonInit('POST', { email }, forwarded('203.0.113.60')),
    );
    expect(forgot.status).toBe(200);
    const code = await latestResetCode(email);
    const reset = await api(
      `/api/auth/reset-password/${code}`,
      jsonInit('POST', { password: 'Fresh-Start-77' }, forwarded('203.0.113.60')),
    );
    expect(reset.status).toBe(200);
    expect((await login('Fresh-Start-77', 51)).status).toBe(200);
  });

  it('cap current-password checks: the 6th wrong one is refused unchecked', async () => {
    const member = await signUp('ravi@example.com', PASSWORD);
    const change = (currentPassword: string) =>
      api(
        '/api/users/updatepassword',
        jsonInit('PUT', { currentPassword, newPassword: 'Fresh-Start-77' }, bearer(member.idToken)),
      );
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await change('Wrong-Guess-2');
      expect(response.status).toBe(400);
      await response.text();
    }
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe('rate-limit/too-many-password-checks');
  });
});

describe('an oversized body', () => {
  it('is refused with 413 from its Content-Length, before it is parsed', async () => {
    // 1 MB of text that is neither JSON nor sent as JSON: parsed, it would be a 415.
    const response = await api('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.code).toBe('request/payload-too-large');
    expect(body.message).toContain('64 KB');
  });
});

describe('npm run admin:grant', () => {
  const script = path.resolve(__dirname, '../../scripts/deploy/grant-admin.mjs');
  const run = (...args: string[]) =>
    promisify(execFile)('node', [script, ...args], { env: process.env }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
    );

  it('refuses an unverified email; a revoke ends the admin token at once', async () => {
    const email = 'office@example.com';
    const account = await signUp(email, PASSWORD);
    const refused = await run(email, '--yes');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('not verified');
    expect((await testAuth().getUser(account.uid)).customClaims?.admin).toBeUndefined();

    await testAuth().updateUser(account.uid, { emailVerified: true });
    expect((await run(email, '--yes')).code).toBe(0);
    const admin = await signIn(email, PASSWORD);
    const audit = () => api('/api/admin/audit', { headers: bearer(admin.idToken) });
    const before = await audit();
    expect(before.status).toBe(200);
    const { data } = (await before.json()) as { data: { action: string; targetId: string }[] };
    expect(data).toContainEqual(
      expect.objectContaining({ action: 'admin.grant', targetId: account.uid }),
    );

    await afterTokenSecond(admin.idToken);
    expect((await run(email, '--revoke', '--yes')).code).toBe(0);
    const after = await audit();
    expect(after.status).toBe(401);
    await after.text();
  }, 60_000);
});
