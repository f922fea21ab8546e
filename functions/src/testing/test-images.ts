import sharp from 'sharp';

// Pictures made on the spot for the upload tests (never downloaded): a camera-like JPEG that
// carries its GPS position, and the files an upload must refuse.

/** A JPEG with camera EXIF and a GPS position (Pune), as a phone would write it. */
export function jpegWithGps(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b5332e' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 24/1',
      },
    })
    .toBuffer();
}

export function pngImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#1f6feb80' } })
    .png()
    .toBuffer();
}

export function webpImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .webp()
    .toBuffer();
}

/** 8200 × 6150: about 50 megapixels, in a small file (one colour compresses to almost nothing). */
export function fiftyMegapixelJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 8200, height: 6150, channels: 3, background: '#777777' } })
    .jpeg({ quality: 50 })
    .toBuffer();
}

/** The first two thirds of a real JPEG: the start looks right, the picture stops half way. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor((whole.length * 2) / 3));
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export const textFile = Buffer.from('This is a text file with a .jpg name.\n');

/** True when the picture carries any EXIF block at all. */
export async function hasExif(bytes: Buffer): Promise<boolean> {
  return (await sharp(bytes).metadata()).exif !== undefined;
}
