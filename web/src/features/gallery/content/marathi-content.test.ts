import { describe, expect, it } from 'vitest';
import * as enFeatured from '@/features/gallery/content/featured-moments';
import * as mrFeatured from '@/features/gallery/content/featured-moments.mr';
import * as mrCopy from '@/features/gallery/content/gallery-copy.mr';
import * as enItems from '@/features/gallery/content/gallery-items';
import * as mrItems from '@/features/gallery/content/gallery-items.mr';
import type { GalleryItem } from '@/features/gallery/types';

const DEVANAGARI = /[\u0900-\u097F]/;

/** What a translation must not change: everything but the words. */
const fixed = ({ title, description, tags, alt, ...rest }: GalleryItem) => ({
  ...rest,
  tagCount: tags.length,
  words: [title, description, alt],
});

describe('Marathi gallery content', () => {
  it('keeps every id, file, size, category and date of the twelve items', () => {
    const en = enItems.galleryItems.map(fixed);
    const mr = mrItems.galleryItems.map(fixed);
    expect(mr.map(({ words: _, ...rest }) => rest)).toEqual(
      en.map(({ words: _, ...rest }) => rest),
    );
    for (const item of mrItems.galleryItems) {
      for (const text of [item.title, item.description, item.alt, ...item.tags]) {
        expect(text, item._id).toMatch(DEVANAGARI);
      }
    }
    expect(mrFeatured.featuredMoments.stats.map((stat) => stat.value)).toEqual(
      enFeatured.featuredMoments.stats.map((stat) => stat.value),
    );
  });

  it('counts in Marathi word order', () => {
    const { galleryCopy } = mrCopy;
    expect(galleryCopy.summary(12, 12, '')).toBe('सर्व 12 चित्रे व व्हिडिओ दाखवत आहोत');
    expect(galleryCopy.summary(1, 12, ' नागपूर ')).toBe('“नागपूर” साठी 12 पैकी 1 दाखवत आहोत');
    expect(galleryCopy.lightbox.position(3, 12)).toBe('12 पैकी 3');
  });
});
