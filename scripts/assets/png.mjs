// @ts-check
// A PNG encoder for the build's generated images (share images): 8-bit RGBA in, a valid PNG out,
// with nothing but node:zlib.
import { deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The CRC-32 table of the PNG specification (polynomial 0xEDB88320). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Uint8Array} bytes */
export function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Uint8Array} data */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The byte filters None, Sub and Up predict for a position from its left and top neighbours. */
const predictors = [
  () => 0,
  (/** @type {number} */ left) => left,
  (/** @type {number} */ _left, /** @type {number} */ top) => top,
];

/**
 * The scanlines, each with the filter byte `filter` and its bytes under that filter.
 * @param {Uint8Array} rgba @param {number} width @param {number} height @param {number} filter
 */
export function filterRows(rgba, width, height, filter) {
  const predict = predictors[filter];
  if (!predict) throw new Error(`No PNG filter ${filter}`);
  const stride = width * 4;
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const offset = y * (stride + 1);
    out[offset] = filter;
    for (let i = 0; i < stride; i += 1) {
      const at = y * stride + i;
      const left = i >= 4 ? (rgba[at - 4] ?? 0) : 0;
      const top = y > 0 ? (rgba[at - stride] ?? 0) : 0;
      out[offset + 1 + i] = ((rgba[at] ?? 0) - predict(left, top)) & 0xff;
    }
  }
  return out;
}

/**
 * @param {{ width: number, height: number, rgba: Uint8Array }} image 8-bit RGBA, row by row
 * @returns {Buffer}
 */
export function encodePng({ width, height, rgba }) {
  if (rgba.length !== width * height * 4)
    throw new Error(`Expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  // The whole image unfiltered and under Up, the smaller kept: flat drawings pack best unfiltered,
  // as repeats of the same pixels; smooth gradients best under Up. (Sub, Average and Paeth never
  // won on the share images, and each try costs a deflate.)
  const smallest = [0, 2]
    .map((filter) => deflateSync(filterRows(rgba, width, height, filter), { level: 9 }))
    .reduce((best, next) => (next.length < best.length ? next : best));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // Bytes 10-12: deflate compression, adaptive filtering, no interlace — all 0.
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', smallest),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
