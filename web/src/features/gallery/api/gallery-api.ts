import { galleryListResponseSchema, type ApiGalleryItem } from '@contracts/gallery';
import { get } from '@/lib/api-client';

/** GET /api/gallery: the public items, newest first; the same for every visitor. */
export async function fetchGallery(signal?: AbortSignal): Promise<ApiGalleryItem[]> {
  return (await get('/gallery', { schema: galleryListResponseSchema, signal, anonymous: true }))
    .data;
}
