import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaStore, StoredFile } from './media-store';

// The local stack's store: files under one folder, each with a small sidecar holding its content
// type (as Cloud Storage keeps it in the object's metadata). Paths are built by the server from
// generated ids, but a path that would leave the folder is refused all the same.

const TYPE_SUFFIX = '.type';

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const inside = (path: string) => {
    const full = resolve(base, path);
    if (!full.startsWith(base + sep)) throw new Error(`Media path outside the store: ${path}`);
    return full;
  };
  return {
    async save(path: string, file: StoredFile) {
      const full = inside(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, file.bytes);
      await writeFile(full + TYPE_SUFFIX, file.contentType);
    },
    async read(path: string) {
      const full = inside(path);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(full),
          readFile(full + TYPE_SUFFIX, 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(paths: readonly string[]) {
      await Promise.all(
        paths.flatMap((path) => [
          rm(inside(path), { force: true }),
          rm(inside(path) + TYPE_SUFFIX, { force: true }),
        ]),
      );
    },
  };
}

/** The local folder: MEDIA_LOCAL_DIR, or `.tmp/media` at the top of the repository. */
export function localMediaRoot(): string {
  return process.env.MEDIA_LOCAL_DIR ?? join(__dirname, '..', '..', '..', '.tmp', 'media');
}
