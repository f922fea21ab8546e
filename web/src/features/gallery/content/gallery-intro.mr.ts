import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the gallery page. */
export const galleryIntro: PageCopy = {
  heading: 'गॅलरी',
  intro:
    'महाराष्ट्रभरातील आमच्या क्लबमधील स्पर्धा, बेल्ट परीक्षा, प्रात्यक्षिके, उत्सव आणि रोजच्या सरावाची चित्रे आणि व्हिडिओ.',
};
