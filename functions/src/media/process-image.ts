import sharp from 'sharp';
import { MEDIA_MAX_PIXELS, MEDIA_VARIANT_WIDTHS, mediaMessages } from '../contracts/media';
import { HttpError } from '../http/http-error';

// Turns an accepted upload into the pictures the site serves: turned upright, at most three
// widths, each as WebP and as JPEG. sharp writes no metadata unless asked to, so EXIF (camera,
// time, GPS position) never reaches a served file: children's photos must not say where they live.

export interface ProcessedVariant {
  width: number;
  height: number;
  type: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Upright size of the largest variant. */
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

// libvips keeps decoded images for reuse; a function handles one photo at a time, so that cache
// would only hold memory the next request needs.
sharp.cache(false);

const tooManyPixels = () =>
  new HttpError(413, 'media/too-many-pixels', mediaMessages.tooManyPixels);
const unreadable = () => new HttpError(422, 'media/unreadable', mediaMessages.unreadable);

/** The widths to make for a picture `width` pixels wide: never wider than the picture itself. */
export function variantWidths(width: number): number[] {
  const smaller = MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  const widest = Math.min(width, MEDIA_VARIANT_WIDTHS[MEDIA_VARIANT_WIDTHS.length - 1] ?? width);
  return [...new Set([...smaller, widest])];
}

async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height, autoOrient } = await sharp(bytes).metadata();
    if (width * height > MEDIA_MAX_PIXELS) throw tooManyPixels();
    return autoOrient;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const upright = await uprightSize(bytes);
  // failOn 'warning' refuses a truncated or damaged file instead of serving half a picture.
  const source = () =>
    sharp(bytes, {
      failOn: 'warning',
      limitInputPixels: MEDIA_MAX_PIXELS,
      animated: false,
    }).autoOrient();
  try {
    const variants: ProcessedVariant[] = [];
    for (const width of variantWidths(upright.width)) {
      const webp = await source().resize({ width }).webp({ quality: 78 }).toBuffer({
        resolveWithObject: true,
      });
      variants.push({ width, height: webp.info.height, type: 'image/webp', bytes: webp.data });
      const jpeg = await source()
        .resize({ width })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer({
          resolveWithObject: true,
        });
      variants.push({ width, height: jpeg.info.height, type: 'image/jpeg', bytes: jpeg.data });
    }
    const largest = variants[variants.length - 1];
    if (!largest) throw unreadable();
    return { width: largest.width, height: largest.height, variants };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
}
