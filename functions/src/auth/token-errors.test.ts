import { describe, expect, it } from 'vitest';
import { AuthServiceUnavailableError } from './admin-auth';
import { classifyTokenError } from './token-errors';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('classifyTokenError', () => {
  it.each([
    'auth/id-token-expired',
    'auth/id-token-revoked',
    'auth/user-disabled',
    'auth/user-not-found',
  ])('%s means the session is over', (code) => {
    expect(classifyTokenError(firebaseError(code))).toBe('expired');
  });

  it.each(['auth/argument-error', 'auth/invalid-id-token', 'auth/something-new'])(
    '%s means the token is invalid',
    (code) => {
      expect(classifyTokenError(firebaseError(code))).toBe('invalid');
    },
  );

  it('treats errors without a code (a token with a nonsense payload) as invalid', () => {
    expect(
      classifyTokenError(new TypeError("Cannot read properties of null (reading 'aud')")),
    ).toBe('invalid');
    expect(classifyTokenError(null)).toBe('invalid');
    expect(classifyTokenError({ code: 42 })).toBe('invalid');
  });

  it.each(['app/network-error', 'app/network-timeout', 'auth/internal-error'])(
    '%s means Auth could not be asked',
    (code) => {
      expect(classifyTokenError(firebaseError(code))).toBe('unavailable');
    },
  );

  it('recognises our own unavailability error', () => {
    expect(classifyTokenError(new AuthServiceUnavailableError('down'))).toBe('unavailable');
  });
});
