import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the registration screen. */
export const registerIntro: PageCopy = {
  heading: 'Create account',
  intro: 'Create a free member account to enroll in programs and follow your progress.',
};
