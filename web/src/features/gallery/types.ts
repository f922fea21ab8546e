/**
 * The gallery's categories, in the order the chips show them. Kept here rather than taken
 * from `@contracts/enums`, which would bring zod (about 22 KB gz) into this page for seven strings;
 * a unit test checks that both lists agree.
 */
export const galleryCategories = [
  'tournament',
  'training',
  'demonstration',
  'celebration',
  'belt-ceremony',
  'seminar',
  'other',
] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** The category chips: every category, or one of them. */
export type CategoryFilter = 'all' | GalleryCategory;

export const galleryViews = ['grid', 'collage', 'masonry'] as const;
export type GalleryView = (typeof galleryViews)[number];

/** An uploaded picture's sizes, as srcset lists: WebP for nearly every browser, JPEG for the rest. */
export interface GallerySources {
  webp: string;
  jpeg: string;
}

interface GalleryItemBase {
  _id: string;
  title: string;
  description: string;
  category: GalleryCategory;
  tags: readonly string[];
  /** Items that are not public stay out of every list. */
  isPublic: boolean;
  /** The day it was added, 'YYYY-MM-DD'. */
  uploadedAt: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** Intrinsic size of the picture (the thumbnail for a video), so space is kept before it loads. */
  width: number;
  height: number;
  /** Set for photos the office uploaded, absent for pictures that are files of the site. */
  sources?: GallerySources;
}

/** Gallery item: a picture, or a video with a thumbnail. */
export type GalleryItem =
  | (GalleryItemBase & { mediaType: 'image'; mediaUrl: string; thumbnailUrl?: undefined })
  | (GalleryItemBase & { mediaType: 'video'; mediaUrl: string; thumbnailUrl: string });

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
  /** While the items load, and when they could not be. */
  loading: string;
  loadFailed: string;
  retry: string;
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

/** The Featured Moments block under the gallery: the record the pictures come from. */
export interface FeaturedMomentsCopy {
  heading: string;
  intro: string;
  stats: readonly { value: string; label: string }[];
}
