import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the account dashboard, in Marathi. */
export const profileIntro: PageCopy = {
  heading: 'प्रोफाइल व सेटिंग्ज',
  intro: 'आपली माहिती, आपले प्रवेश अर्ज, आपला पासवर्ड आणि आपला डेटा.',
};
