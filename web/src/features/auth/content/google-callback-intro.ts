import type { PageCopy } from '@/components/ui/page-intro';

/** What the Google sign-in callback shows while it works. */
export const googleCallbackIntro: PageCopy = {
  heading: 'Completing authentication...',
  intro: 'Please wait while we finish signing you in.',
};
