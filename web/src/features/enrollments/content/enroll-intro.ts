import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the enrollment page. */
export const enrollIntro: PageCopy = {
  heading: 'Enroll with us',
  intro:
    'Tell us about the student and the program you are interested in. You will receive a reference number as soon as the form is submitted.',
};
