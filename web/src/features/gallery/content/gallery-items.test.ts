import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { galleryCategories as contractCategories } from '@contracts/enums';
import { galleryCopy } from '@/features/gallery/content/gallery-copy';
import { galleryItems } from '@/features/gallery/content/gallery-items';
import { galleryCategories } from '@/features/gallery/types';
import { parseDate } from '@/lib/dates';

// A path, not a URL object: under jsdom, `URL` is jsdom's and Node's fileURLToPath refuses it.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../public');
const publicFile = (url: string) => `${publicDir}${url}`;

/** The width and height attributes of an SVG file's root element. */
function svgSize(url: string) {
  const root = /<svg\b[^>]*>/.exec(readFileSync(publicFile(url), 'utf8'))?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1]);
  return { width: attribute('width'), height: attribute('height') };
}

describe('gallery content', () => {
  it('has twelve items with unique ids, newest first', () => {
    expect(galleryItems).toHaveLength(12);
    expect(new Set(galleryItems.map((item) => item._id)).size).toBe(12);
    const days = galleryItems.map((item) => item.uploadedAt);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('uses every one of the seven categories', () => {
    expect(galleryCategories).toHaveLength(7);
    expect(new Set(galleryItems.map((item) => item.category))).toEqual(new Set(galleryCategories));
    expect(Object.keys(galleryCopy.categories.labels).sort()).toEqual(
      [...galleryCategories].sort(),
    );
    // The page keeps its own list (the contract's module brings zod); both must agree.
    expect(galleryCategories).toEqual(contractCategories);
  });

  it.each(galleryItems.map((item) => [item._id, item] as const))(
    '%s has every field of a gallery item',
    (_, item) => {
      for (const text of [item._id, item.title, item.description, item.alt]) {
        expect(text.trim()).not.toBe('');
      }
      expect(['image', 'video']).toContain(item.mediaType);
      expect(galleryCategories).toContain(item.category);
      expect(item.tags.length).toBeGreaterThan(0);
      for (const tag of item.tags) expect(tag.trim()).not.toBe('');
      expect(item.isPublic).toBe(true);
      expect(item.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(parseDate(item.uploadedAt)).not.toBeNull();
      expect(item.width).toBeGreaterThan(0);
      expect(item.height).toBeGreaterThan(0);
    },
  );

  it.each(galleryItems.map((item) => [item._id, item] as const))(
    '%s points at files made in the project, with the sizes it declares',
    (_, item) => {
      const picture = item.mediaType === 'video' ? item.thumbnailUrl : item.mediaUrl;
      expect(picture).toMatch(/^\/images\/gallery\/[a-z0-9-]+\.svg$/);
      expect(svgSize(picture)).toEqual({ width: item.width, height: item.height });
      // Drawings, not photographs: each stays small.
      expect(statSync(publicFile(picture)).size).toBeLessThan(6 * 1024);
      if (item.mediaType === 'video') {
        expect(item.mediaUrl).toMatch(/^\/media\/gallery\/[a-z0-9-]+\.webm$/);
        expect(statSync(publicFile(item.mediaUrl)).size).toBeLessThan(300 * 1024);
      }
    },
  );

  it('has at least one video', () => {
    expect(galleryItems.some((item) => item.mediaType === 'video')).toBe(true);
  });
});
