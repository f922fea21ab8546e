import { SmartImage } from '@/components/ui/smart-image';
import { PLACEHOLDER_IMAGE } from '@/features/gallery/components/gallery-tile';
import { previewUrl } from '@/features/gallery/lib/gallery-item';
import type { GalleryCopy, GalleryItem } from '@/features/gallery/types';
import { formatLongDate } from '@/lib/dates';

interface GalleryCardProps {
  item: GalleryItem;
  copy: GalleryCopy;
  onOpen: (id: string) => void;
}

/** The collage's "rest as cards": a thumbnail beside the title, the description and the date. */
export function GalleryCard({ item, copy, onOpen }: GalleryCardProps) {
  const isVideo = item.mediaType === 'video';
  return (
    <li className="gallery-card">
      <SmartImage
        src={previewUrl(item)}
        fallbacks={[PLACEHOLDER_IMAGE]}
        alt=""
        width={item.width}
        height={item.height}
        className="gallery-card__image"
      />
      <div className="gallery-card__body">
        <h3 className="gallery-card__title">
          <button
            type="button"
            className="gallery-open"
            data-item-id={item._id}
            onClick={() => onOpen(item._id)}
          >
            {item.title}
            {isVideo && <span className="visually-hidden">{copy.videoSuffix}</span>}
          </button>
        </h3>
        <p className="gallery-card__description">{item.description}</p>
        <p className="gallery-card__meta">
          {copy.categories.labels[item.category]}
          {isVideo && ` · ${copy.video}`} ·{' '}
          <time dateTime={item.uploadedAt}>{formatLongDate(item.uploadedAt)}</time>
        </p>
      </div>
    </li>
  );
}
