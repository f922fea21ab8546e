import { describe, expect, it } from 'vitest';
import { UNKNOWN_CLIENT } from '../limits/client-address';
import { signUpClientAddress } from './sign-up-address';

const TEST_RUN = { FUNCTIONS_EMULATOR: 'true', MTA_TEST_RUN: '1' };

describe('signUpClientAddress', () => {
  it('takes the address Firebase Auth reports, IPv6 by its /64', () => {
    expect(signUpClientAddress('203.0.113.8', 'a@b.in', {})).toBe('203.0.113.8');
    expect(signUpClientAddress('2001:db8:5:6::9', 'a@b.in', {})).toBe('2001:db8:5:6::/64');
  });

  it('treats what is not an address, or the emulator loopback, as unknown', () => {
    expect(signUpClientAddress(undefined, 'a@b.in', {})).toBe(UNKNOWN_CLIENT);
    expect(signUpClientAddress('not-an-ip', 'a@b.in', {})).toBe(UNKNOWN_CLIENT);
    expect(signUpClientAddress('127.0.0.1', 'a@b.in', TEST_RUN)).toBe(UNKNOWN_CLIENT);
    expect(signUpClientAddress('::1', 'a@b.in', {})).toBe(UNKNOWN_CLIENT);
  });

  it('counts a limits.test probe as one client, only inside the test runner', () => {
    expect(signUpClientAddress('127.0.0.1', 'p1@limits.test', TEST_RUN)).toBe('127.0.0.1');
    expect(signUpClientAddress('127.0.0.1', 'p1@limits.test', {})).toBe(UNKNOWN_CLIENT);
    const npmStart = { FUNCTIONS_EMULATOR: 'true' };
    expect(signUpClientAddress('127.0.0.1', 'p1@limits.test', npmStart)).toBe(UNKNOWN_CLIENT);
  });
});
