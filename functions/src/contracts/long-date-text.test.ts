import { describe, expect, it } from 'vitest';
import { ENGLISH_MONTHS, longDayRangeText, longDayText } from './long-date-text';

const day = (d: number, monthIndex: number, year: number) => ({
  day: d,
  month: ENGLISH_MONTHS[monthIndex] ?? '',
  year,
});

describe('the long date style', () => {
  it('writes one day day-first', () => {
    expect(longDayText(day(5, 2, 2026))).toBe('5 March 2026');
  });

  it('writes the month and year once for days of one month', () => {
    expect(longDayRangeText(day(5, 11, 2026), day(6, 11, 2026))).toBe('5–6 December 2026');
  });

  it('writes the year once for days of one year', () => {
    expect(longDayRangeText(day(30, 10, 2026), day(2, 11, 2026))).toBe(
      '30 November – 2 December 2026',
    );
  });

  it('writes both days in full across a new year', () => {
    expect(longDayRangeText(day(31, 11, 2026), day(1, 0, 2027))).toBe(
      '31 December 2026 – 1 January 2027',
    );
  });
});
