import { describe, expect, it } from 'vitest';
import {
  filterGalleryItems,
  hasActiveFilters,
  matchesSearch,
  noFilters,
} from '@/features/gallery/lib/gallery-filters';
import type { GalleryItem } from '@/features/gallery/types';

const item = (overrides: Partial<GalleryItem> & Pick<GalleryItem, '_id'>): GalleryItem =>
  ({
    title: 'Untitled',
    description: 'Nothing to see.',
    mediaType: 'image',
    mediaUrl: '/images/gallery/x.svg',
    category: 'other',
    tags: [],
    isPublic: true,
    uploadedAt: '2025-01-01',
    alt: '',
    width: 640,
    height: 480,
    ...overrides,
  }) as GalleryItem;

const podium = item({
  _id: 'podium',
  title: 'Podium at the State Championship',
  description: 'Gold, silver and bronze in Mumbai.',
  category: 'tournament',
  tags: ['medals', 'kyorugi'],
});
const belts = item({
  _id: 'belts',
  title: 'New stripes',
  description: 'Coloured tapes between gradings.',
  category: 'belt-ceremony',
  tags: ['Juniors', 'black belt'],
});
const hidden = item({ _id: 'hidden', title: 'Podium rehearsal', isPublic: false });
const items = [podium, belts, hidden];

const ids = (list: GalleryItem[]) => list.map((entry) => entry._id);

describe('matchesSearch', () => {
  it.each([
    ['a word of the title', 'championship'],
    ['a word of the description', 'bronze'],
    ['a tag', 'kyorugi'],
    ['part of a word, in any case', 'MUMB'],
    ['text with spaces around it', '  silver  '],
  ])('finds an item by %s', (_, query) => {
    expect(matchesSearch(podium, query)).toBe(true);
  });

  it('matches every item when the query is empty or blank', () => {
    expect(matchesSearch(podium, '')).toBe(true);
    expect(matchesSearch(podium, '   ')).toBe(true);
  });

  it('matches a tag case-insensitively and across its words', () => {
    expect(matchesSearch(belts, 'juniors')).toBe(true);
    expect(matchesSearch(belts, 'k bel')).toBe(true);
  });

  it('misses text that is in no field, and does not join fields together', () => {
    expect(matchesSearch(podium, 'poomsae')).toBe(false);
    // The end of the title and the start of the description are not one string.
    expect(matchesSearch(podium, 'championship gold')).toBe(false);
  });
});

describe('filterGalleryItems', () => {
  it('without filters lists every public item, in order', () => {
    expect(ids(filterGalleryItems(items, noFilters))).toEqual(['podium', 'belts']);
  });

  it('never lists an item that is not public, even when it matches', () => {
    expect(ids(filterGalleryItems(items, { query: 'rehearsal', category: 'all' }))).toEqual([]);
  });

  it('keeps one category', () => {
    expect(ids(filterGalleryItems(items, { query: '', category: 'belt-ceremony' }))).toEqual([
      'belts',
    ]);
    expect(ids(filterGalleryItems(items, { query: '', category: 'seminar' }))).toEqual([]);
  });

  it('needs both the category and the search to match', () => {
    expect(ids(filterGalleryItems(items, { query: 'medals', category: 'tournament' }))).toEqual([
      'podium',
    ]);
    expect(ids(filterGalleryItems(items, { query: 'medals', category: 'belt-ceremony' }))).toEqual(
      [],
    );
  });
});

describe('hasActiveFilters', () => {
  it('is false for no search and every category, true otherwise', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters({ query: '  ', category: 'all' })).toBe(false);
    expect(hasActiveFilters({ query: 'belt', category: 'all' })).toBe(true);
    expect(hasActiveFilters({ query: '', category: 'training' })).toBe(true);
  });
});
