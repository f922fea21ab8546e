import { describe, expect, it } from 'vitest';
import { examSection } from '@/features/programs/content/exams';
import type { BeltExam } from '@/features/programs/content/types';
import { examWhen } from '@/features/programs/lib/exam-schedule';

const [winter] = examSection.exams;

describe('examWhen', () => {
  it('writes the date in the en-IN long format with its calendar tile and time range', () => {
    if (!winter) throw new Error('no exams');
    const when = examWhen(winter, 'TBA');
    expect(when.date).toBe('23 February 2025');
    expect(when.tile).toEqual({ day: '23', month: 'Feb' });
    // Plain spaces only, whatever the ICU: the prerendered and hydrated text must be the same.
    expect(when.time).toBe('9:00 am – 1:00 pm');
  });

  it('shows TBA for what it cannot read', () => {
    const broken: BeltExam = { ...(winter as BeltExam), date: 'soon', startTime: 'morning' };
    expect(examWhen(broken, 'TBA')).toEqual({ date: 'TBA', time: 'TBA', tile: null });
  });
});
