import { describe, expect, it } from 'vitest';
import { classifyToolkitError, toolkitErrorCode } from './identity-toolkit-errors';

const failure = (message: unknown) => ({ error: { code: 400, message } });

describe('toolkitErrorCode', () => {
  it('takes the code before any details', () => {
    expect(toolkitErrorCode(failure('INVALID_PASSWORD'))).toBe('INVALID_PASSWORD');
    expect(
      toolkitErrorCode(failure('WEAK_PASSWORD : Password should be at least 6 characters')),
    ).toBe('WEAK_PASSWORD');
    expect(toolkitErrorCode(failure('TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled'))).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
  });

  it.each([undefined, null, 'text', {}, { error: null }, { error: {} }, failure(3), failure('')])(
    'finds no code in %j',
    (payload) => {
      expect(toolkitErrorCode(payload)).toBeUndefined();
    },
  );
});

describe('classifyToolkitError', () => {
  it.each([
    ['EMAIL_NOT_FOUND', 'invalid-credentials'],
    ['INVALID_PASSWORD', 'invalid-credentials'],
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-credentials'],
    ['USER_DISABLED', 'user-disabled'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-attempts'],
    ['EXPIRED_OOB_CODE', 'invalid-oob-code'],
    ['INVALID_OOB_CODE', 'invalid-oob-code'],
    ['WEAK_PASSWORD', 'weak-password'],
  ])('%s → %s', (code, outcome) => {
    expect(classifyToolkitError(code)).toBe(outcome);
  });

  it.each([undefined, 'INVALID_API_KEY', 'PROJECT_NOT_FOUND', 'toString', '__proto__'])(
    'leaves %s to the caller as an outage',
    (code) => {
      expect(classifyToolkitError(code)).toBeUndefined();
    },
  );
});
