import { describe, expect, it, vi } from 'vitest';
import { dateWords as marathi } from '@/lib/date-words.mr';
import {
  dayAndShortMonth,
  formatDate,
  formatDateRange,
  formatLongDateTime,
  formatTimeRange,
} from '@/lib/dates';

// The Marathi build swaps date-words.ts for its .mr twin; here the mock does the same.
vi.mock('@/lib/date-words', () => import('@/lib/date-words.mr'));

const intlMonth = (month: 'long' | 'short', index: number) =>
  new Intl.DateTimeFormat('mr-IN-u-nu-latn', {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
    .formatToParts(new Date(Date.UTC(2026, index, 5)))
    .find((part) => part.type === 'month')?.value;

describe('Marathi date words', () => {
  it("are Intl's mr-IN month names, long and short, for all twelve months", () => {
    marathi.months.forEach((name, index) => expect(name).toBe(intlMonth('long', index)));
    marathi.shortMonths.forEach((name, index) => expect(name).toBe(intlMonth('short', index)));
  });

  it('write dates day first with Latin digits, in every style', () => {
    expect(formatDate('2026-12-05', 'long', '—')).toBe('5 डिसेंबर 2026');
    expect(formatDate('2026-03-15', 'month-day-year', '—')).toBe('15 मार्च 2026');
    expect(formatDateRange('2026-03-15', '2026-03-16', 'month-day-year', '—')).toBe(
      '15–16 मार्च 2026',
    );
    expect(formatDateRange('2026-03-30', '2026-04-02', 'long', '—')).toBe('30 मार्च – 2 एप्रिल 2026');
    expect(dayAndShortMonth('2026-09-20')).toEqual({ day: '20', month: 'सप्टें' });
  });

  it('name the part of the day before the clock, once when both ends share it', () => {
    expect(formatTimeRange('07:00')).toBe('सकाळी 7:00');
    expect(formatTimeRange('07:00', '12:00')).toBe('सकाळी 7:00 ते दुपारी 12:00');
    expect(formatTimeRange('17:00', '18:00')).toBe('सायं. 5:00 ते 6:00');
    expect(formatTimeRange('09:00', '18:00')).toBe('सकाळी 9:00 ते सायं. 6:00');
    expect(formatTimeRange('05:00')).toBe('पहाटे 5:00');
    expect(formatTimeRange('21:30')).toBe('रात्री 9:30');
    // 09:35 UTC is 3:05 in the afternoon in India.
    expect(formatLongDateTime('2026-11-24T09:35:00Z')).toBe('24 नोव्हेंबर 2026, दुपारी 3:05');
  });
});
