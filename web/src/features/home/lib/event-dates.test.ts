import { describe, expect, it } from 'vitest';
import { formatHomeDate, formatHomeDateRange } from './event-dates';

describe('home event dates', () => {
  it("reads 'MMMM d, yyyy' whatever the visitor's time zone", () => {
    expect(formatHomeDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatHomeDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('gives null for text that is not a calendar day', () => {
    expect(formatHomeDate('')).toBeNull();
    expect(formatHomeDate('next week')).toBeNull();
    expect(formatHomeDate('2026-13-45')).toBeNull();
  });

  it('shows both ends of an event of several days', () => {
    expect(formatHomeDateRange({ startDate: '2026-05-05', endDate: '2026-05-09' })).toBe(
      'May 5, 2026 – May 9, 2026',
    );
    expect(formatHomeDateRange({ startDate: '2026-05-05', endDate: '2026-05-05' })).toBe(
      'May 5, 2026',
    );
    expect(formatHomeDateRange({ startDate: '2026-05-05' })).toBe('May 5, 2026');
  });
});
