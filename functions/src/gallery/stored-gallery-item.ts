import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { galleryItemSchema, type ApiGalleryItem, type GalleryItemData } from '../contracts/gallery';
import { isoDateSchema } from '../contracts/formats';

/**
 * `gallery/{id}` as stored: the item's fields as the office sent them, flat (no nested maps, so
 * the embedded emulator can query them), and who added and last changed it.
 */
export const storedGalleryItemSchema = galleryItemSchema.omit({ _id: true }).extend({
  uploadedAt: isoDateSchema,
  createdAt: z.instanceof(Timestamp).optional(),
  updatedAt: z.instanceof(Timestamp).optional(),
  createdBy: z.string().optional(),
  updatedBy: z.string().optional(),
});
export type StoredGalleryItem = z.infer<typeof storedGalleryItemSchema>;

export function toApiGalleryItem(id: string, item: StoredGalleryItem): ApiGalleryItem {
  return {
    _id: id,
    title: item.title,
    titleMr: item.titleMr,
    description: item.description,
    descriptionMr: item.descriptionMr,
    alt: item.alt,
    altMr: item.altMr,
    mediaType: item.mediaType,
    mediaUrl: item.mediaUrl,
    ...(item.thumbnailUrl === undefined ? {} : { thumbnailUrl: item.thumbnailUrl }),
    width: item.width,
    height: item.height,
    variants: item.variants,
    category: item.category,
    tags: item.tags,
    tagsMr: item.tagsMr,
    isPublic: item.isPublic,
    uploadedAt: item.uploadedAt,
  };
}

/** The complete document for `input` (every field written: the emulator's set() keeps old ones). */
export function storedGalleryItemFrom(
  input: GalleryItemData,
  written: { uid: string; at: Timestamp; uploadedAt: string },
): StoredGalleryItem {
  const { thumbnailUrl, ...rest } = input;
  return {
    ...rest,
    ...(thumbnailUrl === undefined ? {} : { thumbnailUrl }),
    uploadedAt: written.uploadedAt,
    updatedAt: written.at,
    updatedBy: written.uid,
  };
}
