import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { checkTokenHere, needsRegister, withRegisterStatus } from './verification';

// The token path's verdicts: what this device finds, then what the register adds. The signature
// check itself is sign-verify-qr.test.ts.

const payload = {
  n: 'MTA-C-2026-000123',
  k: 'rank',
  h: 'Sai Patil',
  r: 'green',
  d: '2026-11-20',
  iss: 'https://site.example',
};
const check = vi.hoisted(() => ({ result: {} as unknown }));
vi.mock('./verify-token', () => ({ checkToken: async () => check.result }));

describe('a token’s verdict', () => {
  it('is genuine with its facts on this device, status unknown until the register answers', async () => {
    check.result = { ok: true, payload, kid: 'k1' };
    const local = await checkTokenHere('t');
    expect(local).toMatchObject({
      verdict: 'offline',
      signatureChecked: true,
      fromRegister: false,
      details: { number: payload.n, holderName: 'Sai Patil', rank: 'green', kind: 'rank' },
    });
    expect(needsRegister(local)).toBe(true);

    mockApi({
      'POST /certificates/verify': {
        status: 200,
        body: {
          success: true,
          data: { valid: false, number: payload.n, status: 'superseded', reason: 'superseded' },
        },
      },
    });
    expect(await withRegisterStatus('t', local)).toMatchObject({
      verdict: 'superseded',
      fromRegister: true,
      signatureChecked: true,
    });
  });

  it('is not genuine for a refused token, and the register is not asked', async () => {
    check.result = { ok: false, reason: 'bad-signature' };
    const local = await checkTokenHere('t');
    expect(local.verdict).toBe('notGenuine');
    expect(needsRegister(local)).toBe(false);
  });

  it('leaves the signature to the register where the browser has no Ed25519', async () => {
    check.result = { ok: false, reason: 'unsupported' };
    const local = await checkTokenHere('t');
    expect(local).toMatchObject({ verdict: 'unsupported', signatureChecked: false });
    mockApi({
      'POST /certificates/verify': {
        status: 200,
        body: { success: true, data: { valid: true, number: payload.n, status: 'valid' } },
      },
    });
    expect((await withRegisterStatus('t', local)).verdict).toBe('valid');
  });

  it('keeps the signature’s answer when the register says too many checks', async () => {
    check.result = { ok: true, payload, kid: 'k1' };
    mockApi({
      'POST /certificates/verify': {
        status: 429,
        body: { success: false, code: 'rate-limit/exceeded', message: 'Too many requests' },
      },
    });
    const answer = await withRegisterStatus('t', await checkTokenHere('t'));
    expect(answer).toMatchObject({ verdict: 'tooMany', signatureChecked: true });
  });
});
