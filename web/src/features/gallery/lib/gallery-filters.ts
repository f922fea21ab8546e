import type { CategoryFilter, GalleryItem } from '@/features/gallery/types';

export interface GalleryFilters {
  /** Free text; matched case-insensitively as a substring. */
  query: string;
  category: CategoryFilter;
}

export const noFilters: GalleryFilters = { query: '', category: 'all' };

const normalise = (text: string) => text.trim().toLocaleLowerCase('en-IN');

/** The search matches the title, the description or any one tag. */
export function matchesSearch(item: GalleryItem, query: string): boolean {
  const needle = normalise(query);
  if (needle === '') return true;
  return [item.title, item.description, ...item.tags].some((text) =>
    normalise(text).includes(needle),
  );
}

export function matchesCategory(item: GalleryItem, category: CategoryFilter): boolean {
  return category === 'all' || item.category === category;
}

/** The public items that pass both filters, in their original order. */
export function filterGalleryItems(
  items: readonly GalleryItem[],
  { query, category }: GalleryFilters,
): GalleryItem[] {
  return items.filter(
    (item) => item.isPublic && matchesCategory(item, category) && matchesSearch(item, query),
  );
}

/** Whether anything narrows the list, i.e. whether Reset Filters would change it. */
export function hasActiveFilters({ query, category }: GalleryFilters): boolean {
  return normalise(query) !== '' || category !== 'all';
}
