/**
 * The association's weekly class times and belt order (spec §9 and §2), once for the whole site:
 * the home page's program dialogs, the Programs page's cards, timetable and detail dialogs, and the
 * chat assistant all quote them from here, so a change of hall times is made in one place.
 *
 * Pure data and one formatter without imports, like the page registry beside it.
 */

export const programIds = [
  'children',
  'teens',
  'adults',
  'competition',
  'black-belt',
  'instructor',
] as const;
export type ProgramId = (typeof programIds)[number];

export interface ClassSession {
  /** As printed in the timetable, e.g. 'Mon and Wed'. */
  day: string;
  time: string;
}

/** Spec §9 class schedules, word for word. */
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

/** One line for a timetable or an answer, e.g. 'Mon and Wed 4:00-5:00 PM, Sat 10-11 AM'. */
export function formatClassTimes(sessions: readonly ClassSession[]): string {
  return sessions.map(({ day, time }) => `${day} ${time}`).join(', ');
}

export const beltIds = [
  'white',
  'yellow',
  'yellow-green',
  'green',
  'green-blue',
  'blue',
  'blue-red',
  'red',
  'red-advanced',
  'red-black',
  'black',
] as const;
export type BeltId = (typeof beltIds)[number];

/** Spec §2 Belt Ranking System: the eleven belts from first class to first black belt. */
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
