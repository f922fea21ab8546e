import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the account dashboard. */
export const profileIntro: PageCopy = {
  heading: 'Profile & Settings',
  intro: 'Your account details, your enrollments and your password.',
};
