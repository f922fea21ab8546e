import type { GalleryCopy } from '@/features/gallery/types';

interface GalleryEmptyProps {
  copy: GalleryCopy;
  onReset: () => void;
}

/** What shows when no item passes the filters. */
export function GalleryEmpty({ copy, onReset }: GalleryEmptyProps) {
  return (
    <div className="gallery-empty">
      <h3 className="gallery-empty__heading">{copy.empty.heading}</h3>
      <p className="gallery-empty__hint">{copy.empty.hint}</p>
      <button type="button" className="button button--secondary" onClick={onReset}>
        {copy.empty.reset}
      </button>
    </div>
  );
}
