import type { ComponentType } from 'react';
import { CollageIcon, GridIcon, MasonryIcon } from '@/components/ui/icons';
import { type GalleryCopy, type GalleryView, galleryViews } from '@/features/gallery/types';

const icons: Record<GalleryView, ComponentType<{ size?: number }>> = {
  grid: GridIcon,
  collage: CollageIcon,
  masonry: MasonryIcon,
};

interface ViewToggleProps {
  value: GalleryView;
  copy: GalleryCopy;
  onChange: (view: GalleryView) => void;
}

/** The three layouts as a labelled group of toggle buttons; narrow screens show only the icons. */
export function ViewToggle({ value, copy, onChange }: ViewToggleProps) {
  return (
    <div className="gallery-views" role="group" aria-label={copy.views.groupLabel}>
      {galleryViews.map((view) => {
        const Icon = icons[view];
        return (
          <button
            key={view}
            type="button"
            className="gallery-views__button"
            aria-pressed={value === view}
            onClick={() => onChange(view)}
          >
            <Icon size={20} />
            <span className="gallery-views__label">{copy.views.labels[view]}</span>
          </button>
        );
      })}
    </div>
  );
}
