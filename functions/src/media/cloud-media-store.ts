import { getStorage } from 'firebase-admin/storage';
import { getAdminApp } from '../firebase-app';
import type { MediaStore, StoredFile } from './media-store';

// Production's store: the project's default Cloud Storage bucket, written and read with the Admin
// SDK. storage.rules refuse every client, so the bytes only leave through the API, which serves
// the public variants and nothing else.

/** Variants never change once written (a new upload gets a new id), so caches may keep them. */
const VARIANT_CACHE = 'public, max-age=31536000, immutable';

export function cloudMediaStore(bucketName?: string): MediaStore {
  const bucket = () => getStorage(getAdminApp()).bucket(bucketName);
  return {
    async save(path: string, file: StoredFile) {
      await bucket()
        .file(path)
        .save(file.bytes, {
          resumable: false,
          contentType: file.contentType,
          metadata: { cacheControl: path.startsWith('public/') ? VARIANT_CACHE : 'private' },
        });
    },
    async read(path: string) {
      const object = bucket().file(path);
      const [exists] = await object.exists();
      if (!exists) return undefined;
      const [[bytes], [metadata]] = await Promise.all([object.download(), object.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    },
    async remove(paths: readonly string[]) {
      await Promise.all(paths.map((path) => bucket().file(path).delete({ ignoreNotFound: true })));
    },
  };
}
