import { z } from 'zod';
import { galleryItemSchema, type ApiGalleryItem } from './gallery';
import { jsonDataBlock } from './markup';

// Part of the hand-off from the web build to the page functions (contracts/web-shell.ts): the
// gallery page is rendered by a function with its public items in it, and carries them as a data
// block the app hydrates with. Its own module, not web-shell.ts, because the app reads that file
// on the events page too, and this schema would bring the gallery's schemas into that page.

/** An item a visitor may see: the data block can hold no other (an office-only item is refused). */
const publicItemSchema = galleryItemSchema.extend({ isPublic: z.literal(true) });

/**
 * The gallery page's items as GET /api/gallery answers them (both languages: the page shows its
 * own), newest first. Parsed by the function before it writes the block and by the app before it
 * hydrates with it.
 */
export const gallerySeedSchema = z.object({ items: z.array(publicItemSchema) });
export type GallerySeed = z.infer<typeof gallerySeedSchema>;

/** The id of the gallery's data block, after the page's root. */
export const GALLERY_SEED_ID = 'gallery-seed';

/**
 * The seed of a list read for visitors. A hidden item is dropped here as well as by the query:
 * the page is cached for everyone, so a mistake upstream must not publish an office-only picture.
 */
export function gallerySeed(items: readonly ApiGalleryItem[]): GallerySeed {
  return gallerySeedSchema.parse({ items: items.filter((item) => item.isPublic) });
}

/** The seed as the data block the app hydrates with: JSON, never executed. */
export function gallerySeedHtml(seed: GallerySeed): string {
  return jsonDataBlock(
    'application/json',
    gallerySeedSchema.parse(seed),
    `id="${GALLERY_SEED_ID}"`,
  );
}

/** The seed in a page's data block, or null when there is none or it is not one. */
export function parseGallerySeed(text: string | null | undefined): GallerySeed | null {
  if (!text) return null;
  try {
    const parsed = gallerySeedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
