// @ts-check
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadPageRegistry } from '../lib/page-registry.mjs';
import { drawShareImage, shareImagePng } from './share-image.mjs';
import { hasPictogram } from './share-pictograms.mjs';

describe('share images', () => {
  it('are 1200×630 PNGs under 60 KB', () => {
    for (const name of ['home', 'no-such-page']) {
      const png = shareImagePng(name);
      expect(png.readUInt32BE(16), name).toBe(1200);
      expect(png.readUInt32BE(20), name).toBe(630);
      expect(png.length, name).toBeLessThan(60 * 1024);
      const idat = png.subarray(41, 41 + png.readUInt32BE(33));
      expect(inflateSync(idat).length).toBe((1200 * 4 + 1) * 630);
    }
  });

  it('differ from page to page, so every preview shows what its page is about', () => {
    const programs = drawShareImage('programs').rgba;
    const events = drawShareImage('events').rgba;
    expect(Buffer.compare(Buffer.from(programs), Buffer.from(events))).not.toBe(0);
  });

  it('have a pictogram for every public page of the registry', async () => {
    const { pageRegistry } = await loadPageRegistry();
    const publicPages = Object.values(pageRegistry).filter(
      (page) => page.access === 'public' && page.path !== '*',
    );
    expect(publicPages.filter((page) => !hasPictogram(page.module))).toEqual([]);
  });
});
