import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the contact page. */
export const contactIntro: PageCopy = {
  heading: 'Contact Us',
  intro:
    'Questions about classes, membership or events? Send us a message and our office team will reply during working hours.',
};
