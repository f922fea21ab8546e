import { GalleryTile } from '@/features/gallery/components/gallery-tile';
import type { GalleryItem, GalleryCopy } from '@/features/gallery/types';
import './gallery-views.css';

/**
 * Tiles of the first row (two on a phone, four on a laptop): fetched at once, the rest lazily,
 * when scrolled near. None is the page's largest element (the hero's drawing on a laptop, its
 * text on a phone), so none takes the high fetch priority from it.
 */
const EAGER_TILES = 4;

interface GalleryListProps {
  items: readonly GalleryItem[];
  layout: 'grid' | 'masonry';
  copy: GalleryCopy;
  onOpen: (id: string) => void;
}

/**
 * The grid (equal tiles, pictures cropped to one shape) and the masonry view (columns, each picture
 * at its own proportions). Both keep the list order, so keyboard order follows reading order.
 */
export function GalleryList({ items, layout, copy, onOpen }: GalleryListProps) {
  return (
    <ul className={`gallery-list gallery-list--${layout}`}>
      {items.map((item, index) => (
        <GalleryTile
          key={item._id}
          item={item}
          size={layout}
          copy={copy}
          onOpen={onOpen}
          eager={index < EAGER_TILES}
        />
      ))}
    </ul>
  );
}
