// @ts-check
// The share image of a page (og:image, 1200×630), drawn with code at build time: the site's dark
// header blue, the association's emblem (the favicon's kicking figure in its maroon disc) on the
// left, and on the right a pictogram of what the page is about in a colour of its own. No text:
// link previews print og:title beside the image. Colours are the tokens of web/src/styles.
import { encodePng } from './png.mjs';
import {
  circle,
  createCanvas,
  fill,
  line,
  minus,
  polygon,
  rect,
  rgb,
  ring,
  verticalGradient,
} from './raster.mjs';

/** @typedef {import('./raster.mjs').Canvas} Canvas */
/** @typedef {import('./raster.mjs').Rgb} Rgb */
/** @typedef {import('./raster.mjs').Shape} Shape */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const colors = {
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
function pen(canvas, cx, cy, unit) {
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
function emblem(p) {
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

/**
 * Pictograms in a 200-unit box around (0, 0), each in the page's accent colour.
 * @type {Record<string, { accent: Rgb, draw: (p: Pen, accent: Rgb) => void }>}
 */
const pictograms = {
  // Seven regional centers joined to the association.
  home: {
    accent: colors.saffron,
    draw(p, accent) {
      const spots = Array.from({ length: 7 }, (_, i) => {
        const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 7;
        return [Math.cos(angle) * 78, Math.sin(angle) * 78];
      });
      for (const [x, y] of spots) p.fill(p.line(0, 0, x ?? 0, y ?? 0, 5), colors.muted, 0.6);
      p.fill(p.ring(0, 0, 74, 82), colors.muted, 0.35);
      for (const [x, y] of spots) p.fill(p.circle(x ?? 0, y ?? 0, 15), accent);
      p.fill(p.circle(0, 0, 26), colors.cream);
    },
  },
  // A belt tied in its knot.
  programs: {
    accent: colors.saffron,
    draw(p, accent) {
      p.fill(p.rect(-95, -22, 95, 10, 6), accent);
      p.fill(
        p.polygon([
          [-14, 0],
          [-46, 78],
          [-24, 86],
          [4, 8],
        ]),
        accent,
      );
      p.fill(
        p.polygon([
          [14, 0],
          [40, 84],
          [62, 76],
          [24, 4],
        ]),
        accent,
      );
      p.fill(p.rect(-24, -34, 24, 22, 8), colors.cream);
      p.fill(p.rect(-14, -24, 14, 12, 4), accent);
    },
  },
  // A trophy.
  events: {
    accent: colors.saffron,
    draw(p, accent) {
      p.fill(p.ring(-52, -40, 16, 30, Math.PI / 2, -Math.PI / 2), accent);
      p.fill(p.ring(52, -40, 16, 30, -Math.PI / 2, Math.PI / 2), accent);
      p.fill(p.rect(-58, -80, 58, -30), accent);
      p.fill(p.ring(0, -30, 0, 58, 0, Math.PI), accent);
      p.fill(p.rect(-10, 20, 10, 58), accent);
      p.fill(p.rect(-50, 56, 50, 80, 6), colors.cream);
      p.fill(
        p.polygon([
          [0, -70],
          [8, -52],
          [27, -52],
          [12, -40],
          [18, -22],
          [0, -33],
          [-18, -22],
          [-12, -40],
          [-27, -52],
          [-8, -52],
        ]),
        colors.cream,
      );
    },
  },
  // A calendar page.
  'event-detail': {
    accent: colors.saffron,
    draw(p, accent) {
      p.fill(p.rect(-85, -70, 85, 80, 14), colors.cream);
      p.fill(p.rect(-85, -70, 85, -30, 14), accent);
      p.fill(p.rect(-85, -44, 85, -30), accent);
      for (const x of [-45, 45]) p.fill(p.line(x, -88, x, -56, 12), colors.muted);
      for (let row = 0; row < 3; row += 1)
        for (let col = 0; col < 4; col += 1)
          p.fill(
            p.rect(-66 + col * 36, -16 + row * 30, -44 + col * 36, 2 + row * 30, 3),
            row === 1 && col === 2 ? colors.maroon : colors.muted,
          );
    },
  },
  // A camera.
  gallery: {
    accent: colors.saffronLight,
    draw(p, accent) {
      p.fill(p.rect(-40, -70, 20, -40, 8), accent);
      p.fill(minus(p.rect(-95, -50, 95, 70, 18), p.circle(0, 10, 48)), accent);
      p.fill(p.ring(0, 10, 28, 38), colors.cream);
      p.fill(p.circle(62, -28, 8), colors.cream);
    },
  },
  // Three people: the team.
  about: {
    accent: colors.saffron,
    draw(p, accent) {
      for (const [x, color] of /** @type {[number, Rgb][]} */ ([
        [-62, colors.muted],
        [62, colors.muted],
        [0, accent],
      ])) {
        const big = x === 0 ? 1.15 : 1;
        p.fill(p.circle(x, -38 * big, 24 * big), color);
        p.fill(p.ring(x, 60, 0, 50 * big, Math.PI, 0), color);
      }
    },
  },
  // A map pin.
  contact: {
    accent: colors.saffron,
    draw(p, accent) {
      const head = p.circle(0, -30, 58);
      const point = p.polygon([
        [-50, 0],
        [50, 0],
        [0, 85],
      ]);
      p.fill(
        {
          box: { ...head.box, y1: point.box.y1 },
          inside: (x, y) => head.inside(x, y) || point.inside(x, y),
        },
        accent,
      );
      p.fill(p.circle(0, -30, 22), colors.ink);
      p.fill(p.line(-36, 95, 36, 95, 7), colors.muted, 0.6);
    },
  },
  // A shield with a check mark.
  'privacy-policy': {
    accent: colors.success,
    draw(p, accent) {
      p.fill(
        p.polygon([
          [0, -85],
          [75, -58],
          [68, 20],
          [0, 85],
          [-68, 20],
          [-75, -58],
        ]),
        accent,
      );
      p.fill(p.line(-30, 0, -8, 24, 14), colors.cream);
      p.fill(p.line(-8, 24, 34, -22, 14), colors.cream);
    },
  },
  // A page of writing.
  'terms-and-conditions': {
    accent: colors.saffronLight,
    draw(p, accent) {
      p.fill(
        p.polygon([
          [-62, -85],
          [30, -85],
          [62, -53],
          [62, 85],
          [-62, 85],
        ]),
        colors.cream,
      );
      p.fill(
        p.polygon([
          [30, -85],
          [62, -53],
          [30, -53],
        ]),
        accent,
      );
      for (let i = 0; i < 5; i += 1)
        p.fill(
          p.line(-40, -40 + i * 26, i === 4 ? 0 : 40, -40 + i * 26, 8),
          i === 0 ? accent : colors.muted,
        );
    },
  },
  // A biscuit with chips and a bite out of it.
  'cookie-policy': {
    accent: colors.saffronLight,
    draw(p, accent) {
      p.fill(minus(p.circle(0, 0, 85), p.circle(72, -62, 36)), accent);
      for (const [x, y] of [
        [-35, -30],
        [20, -5],
        [-20, 35],
        [40, 40],
        [-50, 15],
        [5, -50],
      ])
        p.fill(p.circle(x ?? 0, y ?? 0, 9), colors.maroon);
    },
  },
  // A padlock: the account screens.
  login: {
    accent: colors.saffron,
    draw(p, accent) {
      p.fill(p.ring(0, -30, 36, 52, -Math.PI, 0), colors.muted);
      p.fill(p.rect(-52, -32, -36, 0), colors.muted);
      p.fill(p.rect(36, -32, 52, 0), colors.muted);
      p.fill(p.rect(-72, -6, 72, 85, 14), accent);
      p.fill(p.circle(0, 28, 14), colors.ink);
      p.fill(p.rect(-6, 30, 6, 60, 3), colors.ink);
    },
  },
  // A person and a plus: a new account.
  register: {
    accent: colors.saffron,
    draw(p, accent) {
      p.fill(p.circle(-20, -40, 34), colors.muted);
      p.fill(p.ring(-20, 75, 0, 70, Math.PI, 0), colors.muted);
      p.fill(p.circle(55, 20, 38), accent);
      p.fill(p.line(55, 0, 55, 40, 12), colors.cream);
      p.fill(p.line(35, 20, 75, 20, 12), colors.cream);
    },
  },
};
// A medal for any page without a pictogram of its own yet.
const medal = {
  accent: colors.saffron,
  /** @param {Pen} p @param {Rgb} accent */
  draw(p, accent) {
    p.fill(
      p.polygon([
        [-50, -90],
        [-20, -90],
        [10, -20],
        [-20, -20],
      ]),
      colors.maroon,
    );
    p.fill(
      p.polygon([
        [50, -90],
        [20, -90],
        [-10, -20],
        [20, -20],
      ]),
      colors.maroon,
    );
    p.fill(p.circle(0, 30, 58), accent);
    p.fill(p.ring(0, 30, 40, 46), colors.cream);
  },
};
const sameAs = /** @type {Record<string, string>} */ ({
  'forgot-password': 'login',
  'reset-password': 'login',
  'google-callback': 'login',
});

/** @param {string} name a route module, e.g. `programs` */
export function pictogramFor(name) {
  return pictograms[sameAs[name] ?? name] ?? medal;
}

/** Whether the page has a pictogram of its own rather than the medal. @param {string} name */
export const hasPictogram = (name) => pictogramFor(name) !== medal;

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
