import { toFieldErrors } from '@contracts/field-errors';
import {
  galleryItemInputSchema,
  type ApiGalleryItem,
  type GalleryItemInput,
} from '@contracts/gallery';
import type { GalleryCategory } from '@contracts/enums';
import type { UploadedMedia } from '@contracts/media';

// The gallery form's values: what the inputs hold (tags as one comma-separated line), and the
// picture they describe, which the form does not change.

export interface GalleryPicture {
  mediaType: 'image' | 'video';
  mediaUrl: string;
  thumbnailUrl?: string;
  width: number;
  height: number;
  variants: GalleryItemInput['variants'];
}

export interface GalleryFormValues {
  title: string;
  titleMr: string;
  description: string;
  descriptionMr: string;
  alt: string;
  altMr: string;
  category: GalleryCategory;
  tags: string;
  tagsMr: string;
  isPublic: boolean;
}

export const pictureOfUpload = (media: UploadedMedia): GalleryPicture => ({
  mediaType: 'image',
  mediaUrl: media.url,
  width: media.width,
  height: media.height,
  variants: media.variants,
});

export const pictureOfItem = (item: ApiGalleryItem): GalleryPicture => ({
  mediaType: item.mediaType,
  mediaUrl: item.mediaUrl,
  ...(item.thumbnailUrl === undefined ? {} : { thumbnailUrl: item.thumbnailUrl }),
  width: item.width,
  height: item.height,
  variants: item.variants,
});

/** A new photo's values: its file name (without the extension) as a first title, shown. */
export function newFormValues(fileName: string): GalleryFormValues {
  return {
    title: fileName.replace(/\.[^.]+$/, '').slice(0, 120),
    titleMr: '',
    description: '',
    descriptionMr: '',
    alt: '',
    altMr: '',
    category: 'other',
    tags: '',
    tagsMr: '',
    isPublic: true,
  };
}

export function formValuesOf(item: ApiGalleryItem): GalleryFormValues {
  return {
    title: item.title,
    titleMr: item.titleMr,
    description: item.description,
    descriptionMr: item.descriptionMr,
    alt: item.alt,
    altMr: item.altMr,
    category: item.category,
    tags: item.tags.join(', '),
    tagsMr: item.tagsMr.join(', '),
    isPublic: item.isPublic,
  };
}

const tagList = (line: string) =>
  line
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export type CheckedGalleryItem =
  { ok: true; input: GalleryItemInput } | { ok: false; errors: Record<string, string> };

/** The server's own check; errors keyed by field (a tag's error shows on its line). */
export function checkGalleryForm(
  values: GalleryFormValues,
  picture: GalleryPicture,
): CheckedGalleryItem {
  const body: GalleryItemInput = {
    ...picture,
    ...values,
    tags: tagList(values.tags),
    tagsMr: tagList(values.tagsMr),
  };
  const result = galleryItemInputSchema.safeParse(body);
  if (result.success) return { ok: true, input: body };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(toFieldErrors(result.error))) {
    errors[path.split('.')[0] ?? path] ??= message;
  }
  return { ok: false, errors };
}
