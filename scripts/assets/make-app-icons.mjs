// @ts-check
// Makes the app icons of the web app manifest (and the Apple touch icon), once; the PNGs are
// committed in web/public/icons/. They are the emblem (scripts/assets/emblem-raster.mjs) drawn in
// Node and written by scripts/assets/png.mjs: no image library, nothing from outside the project.
//
//   node scripts/assets/make-app-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rootDir } from '../lib/config.mjs';
import { COLORS, rasterizeEmblem } from './emblem-raster.mjs';
import { encodePng } from './png.mjs';

const ICON_DIR = join(rootDir, 'web', 'public', 'icons');

// A maskable icon may be cropped to any shape inside its central circle of 80 % diameter: the
// emblem sits within it on a full-bleed maroon square. Apple's icon gets no transparency (it would
// show black), so it is the emblem slightly inset on maroon as well.
const ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, emblemScale: 0.8, background: COLORS.maroon },
  { file: 'apple-touch-icon-180.png', size: 180, emblemScale: 0.9, background: COLORS.maroon },
];

mkdirSync(ICON_DIR, { recursive: true });
for (const { file, size, ...options } of ICONS) {
  const png = encodePng({ width: size, height: size, rgba: rasterizeEmblem(size, options) });
  writeFileSync(join(ICON_DIR, file), png);
  console.log(`${relative(rootDir, join(ICON_DIR, file))}: ${size}×${size}, ${png.length} bytes`);
}
