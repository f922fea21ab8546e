import type { PageCopy } from '@/components/ui/page-intro';

export const notFoundIntro: PageCopy = {
  heading: 'पान सापडले नाही',
  intro: 'आपण शोधत असलेले पान अस्तित्वात नाही.',
};
