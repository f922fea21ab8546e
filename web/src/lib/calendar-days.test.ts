import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthSpan } from '@/lib/calendar-days';

describe('calendar days', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months to the same day, across a year end', () => {
    expect(addMonths('2026-03-05', 1)).toBe('2026-04-05');
    expect(addMonths('2026-03-14', 3)).toBe('2026-06-14');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
  });

  it('gives whole months, this one or a later one', () => {
    expect(monthSpan('2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthSpan('2028-01-31', 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthSpan('2026-12-31', 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(monthSpan('2026-11-15', 2)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});
