// Reading a QR code from a picture, in the browser: the platform's BarcodeDetector where it has
// one (Android Chrome, Safari), else jsQR, loaded only when the first picture needs it (it is
// about 45 KB gzipped, too much for a page most visitors only type a number on).

/** The part of the platform's BarcodeDetector this module uses (not yet in TypeScript's DOM types). */
interface PlatformBarcodeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): PlatformBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

let platformDetector: Promise<PlatformBarcodeDetector | null> | null = null;

/** The platform's QR detector, or null where there is none (desktop Chromium on Linux, Firefox). */
function detector(): Promise<PlatformBarcodeDetector | null> {
  platformDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const formats = await Detector.getSupportedFormats();
      return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return platformDetector;
}

/** Reads a QR code from raw pixels with jsQR; null when there is none. */
export async function decodePixels(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The largest side a picture is scaled down to before jsQR reads it: phone photos are 12 MP. */
const MAX_SIDE = 1200;

/** Draws a picture (a frame of the camera, a photo) and reads its pixels, scaled down. */
function pixelsOf(source: CanvasImageSource, width: number, height: number) {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  return { data: context.getImageData(0, 0, w, h).data, w, h };
}

/** The text of the QR code in a picture; null when none can be read. */
export async function decodeQr(
  source: HTMLVideoElement | ImageBitmap | HTMLImageElement,
  width: number,
  height: number,
): Promise<string | null> {
  const platform = await detector();
  if (platform) {
    try {
      // The platform's answer stands, code or none: jsQR would only repeat the work, slower.
      return (await platform.detect(source))[0]?.rawValue ?? null;
    } catch {
      // A detector that fails on this picture: jsQR below still gets its chance.
    }
  }
  const pixels = pixelsOf(source, width, height);
  return pixels ? decodePixels(pixels.data, pixels.w, pixels.h) : null;
}

/** The QR code in a photo the visitor chose; null when the file is not a readable picture. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return await decodeQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
