import { describe, expect, it } from 'vitest';
import { aboutStats } from '@/features/about/content/stats';
import { formatStat } from '@/features/about/lib/format-stat';

describe('formatStat', () => {
  it("prints the association's claims as the band shows them", () => {
    expect(aboutStats.items.map(formatStat)).toEqual(['1985', '35+', '50+', '5,000+', '25']);
  });

  it('groups counts the Indian way and never groups a year', () => {
    expect(formatStat({ kind: 'count', value: 150000, plus: true, label: '' })).toBe('1,50,000+');
    expect(formatStat({ kind: 'year', value: 2023, label: '' })).toBe('2023');
  });
});
