import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the terms and conditions. */
export const termsAndConditionsIntro: PageCopy = {
  heading: 'Terms and Conditions',
  intro:
    'The terms that apply when you use this website, create an account or enroll in a program.',
};
