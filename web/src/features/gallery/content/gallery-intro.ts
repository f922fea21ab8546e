import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the gallery page. */
export const galleryIntro: PageCopy = {
  heading: 'Gallery',
  intro:
    'Pictures and videos from tournaments, belt gradings, demonstrations, celebrations and everyday training in our clubs across Maharashtra.',
};
