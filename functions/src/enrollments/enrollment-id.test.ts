import { describe, expect, it } from 'vitest';
import { enrollmentIdFor, isEnrollmentId } from './enrollment-id';

const KEY = 'a1b2c3d4e5f6g7h8i9j0';

describe('enrollmentIdFor', () => {
  it('is the same for the same member and key, and a valid document id', () => {
    const id = enrollmentIdFor('uid-1', KEY);
    expect(enrollmentIdFor('uid-1', KEY)).toBe(id);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isEnrollmentId(id)).toBe(true);
  });

  it('differs between members using the same key, and between keys of one member', () => {
    expect(enrollmentIdFor('uid-1', KEY)).not.toBe(enrollmentIdFor('uid-2', KEY));
    expect(enrollmentIdFor('uid-1', KEY)).not.toBe(enrollmentIdFor('uid-1', `${KEY}x`));
  });

  it('reveals neither the uid nor the key', () => {
    const id = enrollmentIdFor('member-uid', KEY);
    expect(id).not.toContain('member');
    expect(id).not.toContain(KEY.slice(0, 8));
  });

  it('is the base64url SHA-256 of uid:key (keys cannot contain ":", so this is unambiguous)', () => {
    expect(enrollmentIdFor('u', 'k')).toBe('7Rxfsx3nrKtnnqcH_wk_iyCqqaPVOR9N2REXaJP1HPA');
  });
});

describe('isEnrollmentId', () => {
  it.each(['', 'x', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}/`, `${'a'.repeat(42)}=`])(
    'refuses %j',
    (id) => {
      expect(isEnrollmentId(id)).toBe(false);
    },
  );
});
