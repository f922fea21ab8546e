import { useMemo, useState } from 'react';
import {
  type GalleryFilters,
  filterGalleryItems,
  hasActiveFilters,
  noFilters,
} from '@/features/gallery/lib/gallery-filters';
import type { CategoryFilter, GalleryItem, GalleryView } from '@/features/gallery/types';

/** Gallery page: the search, the category (all or one) and the view (grid by default). */
export function useGalleryBrowser(items: readonly GalleryItem[]) {
  const [filters, setFilters] = useState<GalleryFilters>(noFilters);
  const [view, setView] = useState<GalleryView>('grid');
  const visible = useMemo(() => filterGalleryItems(items, filters), [items, filters]);
  const total = useMemo(() => items.filter((item) => item.isPublic).length, [items]);

  return {
    filters,
    view,
    visible,
    total,
    filtersActive: hasActiveFilters(filters),
    setView,
    setQuery: (query: string) => setFilters((current) => ({ ...current, query })),
    setCategory: (category: CategoryFilter) => setFilters((current) => ({ ...current, category })),
    resetFilters: () => setFilters(noFilters),
  };
}
