// @ts-check
// What each page is about, as a pictogram for its share image (scripts/assets/share-image.mjs): one
// per route module, drawn with the pen of share-pen.mjs in a 200-unit box, in the page's accent.
import { minus } from './raster.mjs';
import { colors } from './share-pen.mjs';
import { infoPictograms, medal } from './share-pictograms-info.mjs';

/** @typedef {import('./raster.mjs').Rgb} Rgb */
/** @typedef {import('./share-pen.mjs').Pen} Pen */

/**
 * A pictogram in a 200-unit box around (0, 0), drawn in the page's accent colour.
 * @typedef {{ accent: Rgb, draw: (p: Pen, accent: Rgb) => void }} Pictogram
 */

/** @type {Record<string, Pictogram>} */
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
  ...infoPictograms,
};

const sameAs = /** @type {Record<string, string>} */ ({
  'forgot-password': 'login',
  'reset-password': 'login',
  'google-callback': 'login',
  // The certificate check and the certificate: the shield with its check mark.
  verify: 'privacy-policy',
  'verify-number': 'privacy-policy',
  certificate: 'privacy-policy',
  // A championship's brackets: its event's picture.
  'event-brackets': 'event-detail',
});

/** @param {string} name a route module, e.g. `programs` */
export function pictogramFor(name) {
  return pictograms[sameAs[name] ?? name] ?? medal;
}

/** Whether the page has a pictogram of its own rather than the medal. @param {string} name */
export const hasPictogram = (name) => pictogramFor(name) !== medal;
