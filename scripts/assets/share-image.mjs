// @ts-check
// The share image of a page (og:image, 1200×630), drawn with code at build time: the site's dark
// header blue, the association's emblem on the left, and on the right a pictogram of what the
// page is about in a colour of its own (share-pictograms.mjs). No text: link previews print
// og:title beside the image.
import { encodePng } from './png.mjs';
import { createCanvas, fill, rect, ring, verticalGradient } from './raster.mjs';
import { colors, emblem, pen } from './share-pen.mjs';
import { pictogramFor } from './share-pictograms.mjs';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** @typedef {import('./raster.mjs').Canvas} Canvas */

/**
 * The share image of the page whose route module is `name`, as RGBA pixels.
 * @param {string} name @returns {Canvas}
 */
export function drawShareImage(name) {
  const canvas = createCanvas(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, colors.ink);
  verticalGradient(canvas, colors.ink, colors.inkSoft, 0, 600);
  const { accent, draw } = pictogramFor(name);
  // Two quiet rings behind the pictogram, and a belt of saffron and maroon along the bottom.
  fill(canvas, ring(870, 300, 190, 196), colors.muted, 0.25);
  fill(canvas, ring(870, 300, 230, 233), colors.muted, 0.15);
  fill(canvas, rect(0, 588, 1200, 606), colors.maroon);
  fill(canvas, rect(0, 606, 1200, 630), accent);
  emblem(pen(canvas, 330, 294, 9));
  draw(pen(canvas, 870, 300, 1.5), accent);
  return canvas;
}

/** @param {string} name @returns {Buffer} the PNG file */
export function shareImagePng(name) {
  return encodePng(drawShareImage(name));
}
