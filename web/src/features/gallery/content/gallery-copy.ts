import { galleryCategoryLabels } from '@contracts/enum-labels';
import type { GalleryCopy } from '@/features/gallery/types';

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
  loading: 'Loading the pictures…',
  loadFailed: 'The pictures could not be loaded. Check the connection and try again.',
  retry: 'Try again',
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
