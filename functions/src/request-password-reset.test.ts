import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from './contracts/auth-messages';
import { DatabaseUnavailableError } from './db/database-errors';
import { requestPasswordReset as service } from './auth/password-reset/request-reset';
import { requestPasswordReset } from './request-password-reset';

vi.mock('./auth/password-reset/request-reset', () => ({
  requestPasswordReset: vi.fn(async () => ({ message: 'sent' })),
}));
vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }));

const run = (data: unknown, headers: Record<string, string> = {}) =>
  requestPasswordReset.run({
    data,
    rawRequest: { headers },
  } as unknown as CallableRequest<unknown>);

beforeEach(() => {
  vi.mocked(service).mockClear();
});

describe('requestPasswordReset callable', () => {
  it('passes a valid address (trimmed) to the shared service and answers its message', async () => {
    await expect(run({ email: ' asha@example.com ' })).resolves.toEqual({ message: 'sent' });
    expect(service).toHaveBeenCalledWith('asha@example.com', 'unknown', { language: undefined });
  });

  it("passes the edition's language for the mail", async () => {
    await run({ email: 'asha@example.com', language: 'mr' });
    expect(service).toHaveBeenCalledWith('asha@example.com', 'unknown', { language: 'mr' });
  });

  it('passes the client address (the hop Google appends to X-Forwarded-For) for the throttle', async () => {
    await run({ email: 'asha@example.com' }, { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
    expect(service).toHaveBeenCalledWith('asha@example.com', '203.0.113.9', {
      language: undefined,
    });
  });

  it.each([
    [{ email: 'asha@example' }, { email: authMessages.forgotEmailInvalid }],
    [{}, { email: authMessages.forgotEmailRequired }],
    [null, { data: expect.any(String) }],
    [{ email: 'a@b.in', admin: true }, { data: expect.any(String) }],
    [{ email: 'a@b.in', language: 'hi' }, { language: expect.any(String) }],
  ])('answers %j with invalid-argument and the field errors in details', async (data, errors) => {
    const error = await run(data).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      details: { success: false, code: 'validation/invalid', errors },
    });
    expect(service).not.toHaveBeenCalled();
  });

  it('reports a database outage as unavailable', async () => {
    vi.mocked(service).mockRejectedValueOnce(new DatabaseUnavailableError('down'));
    await expect(run({ email: 'asha@example.com' })).rejects.toMatchObject({
      code: 'unavailable',
      details: { code: 'service/database-unavailable' },
    });
  });

  it('hides unexpected failures behind internal', async () => {
    vi.mocked(service).mockRejectedValueOnce(new Error('secret detail'));
    const error = await run({ email: 'asha@example.com' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'internal', details: { code: 'server/internal' } });
    expect(String((error as Error).message)).not.toContain('secret');
  });
});
