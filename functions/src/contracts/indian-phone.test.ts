import { describe, expect, it } from 'vitest';
import { indianPhone, isPlausibleIndianPhone } from './indian-phone';

describe('isPlausibleIndianPhone', () => {
  it.each([
    '9822000001',
    '+91 98220 00001',
    '+919822000001',
    '919822000001',
    '09822000001',
    '020-2553-0000',
    '(022) 2202 1234',
  ])('accepts %j', (phone) => {
    expect(isPlausibleIndianPhone(phone)).toBe(true);
  });

  it.each([
    '',
    '12345',
    '0123456789',
    '+1 415 555 0100',
    '+44 20 7946 0958',
    '98220000011',
    '98220 0000a',
    '+91 +91 9822000001',
  ])('refuses %j', (phone) => {
    expect(isPlausibleIndianPhone(phone)).toBe(false);
  });
});

describe('indianPhone', () => {
  const schema = indianPhone('Required', 'Invalid');
  const messageOf = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('trims, and names missing and malformed numbers separately', () => {
    expect(schema.parse(' 9822000001 ')).toBe('9822000001');
    expect(messageOf(undefined)).toBe('Required');
    expect(messageOf('  ')).toBe('Required');
    expect(messageOf('12345')).toBe('Invalid');
    expect(messageOf('9'.repeat(21))).toBe('Invalid');
  });
});
