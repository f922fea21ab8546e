import { describe, expect, it } from 'vitest';
import { todayInKolkata } from './kolkata-date';

describe('todayInKolkata', () => {
  it('is already the next day in India at 18:30 UTC', () => {
    expect(todayInKolkata(new Date('2026-03-14T18:29:59.999Z'))).toBe('2026-03-14');
    expect(todayInKolkata(new Date('2026-03-14T18:30:00.000Z'))).toBe('2026-03-15');
  });

  it('crosses month and year ends', () => {
    expect(todayInKolkata(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(todayInKolkata(new Date('2028-02-28T19:00:00Z'))).toBe('2028-02-29');
  });

  it('agrees with the time-zone database over a whole year', () => {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(todayInKolkata(instant)).toBe(format.format(instant));
    }
  });
});
