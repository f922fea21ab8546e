import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the reset-password screen, in Marathi. */
export const resetPasswordIntro: PageCopy = {
  heading: 'पासवर्ड बदला',
  intro: 'आपल्या खात्यासाठी नवीन पासवर्ड निवडा.',
};
