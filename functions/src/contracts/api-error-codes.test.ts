import { describe, expect, it } from 'vitest';
import { apiErrorCodes, isApiErrorCode } from './api-error-codes';

describe('apiErrorCodes', () => {
  it('are unique and shaped group/name in lower-case kebab, but for the records contract ones', () => {
    // The records contract names these without a group; clients match them exactly.
    const contractNamed = new Set([
      'guardian-not-verified',
      'guardian-required',
      'entries-closed',
      'already-drawn',
      'weigh-in-undecided',
      'not-drawn',
      'match-not-found',
      'match-not-ready',
      'not-in-match',
      'match-locked',
    ]);
    expect(new Set(apiErrorCodes).size).toBe(apiErrorCodes.length);
    for (const code of apiErrorCodes) {
      if (contractNamed.has(code)) continue;
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*\/[a-z]+(-[a-z]+)*$/);
    }
  });

  it('recognises only its own codes', () => {
    expect(isApiErrorCode('auth/email-taken')).toBe(true);
    expect(isApiErrorCode('auth/made-up')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
    expect(isApiErrorCode(42)).toBe(false);
  });
});
