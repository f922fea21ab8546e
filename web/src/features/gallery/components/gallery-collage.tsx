import { GalleryCard } from '@/features/gallery/components/gallery-card';
import { GalleryTile } from '@/features/gallery/components/gallery-tile';
import { groupForCollage } from '@/features/gallery/lib/collage';
import type { GalleryCopy, GalleryItem } from '@/features/gallery/types';
import './gallery-views.css';

interface GalleryCollageProps {
  items: readonly GalleryItem[];
  copy: GalleryCopy;
  onOpen: (id: string) => void;
}

/** The collage: one large picture, two medium beside it, a row of three small, then cards. */
export function GalleryCollage({ items, copy, onOpen }: GalleryCollageProps) {
  const { large, medium, small, rest } = groupForCollage(items);
  const tile = (item: GalleryItem, size: 'large' | 'medium' | 'small', eager = false) => (
    <GalleryTile key={item._id} item={item} size={size} copy={copy} onOpen={onOpen} eager={eager} />
  );
  return (
    <div className="gallery-collage">
      {large && (
        <ul className="gallery-collage__feature">
          {tile(large, 'large', true)}
          {medium.map((item) => tile(item, 'medium', true))}
        </ul>
      )}
      {small.length > 0 && (
        <ul className="gallery-collage__small">{small.map((item) => tile(item, 'small'))}</ul>
      )}
      {rest.length > 0 && (
        <ul className="gallery-collage__cards">
          {rest.map((item) => (
            <GalleryCard key={item._id} item={item} copy={copy} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}
