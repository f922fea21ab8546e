import type { BeltExam } from '@/features/programs/content/types';
import { dayAndShortMonth, formatDate, formatTimeRange } from '@/lib/dates';

/** Spec §8: what a date or time that cannot be read is shown as. */
const UNKNOWN = 'TBA';

export interface ExamWhen {
  /** '23 February 2025' (spec §9: en-IN long format outside the home page). */
  date: string;
  /** '9:00 am – 1:00 pm'. */
  time: string;
  /** The calendar tile of a card, or null when the date cannot be read. */
  tile: { day: string; month: string } | null;
}

// Node's ICU writes '9:00 am – 1:00 pm' with narrow and thin no-break spaces where Chromium
// writes plain ones: the prerendered text would not match the hydrated text. Plain spaces in both.
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

export function examWhen(exam: BeltExam): ExamWhen {
  const time = formatTimeRange(exam.startTime, exam.endTime);
  return {
    date: plainSpaces(formatDate(exam.date, 'long', UNKNOWN)),
    time: time ? plainSpaces(time) : UNKNOWN,
    tile: dayAndShortMonth(exam.date),
  };
}
