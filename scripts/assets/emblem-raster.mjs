// @ts-check
// The association emblem (web/src/components/brand/association-logo.tsx, the same drawing in its
// 48×48 box) as plain shapes, and a small rasteriser for them: the app icons are drawn from this in
// Node, with no image library. Each shape is a signed distance (negative inside), so edges are
// antialiased by sampling each pixel 4×4 times.

/**
 * @typedef {[number, number]} Point
 * @typedef {{ kind: 'disc', center: Point, r: number }} Disc
 * @typedef {{ kind: 'ring', center: Point, r: number, width: number }} Ring
 * @typedef {{ kind: 'arc', center: Point, r: number, from: number, to: number, width: number }} Arc
 * @typedef {{ kind: 'strokes', lines: Point[][], width: number }} Strokes
 * @typedef {(Disc | Ring | Arc | Strokes) & { color: string, opacity?: number }} Shape
 */

export const EMBLEM_BOX = 48;
export const COLORS = {
  maroon: '#7a1c2e',
  saffron: '#f28c28',
  saffronLight: '#f6a04d',
  cream: '#fbf7f0',
};

// The arc "M29.5 9.8 a15 15 0 0 1 9.4 9.2": radius 15 around the point both ends are 15 from.
const ARC_CENTER = /** @type {Point} */ ([24.77, 24.03]);
const angleTo = (/** @type {Point} */ [x, y]) => Math.atan2(y - ARC_CENTER[1], x - ARC_CENTER[0]);

/** @type {Shape[]} */
export const EMBLEM_SHAPES = [
  { kind: 'disc', center: [24, 24], r: 23.5, color: COLORS.maroon },
  { kind: 'ring', center: [24, 24], r: 20.5, width: 1.6, color: COLORS.saffron },
  {
    kind: 'arc',
    center: ARC_CENTER,
    r: 15,
    from: angleTo([29.5, 9.8]),
    to: angleTo([38.9, 19]),
    width: 1.4,
    color: COLORS.saffronLight,
    opacity: 0.9,
  },
  {
    kind: 'strokes',
    width: 3,
    color: COLORS.cream,
    lines: [
      [
        [21.5, 27.5],
        [16.5, 19],
      ],
      [
        [21.5, 27.5],
        [36.5, 17.5],
      ],
      [
        [21.5, 27.5],
        [18.5, 33.5],
        [15, 39],
      ],
      [
        [17.5, 20.5],
        [23, 17.5],
      ],
      [
        [17.5, 21],
        [12.5, 25.5],
      ],
    ],
  },
  { kind: 'disc', center: [14.6, 14.8], r: 3.2, color: COLORS.cream },
  {
    kind: 'strokes',
    width: 1.5,
    color: COLORS.saffron,
    lines: [
      [
        [19, 28.2],
        [24, 28.2],
      ],
      [
        [21.5, 28.2],
        [19.7, 31.8],
      ],
      [
        [21.5, 28.2],
        [23.3, 31.6],
      ],
    ],
  },
];

/** Distance from p to the segment a-b. @param {Point} p @param {Point} a @param {Point} b */
function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Signed distance from p to the shape's edge, in emblem units. @param {Shape} shape @param {Point} p */
function signedDistance(shape, p) {
  switch (shape.kind) {
    case 'disc':
      return Math.hypot(p[0] - shape.center[0], p[1] - shape.center[1]) - shape.r;
    case 'ring':
      return (
        Math.abs(Math.hypot(p[0] - shape.center[0], p[1] - shape.center[1]) - shape.r) -
        shape.width / 2
      );
    case 'arc': {
      const [cx, cy] = shape.center;
      const angle = Math.atan2(p[1] - cy, p[0] - cx);
      if (angle >= shape.from && angle <= shape.to) {
        return Math.abs(Math.hypot(p[0] - cx, p[1] - cy) - shape.r) - shape.width / 2;
      }
      // Round caps: beyond the ends, the distance to the nearer end point.
      const end = (/** @type {number} */ a) =>
        Math.hypot(p[0] - cx - shape.r * Math.cos(a), p[1] - cy - shape.r * Math.sin(a));
      return Math.min(end(shape.from), end(shape.to)) - shape.width / 2;
    }
    case 'strokes': {
      let nearest = Infinity;
      for (const line of shape.lines) {
        for (let i = 1; i < line.length; i++) {
          nearest = Math.min(
            nearest,
            segmentDistance(p, /** @type {Point} */ (line[i - 1]), /** @type {Point} */ (line[i])),
          );
        }
      }
      return nearest - shape.width / 2;
    }
  }
}

/** @param {string} hex '#rrggbb' */
const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

const SAMPLES = 4;

/**
 * Paints the emblem into a size × size RGBA image.
 * @param {number} size pixels a side
 * @param {{ emblemScale?: number, background?: string }} [options]
 *   emblemScale: the emblem's diameter as a share of the side (1 = edge to edge); background: a
 *   colour filling the whole square (maskable and Apple icons must be opaque), else transparent.
 * @returns {Uint8Array}
 */
export function rasterizeEmblem(size, { emblemScale = 1, background } = {}) {
  const unitsPerPixel = EMBLEM_BOX / (size * emblemScale);
  const offset = (EMBLEM_BOX - size * unitsPerPixel) / 2; // centres the emblem
  const paints = EMBLEM_SHAPES.map((shape) => ({
    shape,
    color: rgb(shape.color),
    opacity: shape.opacity ?? 1,
  }));
  const back = background ? rgb(background) : null;
  const image = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Premultiplied accumulation of every sample, "source over" shape by shape.
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          /** @type {Point} */
          const p = [
            offset + (x + (sx + 0.5) / SAMPLES) * unitsPerPixel,
            offset + (y + (sy + 0.5) / SAMPLES) * unitsPerPixel,
          ];
          let pr = back ? back[0] : 0,
            pg = back ? back[1] : 0,
            pb = back ? back[2] : 0,
            pa = back ? 1 : 0;
          for (const { shape, color, opacity } of paints) {
            if (signedDistance(shape, p) > 0) continue;
            pr = color[0] * opacity + pr * (1 - opacity);
            pg = color[1] * opacity + pg * (1 - opacity);
            pb = color[2] * opacity + pb * (1 - opacity);
            pa = opacity + pa * (1 - opacity);
          }
          r += pr;
          g += pg;
          b += pb;
          a += pa;
        }
      }
      const n = SAMPLES * SAMPLES;
      const at = (y * size + x) * 4;
      image[at + 3] = Math.round((a / n) * 255);
      if (a > 0) {
        image[at] = Math.round(r / a);
        image[at + 1] = Math.round(g / a);
        image[at + 2] = Math.round(b / a);
      }
    }
  }
  return image;
}
