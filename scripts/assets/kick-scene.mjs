// @ts-check
// The gallery's video, described as plain shapes per moment: a student chambers a side kick and
// breaks a pine board that a partner holds. The same shapes are painted on a canvas for the video
// and written as SVG for its thumbnail, so the two always agree.

/**
 * @typedef {[number, number]} Point
 * @typedef {{ type: 'line', points: Point[], color: string, width: number, alpha?: number }} LineShape
 * @typedef {{ type: 'polygon', points: Point[], fill: string, stroke?: string, strokeWidth?: number, alpha?: number }} PolygonShape
 * @typedef {{ type: 'circle', center: Point, r: number, fill: string, stroke?: string, strokeWidth?: number }} CircleShape
 * @typedef {{ type: 'rect', x: number, y: number, w: number, h: number, fill: string }} RectShape
 * @typedef {LineShape | PolygonShape | CircleShape | RectShape} Shape
 */

export const SCENE = { width: 640, height: 360, durationS: 4, fps: 25 };

const COLORS = {
  background: '#fbf7f0',
  floor: '#eadfcd',
  floorLine: '#d9cfbf',
  ink: '#141b34',
  uniform: '#ffffff',
  skin: '#b97a4f',
  belt: '#b3262e',
  guard: '#2f5fa8',
  board: '#e3b36f',
  boardEdge: '#8a5a2b',
  burst: '#f28c28',
};

const FLOOR_Y = 300;
const LIMB = { thigh: 62, shin: 62, upperArm: 38, forearm: 36, torso: 80 };
const OUTLINE = 6;

const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
const add = (/** @type {Point} */ a, /** @type {Point} */ b) =>
  /** @type {Point} */ ([a[0] + b[0], a[1] + b[1]]);
const polar = (/** @type {number} */ length, /** @type {number} */ deg) =>
  /** @type {Point} */ ([length * Math.cos(rad(deg)), length * Math.sin(rad(deg))]);
