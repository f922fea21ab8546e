import { describe, expect, it } from 'vitest';
import { claimsOfFreshToken } from './fresh-token-claims';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${part({ alg: 'none' })}.${part(payload)}.signature`;

describe('claimsOfFreshToken', () => {
  it('reads the admin claim', () => {
    expect(claimsOfFreshToken(token({ sub: 'u1', admin: true }))).toEqual({ admin: true });
  });

  it('counts only a real boolean true as admin', () => {
    for (const admin of [false, 'true', 1, null, undefined]) {
      expect(claimsOfFreshToken(token({ sub: 'u1', admin }))).toEqual({ admin: false });
    }
  });

  it('treats an unreadable token as one without claims', () => {
    for (const bad of [
      '',
      'no-dots',
      'a.%%%.c',
      `a.${Buffer.from('[1,2').toString('base64url')}.c`,
    ]) {
      expect(claimsOfFreshToken(bad)).toEqual({ admin: false });
    }
    expect(claimsOfFreshToken(token(['admin']))).toEqual({ admin: false });
  });
});
