// @ts-check
// A minimal PNG writer: 8-bit RGBA, no interlacing, one IDAT chunk compressed with node:zlib. It
// is enough for images the project draws itself (app icons, share images) without an image
// library. https://www.w3.org/TR/png-3/ is the format.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;
const BIT_DEPTH = 8;

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * The PNG file of an image given as rows of RGBA bytes, top row first (4 bytes a pixel, alpha not
 * premultiplied): what a canvas's ImageData holds.
 * @param {number} width
 * @param {number} height
 * @param {Uint8Array} rgba width × height × 4 bytes
 * @returns {Buffer}
 */
export function encodePng(width, height, rgba) {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`PNG size must be whole positive numbers, not ${width}×${height}`);
  }
  const rowBytes = width * 4;
  if (rgba.length !== rowBytes * height) {
    throw new RangeError(
      `${width}×${height} RGBA needs ${rowBytes * height} bytes, not ${rgba.length}`,
    );
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(RGBA, 9);
  // Bytes 10-12: deflate compression, adaptive filtering, no interlace (all 0).

  // Each row starts with its filter type; "Up" (2) suits flat drawn artwork well and is simple.
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1);
    raw[out] = 2;
    for (let x = 0; x < rowBytes; x++) {
      const here = rgba[y * rowBytes + x] ?? 0;
      const above = y === 0 ? 0 : (rgba[(y - 1) * rowBytes + x] ?? 0);
      raw[out + 1 + x] = (here - above) & 0xff;
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
