import { describe, expect, it } from 'vitest';
import { AuthServiceUnavailableError } from '../admin-auth';
import { oobCodeFromLink, resetPageUrl } from './reset-link';

describe('resetPageUrl', () => {
  it('points at the site reset page, without a double slash', () => {
    expect(resetPageUrl('abc-123', 'http://127.0.0.1:5000')).toBe(
      'http://127.0.0.1:5000/reset-password/abc-123',
    );
    expect(resetPageUrl('abc', 'https://mta.example.org/')).toBe(
      'https://mta.example.org/reset-password/abc',
    );
  });

  it("points a Marathi request at the Marathi edition's reset page", () => {
    expect(resetPageUrl('abc', 'https://mta.example.org', 'mr')).toBe(
      'https://mta.example.org/mr/reset-password/abc',
    );
    expect(resetPageUrl('abc', 'https://mta.example.org', 'en')).toBe(
      'https://mta.example.org/reset-password/abc',
    );
  });

  it('encodes the code as one path segment', () => {
    expect(resetPageUrl('a/b?c', 'https://mta.example.org')).toBe(
      'https://mta.example.org/reset-password/a%2Fb%3Fc',
    );
  });

  it.each([undefined, '', 'not a url', 'javascript:alert(1)', 'ftp://x.org'])(
    'refuses SITE_ORIGIN %j as misconfiguration',
    (origin) => {
      expect(() => resetPageUrl('abc', origin)).toThrow(AuthServiceUnavailableError);
    },
  );
});

describe('oobCodeFromLink', () => {
  it('takes the code from a Firebase action link (production and emulator)', () => {
    expect(
      oobCodeFromLink(
        'https://demo.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=XyZ_1-2&apiKey=k&lang=en',
      ),
    ).toBe('XyZ_1-2');
    expect(
      oobCodeFromLink(
        'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=abc&apiKey=k',
      ),
    ).toBe('abc');
  });

  it.each(['https://x.org/action?mode=resetPassword', 'not a url', ''])(
    'reports %j as an outage',
    (link) => {
      expect(() => oobCodeFromLink(link)).toThrow(AuthServiceUnavailableError);
    },
  );
});
