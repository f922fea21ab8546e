import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { mediaUploadTypes, mediaVariantSchema, type UploadedMedia } from '../contracts/media';

/**
 * `media/{id}`: one uploaded picture. The files themselves are in the media store; this record
 * says which exist, so the served URLs can be found and removed. The upload as it arrived is not
 * kept (it carries the camera's metadata, GPS included).
 */
export const storedMediaSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(mediaVariantSchema),
  /** The upload's type, judged by its bytes. */
  uploadedType: z.enum(mediaUploadTypes),
  bytes: z.number().int().nonnegative(),
  createdAt: z.instanceof(Timestamp),
  createdBy: z.string(),
});
export type StoredMedia = z.infer<typeof storedMediaSchema>;

export function toUploadedMedia(id: string, media: StoredMedia): UploadedMedia {
  const jpegs = media.variants.filter((variant) => variant.type === 'image/jpeg');
  const url = jpegs[jpegs.length - 1]?.url ?? media.variants[0]?.url ?? '';
  return { id, url, width: media.width, height: media.height, variants: media.variants };
}
