import { describe, expect, it } from 'vitest';
import { clientAddress, normalEmail, throttleKey, UNKNOWN_CLIENT } from './client-address';

describe('clientAddress', () => {
  it('takes the first hop of X-Forwarded-For, as Hosting writes it', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(' 203.0.113.7 , 130.211.0.1, 35.191.0.2')).toBe('203.0.113.7');
    expect(clientAddress('2001:DB8::1, 10.0.0.1')).toBe('2001:db8::1');
    expect(clientAddress(['198.51.100.1, 10.0.0.1', '192.0.2.1'])).toBe('198.51.100.1');
  });

  it('is "unknown" without a usable header (direct calls to the emulator)', () => {
    expect(clientAddress(undefined)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress('')).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(' , 10.0.0.1')).toBe(UNKNOWN_CLIENT);
    expect(clientAddress('x'.repeat(65))).toBe(UNKNOWN_CLIENT);
  });
});

describe('throttleKey', () => {
  it('is <purpose>:<sha256> so ids hold no address or email and are always valid', () => {
    const key = throttleKey('login', '203.0.113.7', 'asha@example.com');
    expect(key).toMatch(/^login:[0-9a-f]{64}$/);
    expect(key).not.toBe(throttleKey('login', '203.0.113.7', 'ravi@example.com'));
    expect(throttleKey('x', 'a/b')).not.toContain('/');
  });

  it('keeps parts apart: ("ab", "c") is not ("a", "bc")', () => {
    expect(throttleKey('k', 'ab', 'c')).not.toBe(throttleKey('k', 'a', 'bc'));
  });

  it('normalises emails the way Firebase Auth compares them', () => {
    expect(normalEmail(' Asha@Example.COM ')).toBe('asha@example.com');
  });
});
