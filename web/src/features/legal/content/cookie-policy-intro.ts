import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the cookie policy. */
export const cookiePolicyIntro: PageCopy = {
  heading: 'Cookie Policy',
  intro: 'Which cookies and similar browser storage this website uses, and why.',
};
