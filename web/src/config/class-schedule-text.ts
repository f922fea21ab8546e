/**
 * The words of the weekly timetable and the belt names, in English. A language
 * edition is a sibling module of the same types (class-schedule-text.mr.ts).
 */
import type { BeltId } from '@contracts/ranks';
import type { ClassSession, ProgramId } from '@/config/class-schedule-ids';

/** The association's class schedules, word for word. */
export const classTimes: Readonly<Record<ProgramId, readonly ClassSession[]>> = {
  children: [
    { day: 'Mon and Wed', time: '4:00-5:00 PM' },
    { day: 'Sat', time: '10-11 AM' },
  ],
  teens: [
    { day: 'Tue and Thu', time: '5:30-6:30 PM' },
    { day: 'Sat', time: '11:30 AM-12:30 PM' },
  ],
  adults: [
    { day: 'Mon, Wed, Fri', time: '7:00-8:30 PM' },
    { day: 'Sat', time: '1:00-2:30 PM' },
  ],
  competition: [
    { day: 'Tue and Thu', time: '7-9 PM' },
    { day: 'Sun', time: '10 AM-12 PM' },
  ],
  'black-belt': [
    { day: 'Wed', time: '8:30-10 PM' },
    { day: 'Sat', time: '3-4:30 PM' },
  ],
  instructor: [
    { day: 'Fri', time: '8:30-10 PM' },
    { day: 'plus', time: 'by arrangement' },
  ],
};

/** Belt Ranking System: the eleven belts from first class to first black belt. */
export const beltNames: Readonly<Record<BeltId, string>> = {
  white: 'White',
  yellow: 'Yellow',
  'yellow-green': 'Yellow Green',
  green: 'Green',
  'green-blue': 'Green Blue',
  blue: 'Blue',
  'blue-red': 'Blue Red',
  red: 'Red',
  'red-advanced': 'Red Advanced',
  'red-black': 'Red Black',
  black: 'Black',
};
