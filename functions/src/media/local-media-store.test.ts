import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { readVariant } from './serve-media';

let root: string;
let store: MediaStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'media-'));
  store = localMediaStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the local media store', () => {
  it('keeps a file with its type, and removes it', async () => {
    const file = { bytes: Buffer.from('webp bytes'), contentType: 'image/webp' };
    await store.save('public/abc/480.webp', file);
    expect(await store.read('public/abc/480.webp')).toEqual(file);
    await store.remove(['public/abc/480.webp', 'public/abc/missing.jpg']);
    expect(await store.read('public/abc/480.webp')).toBeUndefined();
  });

  it('refuses a path that would leave its folder', async () => {
    await expect(store.read('../outside')).rejects.toThrow(/outside the store/);
  });
});

describe('serving a variant', () => {
  it('serves public variants only, with the type their name says', async () => {
    await store.save('public/abc/480.webp', { bytes: Buffer.from('x'), contentType: 'text/html' });
    await store.save('originals/abc.jpg', { bytes: Buffer.from('y'), contentType: 'image/jpeg' });
    expect(await readVariant(store, 'abc', '480.webp')).toMatchObject({
      contentType: 'image/webp',
    });
    for (const [id, file] of [
      ['abc', '480.png'],
      ['abc', 'original.jpg'],
      ['..', 'originals/abc.jpg'],
      ['a/b', '480.webp'],
      ['abc', '960.webp'],
    ] as const) {
      await expect(readVariant(store, id, file), `${id}/${file}`).rejects.toMatchObject({
        status: 404,
      });
    }
  });
});
