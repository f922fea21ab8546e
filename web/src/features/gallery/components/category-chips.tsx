import type { Ref } from 'react';
import { type CategoryFilter, type GalleryCopy, galleryCategories } from '@/features/gallery/types';

interface CategoryChipsProps {
  value: CategoryFilter;
  copy: GalleryCopy;
  onChange: (value: CategoryFilter) => void;
  /** The "All" chip, where focus goes when the filters are reset. */
  allRef?: Ref<HTMLButtonElement>;
}

/** All plus the seven gallery categories, as toggle buttons of which exactly one is pressed. */
export function CategoryChips({ value, copy, onChange, allRef }: CategoryChipsProps) {
  const chips: { value: CategoryFilter; label: string }[] = [
    { value: 'all', label: copy.categories.all },
    ...galleryCategories.map((category) => ({
      value: category,
      label: copy.categories.labels[category],
    })),
  ];
  return (
    <div className="gallery-chips" role="group" aria-label={copy.categories.groupLabel}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          ref={chip.value === 'all' ? allRef : undefined}
          type="button"
          className="gallery-chip"
          aria-pressed={value === chip.value}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
