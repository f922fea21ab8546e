import type { GalleryItem } from '@/features/gallery/types';

/** The picture that stands for an item in lists: the image itself, or the video's thumbnail. */
export const previewUrl = (item: GalleryItem): string => item.thumbnailUrl ?? item.mediaUrl;
