import { describe, expect, it } from 'vitest';
import { lastUpdatedOn } from '@/features/legal/lib/last-updated';

describe('lastUpdatedOn', () => {
  it('is the calendar day in Asia/Kolkata, in the en-IN long format', () => {
    expect(lastUpdatedOn(new Date('2026-03-05T12:00:00Z'))).toEqual({
      iso: '2026-03-05',
      label: '5 March 2026',
    });
  });

  it('turns the day at midnight IST, not at midnight UTC', () => {
    expect(lastUpdatedOn(new Date('2026-12-31T18:29:59Z')).label).toBe('31 December 2026');
    expect(lastUpdatedOn(new Date('2026-12-31T18:30:00Z')).label).toBe('1 January 2027');
  });
});
