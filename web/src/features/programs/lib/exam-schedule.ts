import type { BeltExam } from '@/features/programs/content/types';
import { dayAndShortMonth, formatDate, formatTimeRange } from '@/lib/dates';

export interface ExamWhen {
  /** '23 February 2025' (en-IN long format outside the home page). */
  date: string;
  /** '9:00 am – 1:00 pm'. */
  time: string;
  /** The calendar tile of a card, or null when the date cannot be read. */
  tile: { day: string; month: string } | null;
}

/** `unknown` is what a date or time that cannot be read is shown as ('TBA'). */
export function examWhen(exam: BeltExam, unknown: string): ExamWhen {
  const time = formatTimeRange(exam.startTime, exam.endTime);
  return {
    date: formatDate(exam.date, 'long', unknown),
    time: time ?? unknown,
    tile: dayAndShortMonth(exam.date),
  };
}
