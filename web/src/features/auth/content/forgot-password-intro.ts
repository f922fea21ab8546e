import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the forgot-password screen. */
export const forgotPasswordIntro: PageCopy = {
  heading: 'Forgot password',
  intro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
};
