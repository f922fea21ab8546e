import type { ApiListResponse } from '../contracts/api-envelope';
import {
  galleryMessages,
  type ApiGalleryItem,
  type GallerySavedResponse,
} from '../contracts/gallery';
import { createGalleryItem, deleteGalleryItem, updateGalleryItem } from '../gallery/gallery-writes';
import { listAllGalleryItems, listPublicGalleryItems } from '../gallery/gallery-repository';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

const list = (items: ApiGalleryItem[]): ApiListResponse<ApiGalleryItem> => ({
  success: true,
  count: items.length,
  data: items,
});

// The gallery: visitors read the public items (cached like the events list); the office reads
// all of them and writes, admin claim only, body parsed before anything is read.
export const galleryRoutes: RouteDefinition[] = [
  route('listGallery', async () => ({
    body: list(await listPublicGalleryItems()),
    cache: 'public',
  })),
  route('adminGallery', async () => ({ body: list(await listAllGalleryItems()) })),
  route('createGalleryItem', async ({ caller, input }) => {
    const body: GallerySavedResponse = {
      success: true,
      message: galleryMessages.created,
      data: await createGalleryItem(input.body, caller),
    };
    return { status: 201, body };
  }),
  route('updateGalleryItem', async ({ caller, params, input }) => {
    const body: GallerySavedResponse = {
      success: true,
      message: galleryMessages.updated,
      data: await updateGalleryItem(params.id ?? '', input.body, caller),
    };
    return { body };
  }),
  route('deleteGalleryItem', async ({ caller, params }) => {
    await deleteGalleryItem(params.id ?? '', caller);
    return { body: { success: true, message: galleryMessages.deleted } };
  }),
];
