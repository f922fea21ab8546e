import type { PageCopy } from '@/components/ui/page-intro';

/** The 403 page, in Marathi. */
export const forbiddenIntro: PageCopy = {
  heading: 'प्रवेश नाही',
  intro:
    'साइटचा हा भाग असोसिएशनच्या कार्यालयासाठी आहे. आपल्या खात्याला येथे प्रवेश नाही; तो असायला हवा असे वाटत असल्यास कृपया कार्यालयाशी संपर्क साधा.',
};
