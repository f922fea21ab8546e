import { describe, expect, it } from 'vitest';
import { membershipNumberPattern } from '../contracts/athlete';
import { drawMembershipNumber, isMembershipNumber } from './membership-number';

describe('drawMembershipNumber', () => {
  const midYear = Date.parse('2026-06-15T10:00:00Z');

  it('is MTA-<year>-<5 digits>, the digits zero-padded', () => {
    expect(drawMembershipNumber(midYear, () => 42)).toBe('MTA-2026-00042');
    expect(drawMembershipNumber(midYear, () => 99_999)).toBe('MTA-2026-99999');
    expect(drawMembershipNumber(midYear, () => 0)).toBe('MTA-2026-00000');
  });

  it('asks for one of 100,000 numbers', () => {
    const sizes: number[] = [];
    drawMembershipNumber(midYear, (size) => {
      sizes.push(size);
      return 1;
    });
    expect(sizes).toEqual([100_000]);
  });

  it('takes the year from the calendar in Maharashtra', () => {
    // 31 Dec 2026, 19:00 UTC is already 1 Jan 2027, 00:30 in Kolkata.
    expect(drawMembershipNumber(Date.parse('2026-12-31T19:00:00Z'), () => 7)).toBe(
      'MTA-2027-00007',
    );
    expect(drawMembershipNumber(Date.parse('2026-12-31T18:00:00Z'), () => 7)).toBe(
      'MTA-2026-00007',
    );
  });

  it('draws numbers the contract pattern accepts, with the real random source', () => {
    for (let i = 0; i < 200; i++) {
      const number = drawMembershipNumber(midYear);
      expect(number).toMatch(membershipNumberPattern);
      expect(isMembershipNumber(number)).toBe(true);
    }
  });

  it.each([
    'MTA-2026-1234',
    'MTA-2026-123456',
    'MTA-26-12345',
    'mta-2026-12345',
    'MTA-2026-7K3M9Q',
  ])('refuses %s', (value) => {
    expect(isMembershipNumber(value)).toBe(false);
  });
});
