import type { PageCopy } from '@/components/ui/page-intro';

/** The 403 page a member sees on an admin address. */
export const forbiddenIntro: PageCopy = {
  heading: 'Access denied',
  intro:
    'This part of the site is for the association’s office. Your account does not have access to it; if you think it should, please contact the office.',
};
