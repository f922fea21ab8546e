import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { appendAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import { MEDIA_MAX_BYTES, mediaMessages, type UploadedMedia } from '../contracts/media';
import { COLLECTION_NAMES, collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { getDb } from '../db/firestore';
import { HttpError } from '../http/http-error';
import { imageTypeOf } from './image-signature';
import type { MediaStore } from './media-store';
import { publicPath } from './media-store';
import { variantFileName, variantUrl } from './media-urls';
import { processImage } from './process-image';
import { toUploadedMedia, type StoredMedia } from './stored-media';

// One photo from the office: checked, processed, stored, recorded. Every check that can refuse
// it runs before the first file is written, and if a later write fails the files already written
// are removed, so a refused or failed upload leaves nothing behind. Only the processed variants
// are kept: the upload as it arrived carries the phone's metadata (often the GPS position where a
// child was photographed), and the 1600 px variants serve every screen the site has.

const DEADLINE_MS = 10_000;

function checkedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new HttpError(400, 'media/empty', mediaMessages.empty);
  }
  if (body.length > MEDIA_MAX_BYTES) {
    throw new HttpError(413, 'request/payload-too-large', mediaMessages.tooLarge);
  }
  return body;
}

export async function uploadMedia(
  body: unknown,
  caller: Caller,
  store: MediaStore,
  now = new Date(),
): Promise<UploadedMedia> {
  const bytes = checkedBytes(body);
  const type = imageTypeOf(bytes);
  if (!type) throw new HttpError(415, 'media/unsupported-type', mediaMessages.unsupportedType);
  const image = await processImage(bytes);
  const ref = collections.media().doc();
  const files = image.variants.map((variant) => ({
    path: publicPath(ref.id, variantFileName(variant.width, variant.type)),
    file: { bytes: variant.bytes, contentType: variant.type },
    variant: {
      width: variant.width,
      type: variant.type,
      url: variantUrl(ref.id, variantFileName(variant.width, variant.type)),
    },
  }));
  const written: string[] = [];
  try {
    for (const { path, file } of files) {
      written.push(path);
      await store.save(path, file);
    }
    const at = Timestamp.fromDate(now);
    const stored: StoredMedia = {
      width: image.width,
      height: image.height,
      variants: files.map(({ variant }) => variant),
      uploadedType: type,
      bytes: bytes.length,
      createdAt: at,
      createdBy: caller.uid,
    };
    const batch = getDb().batch();
    batch.create(ref, stored);
    appendAuditEntry(batch, {
      actor: caller,
      action: 'media.upload',
      target: { collection: COLLECTION_NAMES.media, id: ref.id },
      statusBefore: null,
      statusAfter: 'stored',
      at,
    });
    await withDeadline(batch.commit(), DEADLINE_MS, 'Record upload');
    return toUploadedMedia(ref.id, stored);
  } catch (error) {
    await store.remove(written).catch((cleanup: unknown) => {
      logger.error('Could not remove the files of a failed upload', { written, cleanup });
    });
    throw error;
  }
}
