import type { MediaUploadResponse } from '../contracts/media';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';
import { mediaStore } from '../media/media-store-choice';
import { readVariant } from '../media/serve-media';
import { uploadMedia } from '../media/upload-media';

// Pictures: the office uploads the bytes of one photo; anyone reads its resized variants, which
// never change at their address, so browsers and the Hosting CDN keep them for a year.
export const mediaRoutes: RouteDefinition[] = [
  route('uploadMedia', async ({ caller, rawBody }) => {
    const body: MediaUploadResponse = {
      success: true,
      data: await uploadMedia(rawBody, caller, mediaStore()),
    };
    return { status: 201, body };
  }),
  route('mediaFile', async ({ params }) => {
    const file = await readVariant(mediaStore(), params.id ?? '', params.file ?? '');
    return { bytes: file.bytes, contentType: file.contentType, cache: 'immutable' };
  }),
];
