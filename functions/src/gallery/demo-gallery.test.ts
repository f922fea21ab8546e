import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { galleryItemInputSchema } from '../contracts/gallery';
import { storedGalleryItemSchema } from './stored-gallery-item';

// The demo items the seed script writes (emulator-data/gallery.json) must be items the API would
// accept and read back, or the demo gallery would silently lose them.

const file = join(__dirname, '..', '..', '..', 'emulator-data', 'gallery.json');
const { items } = JSON.parse(readFileSync(file, 'utf8')) as {
  items: { id: string; data: Record<string, unknown> }[];
};

describe('the demo gallery', () => {
  it('has twelve items, each valid as input and as a stored document', () => {
    expect(items).toHaveLength(12);
    for (const { id, data } of items) {
      expect(storedGalleryItemSchema.safeParse(data).success, id).toBe(true);
      expect(galleryItemInputSchema.safeParse(data).success, id).toBe(true);
      expect(data.titleMr, id).toMatch(/[\u0900-\u097F]/);
    }
  });
});
