import { describe, expect, it } from 'vitest';
import { LIMITS, unknownClientLimit } from './throttle-config';

const HOUR = 3_600_000;

describe('LIMITS', () => {
  it('holds the production numbers', () => {
    expect(LIMITS.signUpPerAddress).toEqual({ limit: 5, windowMs: HOUR });
    expect(LIMITS.failedLoginPerAddressAndEmail).toEqual({ limit: 10, windowMs: HOUR / 4 });
    expect(LIMITS.resetMailPerEmail).toEqual({ limit: 5, windowMs: HOUR });
    expect(LIMITS.memberSubmissions).toEqual({ limit: 5, windowMs: HOUR / 6 });
    expect(LIMITS.signUpsOverall).toEqual({ limit: 100, windowMs: HOUR });
    expect(LIMITS.failedLoginPerAccount).toEqual({ limit: 10, windowMs: HOUR / 4 });
    expect(LIMITS.wrongCurrentPasswordPerAccount).toEqual({ limit: 5, windowMs: HOUR / 4 });
  });
});

describe('unknownClientLimit', () => {
  const lifted = {
    FUNCTIONS_EMULATOR: 'true',
    MTA_TEST_RUN: '1',
    THROTTLE_UNKNOWN_CLIENT_LIMIT: 'unlimited',
  };

  it('is the production number everywhere but the test runner', () => {
    expect(unknownClientLimit('signUpPerAddress', {})).toBe(LIMITS.signUpPerAddress);
    // `npm start` runs the same emulator without the test flag.
    const npmStart = { FUNCTIONS_EMULATOR: 'true', THROTTLE_UNKNOWN_CLIENT_LIMIT: 'unlimited' };
    expect(unknownClientLimit('signUpPerAddress', npmStart)).toBe(LIMITS.signUpPerAddress);
    // Deployed: never the emulator, whatever else is set.
    const deployed = { MTA_TEST_RUN: '1', THROTTLE_UNKNOWN_CLIENT_LIMIT: 'unlimited' };
    expect(unknownClientLimit('signUpPerAddress', deployed)).toBe(LIMITS.signUpPerAddress);
  });

  it('is lifted or raised only with the test flag inside the emulator', () => {
    expect(unknownClientLimit('signUpPerAddress', lifted)).toBeUndefined();
    const raised = { ...lifted, THROTTLE_UNKNOWN_CLIENT_LIMIT: '500' };
    expect(unknownClientLimit('signUpPerAddress', raised)).toEqual({ limit: 500, windowMs: HOUR });
    const nonsense = { ...lifted, THROTTLE_UNKNOWN_CLIENT_LIMIT: 'lots' };
    expect(unknownClientLimit('signUpPerAddress', nonsense)).toBe(LIMITS.signUpPerAddress);
  });
});
