import type { ClassSession } from '@/features/programs/content/types';

/** One line for a timetable, e.g. 'Mon and Wed 4:00-5:00 PM, Sat 10-11 AM'. */
export function formatSessions(sessions: readonly ClassSession[]): string {
  return sessions.map(({ day, time }) => `${day} ${time}`).join(', ');
}
