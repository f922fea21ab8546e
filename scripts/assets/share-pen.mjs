// @ts-check
// The drawing kit of the share images (scripts/assets/share-image.mjs): the site's colours (the
// tokens of web/src/styles/tokens.css), a pen that draws a motif in its own units, and the
// association's emblem, the favicon's kicking figure in its maroon disc.
import { circle, fill, line, polygon, rect, rgb, ring } from './raster.mjs';

/** @typedef {import('./raster.mjs').Canvas} Canvas */
/** @typedef {import('./raster.mjs').Rgb} Rgb */
/** @typedef {import('./raster.mjs').Shape} Shape */

export const colors = {
  ink: rgb('#141b34'),
  inkSoft: rgb('#222b4d'),
  maroon: rgb('#7a1c2e'),
  saffron: rgb('#f28c28'),
  saffronLight: rgb('#f6a04d'),
  cream: rgb('#fbf7f0'),
  muted: rgb('#c3c8dc'),
  success: rgb('#2f9e5a'),
};

/**
 * A drawing pen for one motif: coordinates in the motif's own units around (0, 0), placed at
 * (cx, cy) and scaled by `unit` pixels.
 * @param {Canvas} canvas @param {number} cx @param {number} cy @param {number} unit
 */
export function pen(canvas, cx, cy, unit) {
  const X = (/** @type {number} */ x) => cx + x * unit;
  const Y = (/** @type {number} */ y) => cy + y * unit;
  const s = (/** @type {number} */ n) => n * unit;
  return {
    fill: (/** @type {Shape} */ shape, /** @type {Rgb} */ color, opacity = 1) =>
      fill(canvas, shape, color, opacity),
    circle: (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) =>
      circle(X(x), Y(y), s(r)),
    ring: (
      /** @type {number} */ x,
      /** @type {number} */ y,
      /** @type {number} */ r0,
      /** @type {number} */ r1,
      /** @type {number | undefined} */ a0 = undefined,
      /** @type {number | undefined} */ a1 = undefined,
    ) => ring(X(x), Y(y), s(r0), s(r1), a0, a1),
    line: (
      /** @type {number} */ ax,
      /** @type {number} */ ay,
      /** @type {number} */ bx,
      /** @type {number} */ by,
      /** @type {number} */ width,
    ) => line(X(ax), Y(ay), X(bx), Y(by), s(width)),
    rect: (
      /** @type {number} */ x0,
      /** @type {number} */ y0,
      /** @type {number} */ x1,
      /** @type {number} */ y1,
      r = 0,
    ) => rect(X(x0), Y(y0), X(x1), Y(y1), s(r)),
    polygon: (/** @type {[number, number][]} */ points) =>
      polygon(points.map(([x, y]) => [X(x), Y(y)])),
  };
}

/** @typedef {ReturnType<typeof pen>} Pen */
/** The favicon's emblem (web/public/favicon.svg, a 48-unit box centred on 24, 24). @param {Pen} p */
export function emblem(p) {
  p.fill(p.circle(0, 0, 23.5), colors.maroon);
  p.fill(p.ring(0, 0, 19.7, 21.3), colors.saffron);
  p.fill(p.ring(0, 0, 14.6, 16, -1.2, -0.3), colors.saffronLight);
  const limbs = [
    [-2.5, 3.5, -7.5, -5],
    [-2.5, 3.5, 12.5, -6.5],
    [-2.5, 3.5, -5.5, 9.5],
    [-5.5, 9.5, -9, 15],
    [-6.5, -3.5, -1, -6.5],
    [-6.5, -3, -11.5, 1.5],
  ];
  for (const [ax, ay, bx, by] of /** @type {[number, number, number, number][]} */ (limbs))
    p.fill(p.line(ax, ay, bx, by, 3), colors.cream);
  p.fill(p.circle(-9.4, -9.2, 3.2), colors.cream);
  for (const [ax, ay, bx, by] of /** @type {[number, number, number, number][]} */ ([
    [-5, 4.2, 0, 4.2],
    [-2.5, 4.2, -4.3, 7.8],
    [-2.5, 4.2, -0.7, 7.6],
  ]))
    p.fill(p.line(ax, ay, bx, by, 1.5), colors.saffron);
}
