import { GalleryPicture } from '@/features/gallery/components/gallery-picture';
import { PLACEHOLDER_IMAGE } from '@/features/gallery/components/gallery-tile';
import type { GalleryItem, GalleryCopy } from '@/features/gallery/types';

interface GalleryMediaProps {
  item: GalleryItem;
  copy: GalleryCopy;
  /** The description shown under it: a text alternative for a video without sound. */
  describedBy: string;
}

/** The lightbox's picture, or its video with the browser's own controls (never autoplaying). */
export function GalleryMedia({ item, copy, describedBy }: GalleryMediaProps) {
  if (item.mediaType === 'video') {
    return (
      <div className="lightbox__media">
        <video
          className="lightbox__video"
          controls
          playsInline
          preload="metadata"
          poster={item.thumbnailUrl}
          width={item.width}
          height={item.height}
          aria-label={item.alt}
          aria-describedby={describedBy}
        >
          <source src={item.mediaUrl} type="video/webm" />
          <p>
            {copy.lightbox.videoFallback} <a href={item.mediaUrl}>{copy.lightbox.download}</a>
          </p>
        </video>
      </div>
    );
  }
  return (
    <div className="lightbox__media">
      <GalleryPicture
        sources={item.sources}
        sizes="(min-width: 1024px) 960px, 100vw"
        src={item.mediaUrl}
        fallbacks={[PLACEHOLDER_IMAGE]}
        alt={item.alt}
        width={item.width}
        height={item.height}
        loading="eager"
        className="lightbox__image"
      />
    </div>
  );
}
