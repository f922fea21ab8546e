import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the sign-in screen. */
export const loginIntro: PageCopy = {
  heading: 'Sign in',
  intro: 'Sign in to see your enrollments, update your profile and send us a message.',
};
