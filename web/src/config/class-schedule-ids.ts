// The programs' ids and the shape of one class session: what the schedule and its texts in every
// language share.

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
