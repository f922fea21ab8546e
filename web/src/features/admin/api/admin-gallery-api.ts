import { apiMessageResponseSchema } from '@contracts/api-envelope';
import {
  galleryListResponseSchema,
  gallerySavedResponseSchema,
  type ApiGalleryItem,
  type GalleryItemInput,
} from '@contracts/gallery';
import { del, get, post, put } from '@/lib/api-client';

// The office's gallery calls. Reads are fresh: the office must see a change it just made.

const path = (id: string) => `/admin/gallery/${encodeURIComponent(id)}`;

/** Every item, hidden ones included, newest first. */
export async function fetchAdminGallery(signal?: AbortSignal): Promise<ApiGalleryItem[]> {
  return (await get('/admin/gallery', { schema: galleryListResponseSchema, signal, fresh: true }))
    .data;
}

export async function createGalleryItem(input: GalleryItemInput): Promise<ApiGalleryItem> {
  return (await post('/admin/gallery', input, { schema: gallerySavedResponseSchema })).data;
}

export async function updateGalleryItem(
  id: string,
  input: GalleryItemInput,
): Promise<ApiGalleryItem> {
  return (await put(path(id), input, { schema: gallerySavedResponseSchema })).data;
}

export async function deleteGalleryItem(id: string): Promise<void> {
  await del(path(id), { schema: apiMessageResponseSchema });
}
