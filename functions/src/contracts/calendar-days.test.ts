import { describe, expect, it } from 'vitest';
import { addDays, addMonths, todayInKolkata } from './calendar-days';

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

describe('calendar arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, keeping the day or falling back to the last day of a shorter month', () => {
    expect(addMonths('2026-03-05', 1)).toBe('2026-04-05');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});
