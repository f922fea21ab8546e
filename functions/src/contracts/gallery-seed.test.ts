import { describe, expect, it } from 'vitest';
import type { ApiGalleryItem } from './gallery';
import { GALLERY_SEED_ID, gallerySeed, gallerySeedHtml, parseGallerySeed } from './gallery-seed';

const item = (id: string, title: string, isPublic = true): ApiGalleryItem => ({
  _id: id,
  title,
  titleMr: 'विजेते',
  description: '',
  descriptionMr: '',
  alt: '',
  altMr: '',
  mediaType: 'image',
  mediaUrl: `/api/media/${id}.jpg`,
  width: 1600,
  height: 1200,
  variants: [{ width: 480, url: `/api/media/${id}-480.webp`, type: 'image/webp' }],
  category: 'tournament',
  tags: [],
  tagsMr: [],
  isPublic,
  uploadedAt: '2026-11-01',
});

const blockText = (html: string) =>
  new RegExp(`^<script type="application/json" id="${GALLERY_SEED_ID}">(.*)</script>$`).exec(
    html,
  )?.[1];

describe('the gallery data block', () => {
  it('keeps only public items, and reads back as it was written', () => {
    const seed = gallerySeed([item('a', 'Podium'), item('b', 'Office only', false)]);
    expect(seed.items.map((entry) => entry._id)).toEqual(['a']);
    expect(parseGallerySeed(blockText(gallerySeedHtml(seed)))).toEqual(seed);
  });

  it('refuses to write a hidden item, whatever it is handed', () => {
    const hidden = { items: [{ ...item('b', 'Office only'), isPublic: false }] };
    expect(() => gallerySeedHtml(hidden as never)).toThrow();
  });

  it('keeps markup in a title from closing the block', () => {
    const html = gallerySeedHtml(gallerySeed([item('a', '</script><script>alert(1)</script>')]));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(parseGallerySeed(blockText(html))?.items[0]?.title).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('reads nothing from a missing, broken or foreign block', () => {
    for (const text of [undefined, '', '{', '[]', '{"items":[{"title":"x"}]}']) {
      expect(parseGallerySeed(text)).toBeNull();
    }
  });
});
