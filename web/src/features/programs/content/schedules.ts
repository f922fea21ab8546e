import type { SectionIntro } from '@/features/programs/content/types';

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
