import { describe, expect, it } from 'vitest';
import { authPhoneNumber } from './register';

describe('authPhoneNumber', () => {
  it.each([
    ['+91 98220 00001', '+919822000001'],
    ['+91-98220-00001', '+919822000001'],
    ['+14155550100', '+14155550100'],
  ])('stores %s in Auth as %s', (typed, stored) => {
    expect(authPhoneNumber(typed)).toBe(stored);
  });

  it.each([undefined, '', '98220 00001', '0091 98220 00001', '+0 123456789', '+12'])(
    'keeps %j out of Auth (profile only)',
    (typed) => {
      expect(authPhoneNumber(typed)).toBeUndefined();
    },
  );
});
