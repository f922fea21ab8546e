import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the registration screen, in Marathi. */
export const registerIntro: PageCopy = {
  heading: 'खाते तयार करा',
  intro: 'कार्यक्रमांत प्रवेश घेण्यासाठी आणि आपली प्रगती पाहण्यासाठी विनामूल्य सदस्य खाते तयार करा.',
};
