import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, mediaUploadResponseSchema } from '../src/contracts/media';
import {
  fiftyMegapixelJpeg,
  hasExif,
  jpegWithGps,
  pngImage,
  svgImage,
  textFile,
  truncatedJpeg,
  webpImage,
} from '../src/testing/test-images';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// POST /api/admin/media through Hosting, as the office's screen sends it: the photo's bytes, one
// per request. The stack keeps the files in a local folder (the media store's local adapter), so
// "nothing stored" is checked there and in Firestore.

const MEDIA_DIR = process.env.MEDIA_LOCAL_DIR ?? join(__dirname, '..', '..', '.tmp', 'media');
let member: Session;
let admin: Session;

/** The files in the local media store, as paths relative to it. */
async function storedPaths(): Promise<string[]> {
  try {
    const entries = await readdir(MEDIA_DIR, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(MEDIA_DIR, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

async function storedFiles(): Promise<number> {
  return (await storedPaths()).length;
}

function upload(bytes: Buffer, session: Session | undefined, contentType = 'image/jpeg') {
  return api('/api/admin/media', {
    method: 'POST',
    headers: { 'content-type': contentType, ...(session ? bearer(session.idToken) : {}) },
    body: new Uint8Array(bytes),
  });
}

async function expectRefused(response: Response, status: number, code: string, before: number) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ success: false, code });
  expect(await storedFiles()).toBe(before);
  expect(await countDocuments('media')).toBe(0);
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [member, admin] = await Promise.all([
    signUp('asha@example.com', 'Lotus-Kick-88'),
    signUpAdmin('office@example.com'),
  ]);
});

describe('POST /api/admin/media', () => {
  it('stores a JPEG with GPS as variants without EXIF, each served as an image', async () => {
    const response = await upload(await jpegWithGps(2000, 1500), admin);
    expect(response.status).toBe(201);
    const { data } = mediaUploadResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ width: 1600, height: 1200 });
    expect(data.url).toBe(`/api/media/${data.id}/1600.jpg`);
    expect(data.variants.map((v) => `${v.width} ${v.type}`)).toEqual([
      '480 image/webp',
      '480 image/jpeg',
      '960 image/webp',
      '960 image/jpeg',
      '1600 image/webp',
      '1600 image/jpeg',
    ]);
    for (const variant of data.variants) {
      const served = await api(variant.url);
      expect(served.status, variant.url).toBe(200);
      expect(served.headers.get('content-type')).toBe(variant.type);
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await hasExif(bytes), variant.url).toBe(false);
      expect((await sharp(bytes).metadata()).width).toBe(variant.width);
    }
    expect(await countDocuments('media')).toBe(1);
  });

  it('keeps only the variants (never the upload with its GPS) and serves nothing else', async () => {
    const { data } = mediaUploadResponseSchema.parse(
      await (await upload(await jpegWithGps(600, 400), admin)).json(),
    );
    // Each stored file has a sidecar with its content type (the local store's stand-in for
    // Cloud Storage's object metadata); apart from those, the upload left its variants only.
    const kept = (await storedPaths()).filter(
      (path) => path.includes(data.id) && !path.endsWith('.type'),
    );
    expect(kept.sort()).toEqual(
      data.variants.map((variant) => `public/${data.id}/${variant.url.split('/').pop()}`).sort(),
    );
    for (const path of [
      `/api/media/${data.id}/original.jpg`,
      `/api/media/${data.id}/..%2F..%2Foriginals%2F${data.id}.jpg`,
      `/api/media/..%2Foriginals/${data.id}.jpg`,
    ]) {
      expect((await api(path)).status, path).toBe(404);
    }
  });

  it('judges the type by the bytes: a PNG sent as a .jpg is a PNG, a WebP is taken', async () => {
    const png = await upload(await pngImage(), admin, 'image/jpeg');
    expect(png.status).toBe(201);
    const { data } = mediaUploadResponseSchema.parse(await png.json());
    expect(data).toMatchObject({ width: 800, height: 600 });
    expect((await upload(await webpImage(), admin, 'image/webp')).status).toBe(201);
  });

  it('refuses an SVG and a text file named .jpg with 415, storing nothing', async () => {
    const before = await storedFiles();
    await expectRefused(
      await upload(svgImage, admin, 'image/svg+xml'),
      415,
      'media/unsupported-type',
      before,
    );
    await expectRefused(await upload(textFile, admin), 415, 'media/unsupported-type', before);
  });

  it('refuses a truncated JPEG (422) and a 50-megapixel photo (413), storing nothing', async () => {
    const before = await storedFiles();
    await expectRefused(
      await upload(await truncatedJpeg(), admin),
      422,
      'media/unreadable',
      before,
    );
    await expectRefused(
      await upload(await fiftyMegapixelJpeg(), admin),
      413,
      'media/too-many-pixels',
      before,
    );
  });

  it('refuses a file over the limit with 413, storing nothing', async () => {
    const before = await storedFiles();
    const jpeg = await jpegWithGps(100, 100);
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(MEDIA_MAX_BYTES + 1 - jpeg.length)]);
    await expectRefused(await upload(tooBig, admin), 413, 'request/payload-too-large', before);
  });

  it('answers an empty body with 400', async () => {
    await expectRefused(
      await upload(Buffer.alloc(0), admin),
      400,
      'media/empty',
      await storedFiles(),
    );
  });

  it('is for the office only: 401 signed out, 403 for a member, nothing stored', async () => {
    const before = await storedFiles();
    const photo = await jpegWithGps(300, 200);
    await expectRefused(await upload(photo, undefined), 401, 'auth/not-signed-in', before);
    await expectRefused(await upload(photo, member), 403, 'auth/forbidden', before);
  });

  it('answers an unknown picture with 404', async () => {
    expect((await api('/api/media/abcdefghijklmnopqrst/480.webp')).status).toBe(404);
    expect((await api('/api/media/abcdefghijklmnopqrst/480.gif')).status).toBe(404);
  });
});
