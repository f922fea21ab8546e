import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the reset-password screen. */
export const resetPasswordIntro: PageCopy = {
  heading: 'Reset password',
  intro: 'Choose a new password for your account.',
};
