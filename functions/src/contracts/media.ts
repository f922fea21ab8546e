import { z } from 'zod';
import { apiItemResponseSchema } from './api-envelope';

// The office's picture uploads: POST /api/admin/media takes the bytes of one photo and answers
// with the sizes the pages can show. Shared by the upload screen (which checks the size before
// sending) and the server (which checks everything again).

/** The largest upload: a phone photo is 2–8 MB; anything bigger is a scan or a mistake. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels a photo may have: 25 megapixels (6000 × 4000, a DSLR's full size). Decoding is
 * done in the API function's memory, and a 50-megapixel picture would need more than it has.
 */
export const MEDIA_MAX_PIXELS = 25_000_000;

/** What the server accepts, judged by the bytes; the browser's picker offers the same. */
export const mediaUploadTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MediaUploadType = (typeof mediaUploadTypes)[number];

/** Widths of the variants: a phone (360–480 CSS px at 1–2×), a tablet or laptop, a wide screen. */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The formats every variant is written in: WebP for nearly every browser, JPEG for the rest. */
export const mediaVariantTypes = ['image/webp', 'image/jpeg'] as const;

export const mediaVariantSchema = z.object({
  width: z.number().int().positive(),
  url: z.string(),
  type: z.enum(mediaVariantTypes),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/**
 * One uploaded picture: `url` is its largest JPEG (shown where nothing else is understood),
 * `width` × `height` its shape, upright, so a page keeps the space before it loads.
 */
export const uploadedMediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(mediaVariantSchema),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

export const mediaUploadResponseSchema = apiItemResponseSchema(uploadedMediaSchema);
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

/** The address of one served variant, as the upload answers it: /api/media/<id>/<width>.<ext>. */
export const uploadedPicturePathSchema = z
  .string()
  .regex(/^\/api\/media\/[A-Za-z0-9]{1,40}\/\d{1,5}\.(webp|jpg)$/);

export const mediaMessages = {
  unsupportedType: 'Only JPEG, PNG and WebP photos can be uploaded.',
  tooLarge: `A photo may be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `A photo may have at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels; save it smaller and try again.`,
  unreadable: 'This photo could not be read; the file may be damaged or incomplete.',
  empty: 'No photo was sent.',
  notFound: 'No such picture.',
} as const;
