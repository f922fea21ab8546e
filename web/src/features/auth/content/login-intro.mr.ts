import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the sign-in screen, in Marathi. */
export const loginIntro: PageCopy = {
  heading: 'लॉग इन',
  intro:
    'आपले प्रवेश अर्ज पाहण्यासाठी, प्रोफाइल अद्ययावत करण्यासाठी आणि आम्हाला संदेश पाठवण्यासाठी लॉग इन करा.',
};
