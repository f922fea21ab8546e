import { describe, expect, it } from 'vitest';
import type { ApiGalleryItem } from '@contracts/gallery';
import { toGalleryItem } from '@/features/gallery/lib/from-api';

const uploaded: ApiGalleryItem = {
  _id: 'a1',
  title: 'New black belts',
  titleMr: 'नवे ब्लॅक बेल्ट',
  description: 'Six students',
  descriptionMr: '',
  alt: '',
  altMr: '',
  mediaType: 'image',
  mediaUrl: '/api/media/a1/960.jpg',
  width: 960,
  height: 720,
  variants: [
    { width: 480, url: '/api/media/a1/480.webp', type: 'image/webp' },
    { width: 480, url: '/api/media/a1/480.jpg', type: 'image/jpeg' },
    { width: 960, url: '/api/media/a1/960.webp', type: 'image/webp' },
    { width: 960, url: '/api/media/a1/960.jpg', type: 'image/jpeg' },
  ],
  category: 'belt-ceremony',
  tags: ['black belt'],
  tagsMr: [],
  isPublic: true,
  uploadedAt: '2026-11-28',
};

describe('an item from the API', () => {
  it('offers its sizes as WebP and JPEG srcsets', () => {
    expect(toGalleryItem(uploaded, 'en').sources).toEqual({
      webp: '/api/media/a1/480.webp 480w, /api/media/a1/960.webp 960w',
      jpeg: '/api/media/a1/480.jpg 480w, /api/media/a1/960.jpg 960w',
    });
    expect(toGalleryItem({ ...uploaded, variants: [] }, 'en').sources).toBeUndefined();
  });

  it('speaks Marathi where the office wrote it, English where it did not', () => {
    const marathi = toGalleryItem(uploaded, 'mr');
    expect(marathi).toMatchObject({
      title: 'नवे ब्लॅक बेल्ट',
      description: 'Six students',
      tags: ['black belt'],
      alt: 'नवे ब्लॅक बेल्ट',
    });
    expect(toGalleryItem(uploaded, 'en')).toMatchObject({ title: 'New black belts', width: 960 });
  });
});
