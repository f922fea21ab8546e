/**
 * The association's weekly class times and belt order, once for the whole site:
 * the home page's program dialogs, the Programs page's cards, timetable and detail dialogs, and the
 * chat assistant all quote them from here, so a change of hall times is made in one place.
 *
 * Ids, types and one formatter; the words come from class-schedule-text.ts (one twin per language).
 */

// The ids and the session's shape live in their own module, which the texts of each language
// import without importing this one back.
import type { ClassSession } from '@/config/class-schedule-ids';

export { programIds, type ProgramId, type ClassSession } from '@/config/class-schedule-ids';

// The texts (class times, belt names) live in their own module so each language has a twin of it;
// the ids, types and formatter here are shared by every language.
export { beltNames, classTimes } from '@/config/class-schedule-text';

/** One line for a timetable or an answer, e.g. 'Mon and Wed 4:00-5:00 PM, Sat 10-11 AM'. */
export function formatClassTimes(sessions: readonly ClassSession[]): string {
  return sessions.map(({ day, time }) => `${day} ${time}`).join(', ');
}

// The belt order is the association's rank order, kept once in the shared contracts.
export { beltIds, type BeltId } from '@contracts/ranks';
