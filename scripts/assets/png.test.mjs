// @ts-check
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng, filterRows, PNG_SIGNATURE } from './png.mjs';

/** @param {Buffer} png */
function chunks(png) {
  const found = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    found.push({
      type,
      data,
      crc,
      crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)),
    });
    offset += 12 + length;
  }
  return found;
}

/** Undoes the None, Sub and Up filters: the decoder's half of the format. */
function unfilter(
  /** @type {Buffer} */ raw,
  /** @type {number} */ width,
  /** @type {number} */ height,
) {
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const left = i >= 4 ? (rgba[y * stride + i - 4] ?? 0) : 0;
      const up = y > 0 ? (rgba[(y - 1) * stride + i] ?? 0) : 0;
      const predictor = filter === 1 ? left : filter === 2 ? up : 0;
      expect([0, 1, 2]).toContain(filter);
      rgba[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return rgba;
}

/** A 7×5 picture with a gradient, a flat area and random-ish noise, to exercise every filter. */
function sample() {
  const width = 7;
  const height = 5;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < rgba.length; i += 1)
    rgba[i] = i % 4 === 3 ? 255 : (i * 37 + (i >> 5) * 11) % 256;
  rgba.fill(200, 0, width * 4);
  return { width, height, rgba };
}

describe('crc32', () => {
  it('gives the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  const image = sample();
  const png = encodePng(image);

  it('starts with the PNG signature and has IHDR, IDAT and IEND with valid CRCs', () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const found = chunks(png);
    expect(found.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(found.every((c) => c.crcOk)).toBe(true);
  });

  it('declares the size and 8-bit RGBA in IHDR', () => {
    const ihdr = chunks(png)[0]?.data ?? Buffer.alloc(0);
    expect(ihdr.length).toBe(13);
    expect(ihdr.readUInt32BE(0)).toBe(7);
    expect(ihdr.readUInt32BE(4)).toBe(5);
    expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  });

  it('decodes back to the same pixels', () => {
    const idat = chunks(png).find((c) => c.type === 'IDAT')?.data ?? Buffer.alloc(0);
    const raw = inflateSync(idat);
    expect(raw.length).toBe((7 * 4 + 1) * 5);
    expect(unfilter(raw, 7, 5)).toEqual(image.rgba);
  });

  it.each([0, 1, 2])('undoes filter %i exactly', (filter) => {
    expect(unfilter(filterRows(image.rgba, 7, 5, filter), 7, 5)).toEqual(image.rgba);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, rgba: new Uint8Array(15) })).toThrow(/16 RGBA/);
  });
});
