import { describe, expect, it } from 'vitest';
import {
  dayAndShortMonth,
  formatDate,
  formatDateRange,
  formatLongDate,
  formatTimeRange,
  formatLongDateTime,
} from '@/lib/dates';

// Intl puts thin and narrow no-break spaces around range dashes and before am/pm.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('dates', () => {
  it("formats the home page's 'MMMM d, yyyy' and the en-IN long format", () => {
    expect(formatDate('2026-03-15', 'month-day-year', 'TBA')).toBe('March 15, 2026');
    expect(formatDate('2026-03-05', 'long', 'TBA')).toBe('5 March 2026');
    expect(formatLongDate('2026-03-05T10:00:00.000Z')).toBe('5 March 2026');
  });

  it('shows dates as they fall in India, whatever the machine clock', () => {
    // 20:00 UTC on the 15th is 01:30 on the 16th in Asia/Kolkata.
    expect(formatDate('2026-03-15T20:00:00Z', 'month-day-year', 'TBA')).toBe('March 16, 2026');
    expect(dayAndShortMonth('2026-03-15T20:00:00Z')).toEqual({ day: '16', month: 'Mar' });
  });

  it('falls back for missing or unreadable dates', () => {
    expect(formatDate(undefined, 'month-day-year', 'Date TBA')).toBe('Date TBA');
    expect(formatDate('', 'long', 'TBA')).toBe('TBA');
    expect(formatDate('not a date', 'long', 'TBA')).toBe('TBA');
    expect(formatLongDate('nope')).toBe('—');
    expect(dayAndShortMonth(undefined)).toBeNull();
    expect(dayAndShortMonth('2026-13-45')).toBeNull();
  });

  it('writes a range once, across days, months and years', () => {
    const range = (start: string, end?: string) =>
      plain(formatDateRange(start, end, 'month-day-year', 'Date TBA'));
    expect(range('2026-03-15', '2026-03-16')).toBe('March 15 – 16, 2026');
    expect(range('2026-03-30', '2026-04-02')).toBe('March 30 – April 2, 2026');
    expect(range('2026-12-30', '2027-01-02')).toBe('December 30, 2026 – January 2, 2027');
    expect(plain(formatDateRange('2026-03-15', '2026-03-16', 'long', 'TBA'))).toBe(
      '15–16 March 2026',
    );
    expect(formatDateRange('2026-03-30', '2026-04-02', 'long', 'TBA')).toBe(
      '30 March – 2 April 2026',
    );
    expect(formatDateRange('2026-12-30', '2027-01-02', 'long', 'TBA')).toBe(
      '30 December 2026 – 2 January 2027',
    );
    // Two moments of one day in India are one day, not a range.
    expect(formatDateRange('2026-03-15T03:00:00Z', '2026-03-15T12:00:00Z', 'long', 'TBA')).toBe(
      '15 March 2026',
    );
  });

  it('shows a single day when the end is missing, the same day, earlier or unreadable', () => {
    for (const end of [undefined, '2026-03-15', '2026-03-01', 'soon']) {
      expect(formatDateRange('2026-03-15', end, 'month-day-year', 'Date TBA')).toBe(
        'March 15, 2026',
      );
    }
    expect(formatDateRange(undefined, '2026-03-16', 'month-day-year', 'Date TBA')).toBe('Date TBA');
  });

  it('gives the day and short month of the calendar tile', () => {
    expect(dayAndShortMonth('2026-09-05')).toEqual({ day: '5', month: 'Sep' });
  });

  it('formats wall-clock times and time ranges', () => {
    expect(plain(formatTimeRange('08:30', '18:00'))).toBe('8:30 am – 6:00 pm');
    expect(plain(formatTimeRange('07:00'))).toBe('7:00 am');
    expect(plain(formatTimeRange('19:00', '09:00'))).toBe('7:00 pm');
    expect(formatTimeRange('08:30', '10:00')).toBe('8:30 – 10:00 am');
    expect(formatTimeRange('00:15', '12:00')).toBe('12:15 am – 12:00 pm');
    expect(formatTimeRange(undefined, '18:00')).toBeNull();
    expect(formatTimeRange('25:00')).toBeNull();
  });
});

describe('formatLongDateTime', () => {
  it('writes the day and the 12-hour time in India', () => {
    expect(formatLongDateTime('2026-11-24T09:35:00.000Z')).toBe('24 November 2026, 3:05 pm');
    expect(formatLongDateTime('2026-11-24T18:30:00.000Z')).toBe('25 November 2026, 12:00 am');
    expect(formatLongDateTime('2026-11-24T06:29:00.000Z')).toBe('24 November 2026, 11:59 am');
    expect(formatLongDateTime('2026-11-24T06:30:00.000Z')).toBe('24 November 2026, 12:00 pm');
    expect(formatLongDateTime('not a date')).toBe('—');
  });
});
