import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it.each([
    ['asha@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['ravi.kulkarni@mail.co.in', 'r***@mail.co.in'],
    ['"odd@local"@example.com', '"***@example.com'],
    ['अनु@example.com', 'अ***@example.com'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
