import { z } from 'zod';
import { apiItemResponseSchema, apiListResponseSchema } from './api-envelope';
import { galleryCategorySchema } from './enums';
import { mediaVariantSchema } from './media';

// Gallery items as data: GET /api/gallery lists the public ones; the office creates, edits and
// deletes them (POST /api/admin/gallery, PUT and DELETE /api/admin/gallery/{id}). Each text has a
// Marathi twin; an empty twin means the Marathi page shows the English text.

export const galleryMessages = {
  titleRequired: 'Give the picture a title',
  tooLong: (max: number) => `At most ${max} characters`,
  mediaUrlInvalid: 'Must be a picture uploaded here, a path on this site or an https address',
  thumbnailRequired: 'A video needs a still picture to show before it plays',
  sizeInvalid: 'Must be a whole number of pixels from 1 to 20000',
  tagInvalid: 'Each tag is 1 to 40 characters',
  tooManyTags: 'At most 12 tags',
  created: 'Picture added to the gallery.',
  updated: 'Picture saved.',
  deleted: 'Picture removed from the gallery.',
  notFound: 'No such picture in the gallery.',
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: galleryMessages.tooLong(max) });

/** A path on this site (`/api/media/…`, `/images/…`) or an https address; never `//host`. */
const mediaAddress = z
  .string()
  .trim()
  .max(500, { error: galleryMessages.mediaUrlInvalid })
  .refine((value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value), {
    error: galleryMessages.mediaUrlInvalid,
  });

const pixels = z
  .number({ error: galleryMessages.sizeInvalid })
  .int({ error: galleryMessages.sizeInvalid })
  .min(1, { error: galleryMessages.sizeInvalid })
  .max(20_000, { error: galleryMessages.sizeInvalid });

/** What the office sends for one item; the form parses with it, the server parses again. */
export const galleryItemInputSchema = z
  .object({
    title: text(120).min(1, { error: galleryMessages.titleRequired }),
    titleMr: text(120).default(''),
    description: text(1000).default(''),
    descriptionMr: text(1000).default(''),
    /** What the picture shows, for people who cannot see it; empty → the title is used. */
    alt: text(300).default(''),
    altMr: text(300).default(''),
    mediaType: z.enum(['image', 'video']).default('image'),
    mediaUrl: mediaAddress,
    thumbnailUrl: mediaAddress.optional(),
    width: pixels,
    height: pixels,
    /** The uploaded picture's sizes, for srcset; empty for pictures that are files of the site. */
    variants: z.array(mediaVariantSchema).max(12).default([]),
    category: galleryCategorySchema,
    tags: z
      .array(
        z.string().trim().min(1, { error: galleryMessages.tagInvalid }).max(40, {
          error: galleryMessages.tagInvalid,
        }),
      )
      .max(12, { error: galleryMessages.tooManyTags })
      .default([]),
    tagsMr: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: galleryMessages.tagInvalid })
          .max(40, { error: galleryMessages.tagInvalid }),
      )
      .max(12, { error: galleryMessages.tooManyTags })
      .default([]),
    isPublic: z.boolean().default(true),
  })
  .refine((item) => item.mediaType === 'image' || item.thumbnailUrl !== undefined, {
    path: ['thumbnailUrl'],
    error: galleryMessages.thumbnailRequired,
  });
export type GalleryItemInput = z.input<typeof galleryItemInputSchema>;
export type GalleryItemData = z.output<typeof galleryItemInputSchema>;

/** One item as the API answers it; `uploadedAt` is the day it was added, 'YYYY-MM-DD'. */
export const galleryItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleMr: z.string(),
  description: z.string(),
  descriptionMr: z.string(),
  alt: z.string(),
  altMr: z.string(),
  mediaType: z.enum(['image', 'video']),
  mediaUrl: z.string(),
  thumbnailUrl: z.string().optional(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(mediaVariantSchema),
  category: galleryCategorySchema,
  tags: z.array(z.string()),
  tagsMr: z.array(z.string()),
  isPublic: z.boolean(),
  uploadedAt: z.string(),
});
export type ApiGalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryListResponseSchema = apiListResponseSchema(galleryItemSchema);
export type GalleryListResponse = z.infer<typeof galleryListResponseSchema>;

export const gallerySavedResponseSchema = apiItemResponseSchema(galleryItemSchema).extend({
  message: z.string(),
});
export type GallerySavedResponse = z.infer<typeof gallerySavedResponseSchema>;
