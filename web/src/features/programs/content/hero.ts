import type { PageCopy } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import type { LinkCopy } from '@/features/programs/content/types';

/** The opening of the programs page: its heading and lead, with two ways on. */
export interface ProgramsHeroCopy extends PageCopy {
  /** An in-page link to the program list. */
  viewPrograms: { label: string; href: string };
  contact: LinkCopy;
}

export const programsHero: ProgramsHeroCopy = {
  heading: 'Our Programs',
  intro:
    'From a first class at five years old to instructor certification, each program has its own schedule, goals and pace. Find the one that fits you or your child.',
  viewPrograms: { label: 'View Programs', href: '#programs' },
  contact: { label: 'Contact Us', to: pagePath('contact') },
};
