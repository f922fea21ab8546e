import type { ClassSession, ProgramId, SectionIntro } from '@/features/programs/content/types';

/**
 * Spec §9 class schedules, word for word. Cards, detail modals and the timetable all read them from
 * here, so a change of hall times is made once.
 */
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
    { day: 'Plus', time: 'by arrangement' },
  ],
};

export interface ScheduleSectionCopy extends SectionIntro {
  caption: string;
  programColumn: string;
  sessionsColumn: string;
}

export const scheduleSection: ScheduleSectionCopy = {
  heading: 'Class Schedules',
  intro:
    'Every program trains at fixed times each week, so families can plan around school and work. Arrive ten minutes early to warm up.',
  caption: 'Weekly class times by program',
  programColumn: 'Program',
  sessionsColumn: 'Class times',
};
