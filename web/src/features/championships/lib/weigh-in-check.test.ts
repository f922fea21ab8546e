import { describe, expect, it } from 'vitest';
import { checkWeight, matchesSearch } from './weigh-in-check';

describe('the desk’s check of a weight', () => {
  it('fits up to and including the limit', () => {
    const check = checkWeight('kyorugi-cadet-male-45kg', 45);
    expect(check.kind).toBe('fits');
  });

  it('needs a decision 0.1 kg above it, proposing the next category up', () => {
    const check = checkWeight('kyorugi-cadet-male-45kg', 45.1);
    expect(check.kind).toBe('needs-decision');
    if (check.kind === 'needs-decision') expect(check.proposed?.name).toBe('Cadet Male −49 kg');
  });

  it('needs a decision at or below the lower limit, proposing the category below', () => {
    const check = checkWeight('kyorugi-cadet-male-45kg', 41);
    expect(check.kind === 'needs-decision' && check.proposed?.name).toBe('Cadet Male −41 kg');
  });

  it('knows the heaviest category has no upper limit', () => {
    expect(checkWeight('kyorugi-cadet-male-over-65kg', 90).kind).toBe('fits');
  });

  it('says so for a division the rules do not know', () => {
    expect(checkWeight('kyorugi-nobody', 40).kind).toBe('unknown-division');
  });
});

describe('the desk’s search', () => {
  const row = { athleteName: 'Ira Patil', membershipNumber: 'MTA-2026-00042' };

  it('finds by part of the name, any case, or by the number', () => {
    expect(matchesSearch(row, 'pat')).toBe(true);
    expect(matchesSearch(row, '00042')).toBe(true);
    expect(matchesSearch(row, 'mta-2026-00042')).toBe(true);
    expect(matchesSearch(row, 'kabir')).toBe(false);
  });

  it('waits for two characters', () => {
    expect(matchesSearch(row, 'i')).toBe(false);
  });
});
