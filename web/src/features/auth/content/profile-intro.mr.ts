import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the account dashboard, in Marathi. */
export const profileIntro: PageCopy = {
  heading: 'प्रोफाइल व सेटिंग्ज',
  intro: 'आपल्या खात्याची माहिती, आपले प्रवेश अर्ज आणि आपला पासवर्ड.',
};
