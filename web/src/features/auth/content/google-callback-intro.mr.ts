import type { PageCopy } from '@/components/ui/page-intro';

/** What the Google sign-in callback shows while it works, in Marathi. */
export const googleCallbackIntro: PageCopy = {
  heading: 'लॉग इन पूर्ण करत आहोत...',
  intro: 'कृपया थांबा, आम्ही आपले लॉग इन पूर्ण करत आहोत.',
};
