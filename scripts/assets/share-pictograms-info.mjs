// @ts-check
// The pictograms of the legal pages and the account screens, and the medal of any page without
// one yet (see share-pictograms.mjs, which looks them up).
import { minus } from './raster.mjs';
import { colors } from './share-pen.mjs';

/** @typedef {import('./share-pictograms.mjs').Pictogram} Pictogram */

/** @type {Record<string, Pictogram>} */
export const infoPictograms = {
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

/** A medal for any page without a pictogram of its own yet. @type {Pictogram} */
export const medal = {
  accent: colors.saffron,
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
