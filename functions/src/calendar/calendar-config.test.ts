import { describe, expect, it } from 'vitest';
import { siteOrigin } from './calendar-config';

describe('siteOrigin', () => {
  it.each([
    ['https://mta.example.org', 'https://mta.example.org'],
    ['https://mta.example.org/some/path', 'https://mta.example.org'],
    ['http://127.0.0.1:5000', 'http://127.0.0.1:5000'],
  ])('takes the origin of %j', (value, origin) => {
    expect(siteOrigin(value)).toBe(origin);
  });

  it.each([undefined, '', 'not a url', 'javascript:alert(1)', 'ftp://mta.example.org'])(
    'gives no origin for %j',
    (value) => {
      expect(siteOrigin(value)).toBeUndefined();
    },
  );
});