const round = (/** @type {Point} */ [x, y]) =>
  /** @type {Point} */ ([Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
const clamp01 = (/** @type {number} */ v) => Math.min(1, Math.max(0, v));
const ease = (/** @type {number} */ v) => 0.5 - 0.5 * Math.cos(Math.PI * clamp01(v));
const easeOut = (/** @type {number} */ v) => 1 - (1 - clamp01(v)) ** 3;

/**
 * Two-bone reach: the middle joint of a limb from `start` to `end`. `side` picks which side of the
 * line the joint bends to; a target out of reach straightens the limb towards it.
 */
function joint(
  /** @type {Point} */ start,
  /** @type {Point} */ end,
  /** @type {number} */ a,
  /** @type {number} */ b,
  /** @type {1 | -1} */ side,
) {
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const distance = Math.min(Math.hypot(dx, dy), a + b - 0.01);
  const angle = Math.atan2(dy, dx);
  const along = (a * a - b * b + distance * distance) / (2 * distance);
  const across = Math.sqrt(Math.max(0, a * a - along * along));
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const mid = /** @type {Point} */ ([start[0] + ux * along, start[1] + uy * along]);
  const knee = /** @type {Point} */ ([mid[0] - uy * across * side, mid[1] + ux * across * side]);
  const reach = /** @type {Point} */ ([start[0] + ux * (a + b), start[1] + uy * (a + b)]);
  const tip = Math.hypot(dx, dy) > a + b ? reach : end;
  return { knee, tip };
}

/** Piecewise easing between keyframes of equal-length number lists. */
function track(/** @type {[number, number[]][]} */ keys) {
  return (/** @type {number} */ t) => {
    const first = keys[0];
    if (!first) throw new Error('empty track');
    if (t <= first[0]) return first[1];
    for (let index = 1; index < keys.length; index += 1) {
      const [t0, from] = /** @type {[number, number[]]} */ (keys[index - 1]);
      const [t1, to] = /** @type {[number, number[]]} */ (keys[index]);
      if (t <= t1) {
        const k = ease((t - t0) / (t1 - t0));
        return from.map((value, i) => value + ((to[i] ?? value) - value) * k);
      }
    }
    return /** @type {[number, number[]]} */ (keys.at(-1))[1];
  };
}

// [hipX, hipY, lean°, kickFootX, kickFootY, frontUpper°, frontFore°, backUpper°, backFore°]
const stance = [228, 194, 6, 186, 300, 55, -65, 85, -15];
const chamber = [236, 190, 14, 262, 212, 70, -80, 95, -40];
const extended = [266, 192, 34, 420, 188, 20, 10, 120, -120];
const kicker = track([
  [0, stance],
  [0.6, stance],
  [1.1, chamber],
  [1.4, extended],
  [1.9, extended],
  [2.4, chamber],
  [2.9, stance],
  [4, stance],
]);

const IMPACT_S = 1.4;
const BOARD = { x: 392, y: 148, w: 14, h: 74, breakY: 185 };
const HANDS = { top: /** @type {Point} */ ([412, 160]), bottom: /** @type {Point} */ ([412, 210]) };

/** One limb: an ink outline, then the uniform over it, then a hand or foot at the end. */
function limb(
  /** @type {Point[]} */ points,
  /** @type {number} */ width,
  /** @type {Shape | null} */ end,
) {
  /** @type {Shape[]} */
  const shapes = [
    { type: 'line', points: points.map(round), color: COLORS.ink, width: width + OUTLINE },
    { type: 'line', points: points.map(round), color: COLORS.uniform, width },
  ];
  if (end) shapes.push(end);
  return shapes;
}

const hand = (/** @type {Point} */ at) =>
  /** @type {Shape} */ ({
    type: 'circle',
    center: round(at),
    r: 7,
    fill: COLORS.skin,
    stroke: COLORS.ink,
    strokeWidth: 3,
  });

function foot(/** @type {Point} */ ankle, /** @type {number} */ deg) {
  const toe = add(ankle, polar(17, deg));
  return /** @type {Shape[]} */ ([
    { type: 'line', points: [round(ankle), round(toe)], color: COLORS.ink, width: 15 },
    { type: 'line', points: [round(ankle), round(toe)], color: COLORS.skin, width: 9 },
  ]);
}

const degOf = (/** @type {Point} */ from, /** @type {Point} */ to) =>
  (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;

function kickerShapes(/** @type {number} */ t) {
  const [hx, hy, lean, fx, fy, fu, ff, bu, bf] = kicker(t);
  const bob = t < 0.6 || t > 2.9 ? 2 * Math.sin(t * Math.PI * 2) : 0;
  const hip = /** @type {Point} */ ([hx, hy + bob]);
  const neck = add(hip, [-LIMB.torso * Math.sin(rad(lean)), -LIMB.torso * Math.cos(rad(lean))]);
  const head = add(neck, [-22 * Math.sin(rad(lean)), -22 * Math.cos(rad(lean))]);
  const shoulder = add(neck, [8 * Math.sin(rad(lean)), 8 * Math.cos(rad(lean))]);

  const standFoot = /** @type {Point} */ ([252, FLOOR_Y - 6]);
  const stand = joint(hip, standFoot, LIMB.thigh, LIMB.shin, -1);
  const kick = joint(hip, [fx, fy], LIMB.thigh, LIMB.shin, -1);

  const backElbow = add(shoulder, polar(LIMB.upperArm, bu));
  const backFist = add(backElbow, polar(LIMB.forearm, bf));
  const frontElbow = add(shoulder, polar(LIMB.upperArm, fu));
  const frontFist = add(frontElbow, polar(LIMB.forearm, ff));
  const beltAcross = polar(16, lean);
  // The belt sits just above the hip joint, where the legs do not cover it.
  const waist = add(hip, [-12 * Math.sin(rad(lean)), -12 * Math.cos(rad(lean))]);

  return /** @type {Shape[]} */ ([
    ...limb([shoulder, backElbow, backFist], 13, hand(backFist)),
    ...limb([hip, stand.knee, stand.tip], 16, null),
    ...foot(stand.tip, 0),
    ...limb([hip, neck], 30, null),
    {
      type: 'line',
      points: [round(add(waist, [-beltAcross[0], -beltAcross[1]])), round(add(waist, beltAcross))],
      color: COLORS.belt,
      width: 8,
    },
    ...limb([hip, kick.knee, kick.tip], 16, null),
    // Flat on the floor while grounded; sole towards the board once the foot is up.
    ...foot(
      kick.tip,
      (degOf(kick.knee, kick.tip) - 90) * clamp01((FLOOR_Y - 6 - kick.tip[1]) / 30),
    ),
    {
      type: 'circle',
      center: round(head),
      r: 17,
      fill: COLORS.skin,
      stroke: COLORS.ink,
      strokeWidth: 3,
    },
    ...limb([shoulder, frontElbow, frontFist], 13, hand(frontFist)),
  ]);
}

function holderShapes() {
  const hip = /** @type {Point} */ ([476, 194]);
  const neck = add(hip, [0, -LIMB.torso]);
  const shoulder = add(neck, [0, 8]);
  /** @type {Shape[]} */
  const shapes = [];
  for (const [footX, side] of /** @type {[number, 1 | -1][]} */ ([
    [506, 1],
    [452, 1],
  ])) {
    const leg = joint(hip, [footX, FLOOR_Y - 6], LIMB.thigh, LIMB.shin, side);
    shapes.push(...limb([hip, leg.knee, leg.tip], 16, null), ...foot(leg.tip, 180));
  }
  shapes.push(...limb([hip, neck], 30, null));
  shapes.push({
    type: 'line',
    points: [round(add(hip, [0, -14])), round(add(neck, [0, 16]))],
    color: COLORS.guard,
    width: 30,
  });
  shapes.push({
    type: 'circle',
    center: round(add(neck, [0, -22])),
    r: 17,
    fill: COLORS.skin,
    stroke: COLORS.ink,
    strokeWidth: 3,
  });
  for (const grip of [HANDS.bottom, HANDS.top]) {
    const arm = joint(shoulder, grip, LIMB.upperArm, LIMB.forearm, 1);
    shapes.push(...limb([shoulder, arm.knee, arm.tip], 13, null));
  }
  return shapes;
}

const rotateAbout = (
  /** @type {Point} */ p,
  /** @type {Point} */ pivot,
  /** @type {number} */ deg,
) => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const x = p[0] - pivot[0];
  const y = p[1] - pivot[1];
  return round([pivot[0] + x * c - y * s, pivot[1] + x * s + y * c]);
};

function boardShapes(/** @type {number} */ t) {
  const { x, y, w, h, breakY } = BOARD;
  /** @type {Point[]} */
  const crack = [
    [x + w, breakY - 3],
    [x + w - 4, breakY + 2],
    [x + w - 8, breakY - 4],
    [x + w - 11, breakY + 3],
    [x, breakY - 1],
  ];
  const hands = [hand(HANDS.top), hand(HANDS.bottom)];
  const whole = (/** @type {number} */ alpha) =>
    /** @type {Shape[]} */ ([
      {
        type: 'polygon',
        points: [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
        fill: COLORS.board,
        stroke: COLORS.boardEdge,
        strokeWidth: 3,
        alpha,
      },
      {
        type: 'line',
        points: [
          [x + 5, y + 8],
          [x + 5, y + h - 10],
        ],
        color: COLORS.boardEdge,
        width: 1.5,
        alpha,
      },
    ]);
  if (t < IMPACT_S) return [...whole(1), ...hands];

  const swing = 32 * easeOut((t - IMPACT_S) / 0.25);
  const fade = 1 - clamp01((t - 3.0) / 0.3);
  const top = /** @type {Point[]} */ ([[x, y], [x + w, y], ...crack]).map((p) =>
    rotateAbout(p, HANDS.top, -swing),
  );
  const bottom = /** @type {Point[]} */ ([...crack, [x, y + h], [x + w, y + h]]).map((p) =>
    rotateAbout(p, HANDS.bottom, swing),
  );
  /** @type {Shape[]} */
  const shapes = [];
  if (fade > 0) {
    for (const half of [top, bottom]) {
      shapes.push({
        type: 'polygon',
        points: half,
        fill: COLORS.board,
        stroke: COLORS.boardEdge,
        strokeWidth: 3,
        alpha: fade,
      });
    }
  }
  const renewed = clamp01((t - 3.4) / 0.5);
  if (renewed > 0) shapes.push(...whole(renewed));

  // Splinters fly from the break and fall.
  const since = t - IMPACT_S;
  if (since < 0.8) {
    for (const [vx, vy, spin] of [
      [160, -220, 40],
      [220, -90, -30],
      [130, 60, 60],
      [250, -160, 20],
      [90, -260, -50],
    ]) {
      const cx = x + w / 2 + vx * since;
      const cy = breakY + vy * since + 0.5 * 900 * since * since;
      const end = add([cx, cy], polar(7, spin + since * 500));
      shapes.push({
        type: 'line',
        points: [round([cx, cy]), round(end)],
        color: COLORS.boardEdge,
        width: 3,
        alpha: 1 - since / 0.8,
      });
    }
  }
  // A short burst where the heel lands.
  if (since < 0.3) {
    const grow = easeOut(since / 0.3);
    for (const deg of [-150, -115, -65, 150, 115, 65]) {
      const from = add([x - 2, breakY], polar(18 + 14 * grow, deg));
      const to = add([x - 2, breakY], polar(30 + 26 * grow, deg));
      shapes.push({
        type: 'line',
        points: [round(from), round(to)],
        color: COLORS.burst,
        width: 5,
        alpha: 1 - grow * 0.8,
      });
    }
  }
  return [...shapes, ...hands];
}

/** Everything visible at `t` seconds, back to front. */
export function sceneAt(/** @type {number} */ t) {
  return /** @type {Shape[]} */ ([
    { type: 'rect', x: 0, y: 0, w: SCENE.width, h: SCENE.height, fill: COLORS.background },
    {
      type: 'rect',
      x: 0,
      y: FLOOR_Y,
      w: SCENE.width,
      h: SCENE.height - FLOOR_Y,
      fill: COLORS.floor,
    },
    {
      type: 'line',
      points: [
        [0, FLOOR_Y],
        [SCENE.width, FLOOR_Y],
      ],
      color: COLORS.floorLine,
      width: 3,
    },
    ...holderShapes(),
    ...boardShapes(t),
    ...kickerShapes(t),
  ]);
}

const attrs = (/** @type {Record<string, string | number | undefined>} */ values) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== 1)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
const pointList = (/** @type {Point[]} */ points) => points.map((p) => p.join(',')).join(' ');

/** The scene at one moment as a standalone SVG file with its intrinsic size. */
export function sceneToSvg(/** @type {Shape[]} */ shapes) {
  const body = shapes
    .map((shape) => {
      switch (shape.type) {
        case 'rect':
          return `<rect${attrs({ x: shape.x || undefined, y: shape.y || undefined, width: shape.w, height: shape.h, fill: shape.fill })}/>`;
        case 'circle':
          return `<circle${attrs({ cx: shape.center[0], cy: shape.center[1], r: shape.r, fill: shape.fill, stroke: shape.stroke, 'stroke-width': shape.strokeWidth })}/>`;
        case 'polygon':
          return `<polygon${attrs({ points: pointList(shape.points), fill: shape.fill, stroke: shape.stroke, 'stroke-width': shape.strokeWidth, 'stroke-linejoin': 'round', opacity: shape.alpha })}/>`;
        case 'line':
          return `<polyline${attrs({ points: pointList(shape.points), fill: 'none', stroke: shape.color, 'stroke-width': shape.width, opacity: shape.alpha })}/>`;
      }
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE.width}" height="${SCENE.height}" viewBox="0 0 ${SCENE.width} ${SCENE.height}"><g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`;
}
