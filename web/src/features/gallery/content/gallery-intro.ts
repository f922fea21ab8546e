import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the gallery page. */
export const galleryIntro: PageCopy = {
  heading: 'Gallery',
  intro:
    'Photographs and videos from tournaments, gradings, demonstrations and everyday training in our clubs.',
};
