import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the forgot-password screen, in Marathi. */
export const forgotPasswordIntro: PageCopy = {
  heading: 'पासवर्ड विसरलात',
  intro: 'आपल्या खात्याचा ईमेल पत्ता लिहा; नवीन पासवर्ड निवडण्याची लिंक आम्ही आपल्याला पाठवू.',
};
