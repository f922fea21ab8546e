import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the account dashboard. */
export const profileIntro: PageCopy = {
  heading: 'Profile & Settings',
  intro: 'Your details, your enrollments, your password and your data.',
};
