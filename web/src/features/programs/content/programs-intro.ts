import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the programs page. */
export const programsIntro: PageCopy = {
  heading: 'Our Programs',
  intro:
    'From a first class at five years old to instructor certification, each program has its own schedule, goals and pace. Find the one that fits you or your child.',
};
