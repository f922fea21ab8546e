// @ts-check
// A small rasteriser for the build's generated images: filled shapes with anti-aliased edges on an
// RGBA canvas. A shape is its bounding box and an inside(x, y) test; each pixel is covered by the
// share of 4×4 sample points inside, so edges are smooth without any curve maths.

/** @typedef {[number, number, number]} Rgb */
/** @typedef {{ width: number, height: number, rgba: Uint8Array }} Canvas */
/** @typedef {{ x0: number, y0: number, x1: number, y1: number }} Box */
/** @typedef {{ box: Box, inside: (x: number, y: number) => boolean }} Shape */

const SAMPLES = 4;

/** @param {string} hex e.g. '#7a1c2e' @returns {Rgb} */
export function rgb(hex) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** @param {number} width @param {number} height @param {Rgb} color @returns {Canvas} */
export function createCanvas(width, height, color) {
  const rgba = new Uint8Array(width * height * 4);
  const [r, g, b] = color;
  for (let i = 0; i < rgba.length; i += 4) {
    rgba[i] = r;
    rgba[i + 1] = g;
    rgba[i + 2] = b;
    rgba[i + 3] = 255;
  }
  return { width, height, rgba };
}

/** Blends `color` over pixel (x, y) with coverage `alpha` (0-1). */
function blend(
  /** @type {Canvas} */ canvas,
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {Rgb} */ color,
  /** @type {number} */ alpha,
) {
  const i = (y * canvas.width + x) * 4;
  for (let c = 0; c < 3; c += 1) {
    const under = canvas.rgba[i + c] ?? 0;
    canvas.rgba[i + c] = Math.round(under + ((color[c] ?? 0) - under) * alpha);
  }
}

/** Top-to-bottom gradient between two colours over rows y0..y1. */
export function verticalGradient(
  /** @type {Canvas} */ canvas,
  /** @type {Rgb} */ top,
  /** @type {Rgb} */ bottom,
  y0 = 0,
  y1 = canvas.height,
) {
  for (let y = y0; y < y1; y += 1) {
    const t = (y - y0) / Math.max(1, y1 - y0 - 1);
    const mix = (/** @type {number} */ c) => Math.round(top[c] + (bottom[c] - top[c]) * t);
    /** @type {Rgb} */
    const color = [mix(0), mix(1), mix(2)];
    for (let x = 0; x < canvas.width; x += 1) blend(canvas, x, y, color, 1);
  }
}

/** Paints `shape` in `color`; `opacity` below 1 lets the background show through. */
export function fill(
  /** @type {Canvas} */ canvas,
  /** @type {Shape} */ shape,
  /** @type {Rgb} */ color,
  opacity = 1,
) {
  const { box, inside } = shape;
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(canvas.width, Math.ceil(box.x1));
  const y1 = Math.min(canvas.height, Math.ceil(box.y1));
  const at = (/** @type {number} */ x, /** @type {number} */ s) => x + (s + 0.5) / SAMPLES;
  const last = SAMPLES - 1;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      // A pixel whose four corner samples agree is wholly in or out (every shape drawn here is
      // wider than a pixel), which spares the other twelve tests in all but edge pixels.
      const corners = [
        inside(at(x, 0), at(y, 0)),
        inside(at(x, last), at(y, 0)),
        inside(at(x, 0), at(y, last)),
        inside(at(x, last), at(y, last)),
      ];
      if (corners.every(Boolean)) {
        blend(canvas, x, y, color, opacity);
        continue;
      }
      if (!corners.some(Boolean)) continue;
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1)
        for (let sx = 0; sx < SAMPLES; sx += 1) if (inside(at(x, sx), at(y, sy))) hits += 1;
      blend(canvas, x, y, color, (hits / SAMPLES ** 2) * opacity);
    }
  }
}

/** @param {number} cx @param {number} cy @param {number} r @returns {Shape} */
export const circle = (cx, cy, r) => ({
  box: { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r },
  inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
});

/**
 * The band between radii r0 and r1, optionally only between angles a0 and a1 (radians, clockwise
 * from +x as on screen).
 * @param {number} cx @param {number} cy @param {number} r0 @param {number} r1
 * @param {number} [a0] @param {number} [a1] @returns {Shape}
 */
export function ring(cx, cy, r0, r1, a0 = -Math.PI, a1 = Math.PI) {
  return {
    box: { x0: cx - r1, y0: cy - r1, x1: cx + r1, y1: cy + r1 },
    inside: (x, y) => {
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      if (d2 < r0 * r0 || d2 > r1 * r1) return false;
      const angle = Math.atan2(y - cy, x - cx);
      return a0 <= a1 ? angle >= a0 && angle <= a1 : angle >= a0 || angle <= a1;
    },
  };
}

/** A thick line from (ax, ay) to (bx, by) with round ends. @returns {Shape} */
export function line(
  /** @type {number} */ ax,
  /** @type {number} */ ay,
  /** @type {number} */ bx,
  /** @type {number} */ by,
  /** @type {number} */ width,
) {
  const r = width / 2;
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy || 1;
  return {
    box: {
      x0: Math.min(ax, bx) - r,
      y0: Math.min(ay, by) - r,
      x1: Math.max(ax, bx) + r,
      y1: Math.max(ay, by) + r,
    },
    inside: (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
      return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= r * r;
    },
  };
}

/** @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {number} [r] corner radius @returns {Shape} */
export function rect(x0, y0, x1, y1, r = 0) {
  return {
    box: { x0, y0, x1, y1 },
    inside: (x, y) => {
      if (x < x0 || x > x1 || y < y0 || y > y1) return false;
      const cx = Math.min(Math.max(x, x0 + r), x1 - r);
      const cy = Math.min(Math.max(y, y0 + r), y1 - r);
      return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
    },
  };
}

/** A polygon by its corners (even-odd rule). @param {readonly [number, number][]} points @returns {Shape} */
export function polygon(points) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    inside: (x, y) => {
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const [xi, yi] = /** @type {[number, number]} */ (points[i]);
        const [xj, yj] = /** @type {[number, number]} */ (points[j]);
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    },
  };
}

/** The part of `shape` outside `hole`. @param {Shape} shape @param {Shape} hole @returns {Shape} */
export const minus = (shape, hole) => ({
  box: shape.box,
  inside: (x, y) => shape.inside(x, y) && !hole.inside(x, y),
});
