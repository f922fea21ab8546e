import { describe, expect, it } from 'vitest';
import { matchesEnrollmentSearch } from './enrollment-search';

const asha = {
  fullName: 'Asha Patil',
  email: 'asha.patil@example.com',
  referenceNumber: 'MTA-2026-7K3M9Q',
};

describe('matchesEnrollmentSearch', () => {
  it.each(['', '  ', 'asha', 'PATIL', 'example.com', 'mta-2026-7k3', '7K3M9Q', 'sha P'])(
    'finds %j',
    (search) => {
      expect(matchesEnrollmentSearch(asha, search)).toBe(true);
    },
  );

  it.each(['ravi', 'MTA-2025', 'asha  patil', '9822'])('does not find %j', (search) => {
    expect(matchesEnrollmentSearch(asha, search)).toBe(false);
  });

  it('compares Devanagari and full-width letters as typed', () => {
    expect(matchesEnrollmentSearch({ ...asha, fullName: 'आशा पाटील' }, 'पाटील')).toBe(true);
    expect(matchesEnrollmentSearch(asha, 'ＡＳＨＡ')).toBe(true);
  });
});
