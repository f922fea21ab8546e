// @ts-check
// Link previews: one share image per page that names its own (web/src/config/page-head.ts), drawn
// at build time (scripts/assets/share-image.mjs) into web/dist/og/ and shared by both editions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { shareImagePng } from '../assets/share-image.mjs';

/** The most bytes one share image may take; the build fails above it. */
export const SHARE_IMAGE_LIMIT = 60 * 1024;

/**
 * Draws the images `pages` name; returns how many.
 * @param {string} distDir @param {readonly { shareImage: string }[]} pages
 */
export function writeShareImages(distDir, pages) {
  const images = new Set(pages.map((page) => page.shareImage));
  for (const image of images) {
    const png = shareImagePng(image.replace(/^\/og\/|\.png$/g, ''));
    if (png.length > SHARE_IMAGE_LIMIT)
      throw new Error(`${image} is ${png.length} bytes, over the ${SHARE_IMAGE_LIMIT} limit`);
    mkdirSync(dirname(join(distDir, image)), { recursive: true });
    writeFileSync(join(distDir, image), png);
  }
  return images.size;
}
