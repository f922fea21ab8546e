import type { GalleryCategory } from '@contracts/enums';
import { galleryCategoryLabels } from '@contracts/enum-labels';
import type { GalleryView } from '@/features/gallery/types';

/** Every word the gallery's controls, lists and lightbox show; a second language is a second object. */
export interface GalleryCopy {
  /** The hidden heading of the browsing area, which names it as a region. */
  browseHeading: string;
  search: {
    toggle: string;
    label: string;
    placeholder: string;
  };
  categories: {
    groupLabel: string;
    all: string;
    labels: Record<GalleryCategory, string>;
  };
  views: {
    groupLabel: string;
    labels: Record<GalleryView, string>;
  };
  /** Spoken and shown above the results; `query` is the search as typed, if any. */
  summary: (shown: number, total: number, query: string) => string;
  video: string;
  /** Added, unseen, to the name of a video's button. */
  videoSuffix: string;
  empty: { heading: string; hint: string; reset: string };
  lightbox: {
    previous: string;
    next: string;
    position: (index: number, total: number) => string;
    tags: string;
    uploaded: string;
    category: string;
    videoFallback: string;
    download: string;
  };
}

export const galleryCopy: GalleryCopy = {
  browseHeading: 'Browse the gallery',
  search: {
    toggle: 'Search',
    label: 'Search by title, description or tag',
    placeholder: 'e.g. black belt, Nagpur, sparring',
  },
  categories: {
    groupLabel: 'Category',
    all: 'All',
    labels: galleryCategoryLabels,
  },
  views: {
    groupLabel: 'Layout',
    labels: { grid: 'Grid', collage: 'Collage', masonry: 'Masonry' },
  },
  summary: (shown, total, query) => {
    const count = shown === total ? `Showing all ${total} items` : `Showing ${shown} of ${total}`;
    return query.trim() ? `${count} for “${query.trim()}”` : count;
  },
  video: 'Video',
  videoSuffix: ' (video)',
  empty: {
    heading: 'No gallery items match your criteria',
    hint: 'Try adjusting your search or category filters',
    reset: 'Reset Filters',
  },
  lightbox: {
    previous: 'Previous',
    next: 'Next',
    position: (index, total) => `${index} of ${total}`,
    tags: 'Tags',
    uploaded: 'Uploaded',
    category: 'Category',
    videoFallback: 'Your browser cannot play this video here.',
    download: 'Download the video',
  },
};
