import { describe, expect, it } from 'vitest';
import {
  addressIdentity,
  clientAddress,
  normalEmail,
  throttleKey,
  UNKNOWN_CLIENT,
} from './client-address';

describe('clientAddress', () => {
  it("takes the hop Google's front end appends: second from the right", () => {
    // Straight to the function, or through Hosting: `<client>, <Google front end>`.
    expect(clientAddress('203.0.113.7, 35.191.0.2')).toBe('203.0.113.7');
    expect(clientAddress(' 203.0.113.7 ,130.211.0.1')).toBe('203.0.113.7');
    // Several headers: the platform appends to the last one.
    expect(clientAddress(['198.51.100.1, 10.0.0.1', '192.0.2.1, 35.191.0.2'])).toBe('192.0.2.1');
  });

  it('ignores whatever the caller wrote in front of the platform hops', () => {
    const real = '198.51.100.20, 35.191.0.2';
    for (const spoof of ['1.2.3.4', '10.0.0.1, 8.8.8.8', 'unknown', 'x'.repeat(500), ', ,']) {
      expect(clientAddress(`${spoof}, ${real}`)).toBe('198.51.100.20');
    }
  });

  it('counts IPv6 clients by their /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientAddress('2001:DB8:1:2:aaaa::1, 35.191.0.2')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2:ffff:1:2:3, 35.191.0.2')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1, 35.191.0.2')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::ffff:203.0.113.5, 35.191.0.2')).toBe('203.0.113.5');
  });

  it('is "unknown" without a platform hop or when that hop is not an address', () => {
    expect(clientAddress(undefined)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress('')).toBe(UNKNOWN_CLIENT);
    // One hop only: nothing was appended by Google, so it is the caller's own text.
    expect(clientAddress('203.0.113.7')).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(' , 10.0.0.1')).toBe(UNKNOWN_CLIENT);
    expect(clientAddress('evil.example, 35.191.0.2')).toBe(UNKNOWN_CLIENT);
    expect(clientAddress('203.0.113.300, 35.191.0.2')).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(`${'a'.repeat(65)}, 35.191.0.2`)).toBe(UNKNOWN_CLIENT);
  });

  it('never lets two IPv4 addresses share an identity, nor invalid text pass', () => {
    expect(addressIdentity('203.0.113.1')).not.toBe(addressIdentity('203.0.113.2'));
    expect(addressIdentity('1:2:3:4:5:6:7:8:9')).toBeUndefined();
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
