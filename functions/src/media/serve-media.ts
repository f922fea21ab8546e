import { mediaMessages } from '../contracts/media';
import { notFound } from '../http/http-error';
import type { MediaStore, StoredFile } from './media-store';
import { publicPath } from './media-store';
import { variantTypeOfFile } from './media-urls';

/** A public variant's bytes; 404 for any other path. */
export async function readVariant(
  store: MediaStore,
  id: string,
  file: string,
): Promise<StoredFile> {
  const type = variantTypeOfFile(file);
  if (!type || !/^[A-Za-z0-9]{1,40}$/.test(id))
    throw notFound('media/not-found', mediaMessages.notFound);
  const found = await store.read(publicPath(id, file));
  if (!found) throw notFound('media/not-found', mediaMessages.notFound);
  return { bytes: found.bytes, contentType: type };
}
