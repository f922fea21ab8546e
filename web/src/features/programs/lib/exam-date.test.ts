import { describe, expect, it } from 'vitest';
import { examDateParts } from '@/features/programs/lib/exam-date';

describe('examDateParts', () => {
  it('gives the en-IN long date and the badge parts', () => {
    expect(examDateParts('2025-02-23')).toEqual({
      long: '23 February 2025',
      day: '23',
      month: 'Feb',
    });
    expect(examDateParts('2025-06-15').long).toBe('15 June 2025');
  });

  it('shows TBA for a date it cannot read', () => {
    expect(examDateParts('soon').long).toBe('TBA');
  });
});
