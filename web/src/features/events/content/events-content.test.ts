import { describe, expect, it } from 'vitest';
import { achievementsCopy } from '@/features/events/content/achievements';
import { medalTallyCopy } from '@/features/events/content/medal-tally';

describe('achievements content', () => {
  it('has the three achievements and the three stats', () => {
    expect(achievementsCopy.items).toHaveLength(3);
    expect(new Set(achievementsCopy.items.map((item) => item.id)).size).toBe(3);
    expect(achievementsCopy.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '150+ Medals',
      '25+ Championships',
      '500+ Students',
    ]);
  });

  it('has the medal tally of 2019 to 2023, each total the sum of its medals', () => {
    expect(medalTallyCopy.years.map((year) => year.year)).toEqual([2023, 2022, 2021, 2020, 2019]);
    expect(
      medalTallyCopy.years.map(({ gold, silver, bronze, total }) => [gold, silver, bronze, total]),
    ).toEqual([
      [12, 8, 15, 35],
      [10, 12, 8, 30],
      [7, 9, 11, 27],
      [5, 6, 8, 19],
      [9, 11, 14, 34],
    ]);
    for (const year of medalTallyCopy.years) {
      expect(year.gold + year.silver + year.bronze).toBe(year.total);
    }
  });
});
