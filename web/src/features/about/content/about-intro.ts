import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the about page. */
export const aboutIntro: PageCopy = {
  heading: 'About Us',
  intro:
    'Founded in 1985, the association has grown to more than 50 certified instructors, over 5,000 active students and 25 training centers across Maharashtra.',
};
