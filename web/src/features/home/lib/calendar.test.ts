import { describe, expect, it } from 'vitest';
import { addDays, addMonths, todayInKolkata } from './calendar';

describe('calendar days', () => {
  it('counts today in Maharashtra, which starts 5:30 h before UTC midnight', () => {
    expect(todayInKolkata(new Date('2026-03-04T18:29:59Z'))).toBe('2026-03-04');
    expect(todayInKolkata(new Date('2026-03-04T18:30:00Z'))).toBe('2026-03-05');
  });

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
