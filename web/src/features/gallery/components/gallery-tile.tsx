import { PlayIcon } from '@/components/ui/icons';
import { GalleryPicture } from '@/features/gallery/components/gallery-picture';
import { previewUrl } from '@/features/gallery/lib/gallery-item';
import type { GalleryItem, GalleryCopy } from '@/features/gallery/types';

export type TileSize = 'grid' | 'masonry' | 'large' | 'medium' | 'small';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** How wide a tile is drawn at each layout: a column of the page's grid, at most. */
const TILE_SIZES: Record<TileSize, string> = {
  grid: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw',
  masonry: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw',
  large: '(min-width: 1024px) 760px, 100vw',
  medium: '(min-width: 1024px) 380px, 100vw',
  small: '(min-width: 1024px) 380px, 50vw',
};

interface GalleryTileProps {
  item: GalleryItem;
  size: TileSize;
  copy: GalleryCopy;
  onOpen: (id: string) => void;
  /** Tiles likely to be in view at load are fetched at once; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * One picture of a list. The title is the button that opens the lightbox, and its hit area is
 * stretched over the whole tile, so the tile is one click target with a short, meaningful name.
 */
export function GalleryTile({ item, size, copy, onOpen, eager = false }: GalleryTileProps) {
  const isVideo = item.mediaType === 'video';
  const category = copy.categories.labels[item.category];
  return (
    <li className={`gallery-tile gallery-tile--${size}`}>
      <div className="gallery-tile__media">
        <GalleryPicture
          sources={item.sources}
          sizes={TILE_SIZES[size]}
          src={previewUrl(item)}
          fallbacks={[PLACEHOLDER_IMAGE]}
          alt=""
          width={item.width}
          height={item.height}
          loading={eager ? 'eager' : 'lazy'}
          className="gallery-tile__image"
        />
        {isVideo && (
          <span className="gallery-play-badge" aria-hidden="true">
            <PlayIcon size={20} />
          </span>
        )}
      </div>
      <div className="gallery-tile__caption">
        <button
          type="button"
          className="gallery-open"
          data-item-id={item._id}
          onClick={() => onOpen(item._id)}
        >
          <span className="gallery-tile__title">{item.title}</span>
          {isVideo && <span className="visually-hidden">{copy.videoSuffix}</span>}
        </button>
        <span className="gallery-tile__meta">
          {category}
          {isVideo && ` · ${copy.video}`}
        </span>
      </div>
    </li>
  );
}
