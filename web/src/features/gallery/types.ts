import type { GalleryCategory } from '@contracts/enums';

export type { GalleryCategory };

/** The category chips: every category, or one of them. */
export type CategoryFilter = 'all' | GalleryCategory;

export const galleryViews = ['grid', 'collage', 'masonry'] as const;
export type GalleryView = (typeof galleryViews)[number];

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
}

/** Spec §3 Gallery item: a picture, or a video with a thumbnail. */
export type GalleryItem =
  | (GalleryItemBase & { mediaType: 'image'; mediaUrl: string; thumbnailUrl?: undefined })
  | (GalleryItemBase & { mediaType: 'video'; mediaUrl: string; thumbnailUrl: string });
