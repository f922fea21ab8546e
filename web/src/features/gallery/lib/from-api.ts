import type { ApiGalleryItem } from '@contracts/gallery';
import type { Locale } from '@/lib/i18n/locales';
import type { GalleryItem, GallerySources } from '@/features/gallery/types';

// An item as the API sends it, in the page's language: the Marathi page shows the Marathi text
// where the office wrote one, and the English where it did not.

const either = (own: string, english: string) => (own.trim() === '' ? english : own);

/** The srcset of each format, smallest first; none for pictures that are files of the site. */
function sourcesOf(item: ApiGalleryItem): GallerySources | undefined {
  const srcSet = (type: string) =>
    item.variants
      .filter((variant) => variant.type === type)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const webp = srcSet('image/webp');
  const jpeg = srcSet('image/jpeg');
  return webp && jpeg ? { webp, jpeg } : undefined;
}

export function toGalleryItem(item: ApiGalleryItem, language: Locale): GalleryItem {
  const marathi = language === 'mr';
  const title = marathi ? either(item.titleMr, item.title) : item.title;
  const base = {
    _id: item._id,
    title,
    description: marathi ? either(item.descriptionMr, item.description) : item.description,
    category: item.category,
    tags: marathi && item.tagsMr.length > 0 ? item.tagsMr : item.tags,
    isPublic: item.isPublic,
    uploadedAt: item.uploadedAt,
    alt: either(marathi ? either(item.altMr, item.alt) : item.alt, title),
    width: item.width,
    height: item.height,
    sources: sourcesOf(item),
  };
  return item.mediaType === 'video' && item.thumbnailUrl !== undefined
    ? { ...base, mediaType: 'video', mediaUrl: item.mediaUrl, thumbnailUrl: item.thumbnailUrl }
    : { ...base, mediaType: 'image', mediaUrl: item.mediaUrl };
}
