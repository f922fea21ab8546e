import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import {
  fiftyMegapixelJpeg,
  hasExif,
  jpegWithGps,
  pngImage,
  svgImage,
  textFile,
  truncatedJpeg,
  webpImage,
} from '../testing/test-images';
import { imageTypeOf } from './image-signature';
import { processImage, variantWidths } from './process-image';

describe('the type of an upload', () => {
  it('is read from the bytes, whatever the file was called', async () => {
    expect(imageTypeOf(await jpegWithGps(40, 30))).toBe('image/jpeg');
    expect(imageTypeOf(await pngImage(40, 30))).toBe('image/png');
    expect(imageTypeOf(await webpImage(40, 30))).toBe('image/webp');
  });

  it('is none for an SVG, a text file or nothing', () => {
    expect(imageTypeOf(svgImage)).toBeUndefined();
    expect(imageTypeOf(textFile)).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('processing a photo', () => {
  it('makes each width in WebP and JPEG, never wider than the photo', () => {
    expect(variantWidths(2000)).toEqual([480, 960, 1600]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('removes EXIF and GPS from every variant and keeps the shape', async () => {
    const original = await jpegWithGps(2000, 1500);
    expect(await hasExif(original)).toBe(true);
    const image = await processImage(original);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect(image.variants.map((v) => `${v.width}:${v.type}`)).toEqual([
      '480:image/webp',
      '480:image/jpeg',
      '960:image/webp',
      '960:image/jpeg',
      '1600:image/webp',
      '1600:image/jpeg',
    ]);
    for (const variant of image.variants) {
      expect(await hasExif(variant.bytes)).toBe(false);
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.type === 'image/webp' ? 'webp' : 'jpeg');
      expect(meta.width).toBe(variant.width);
    }
  });

  it('refuses a 50-megapixel photo (413) and a truncated one (422)', async () => {
    await expect(processImage(await fiftyMegapixelJpeg())).rejects.toMatchObject({
      status: 413,
      code: 'media/too-many-pixels',
    });
    const refused = processImage(await truncatedJpeg());
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 422, code: 'media/unreadable' });
  });
});
