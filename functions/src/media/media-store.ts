// Where uploaded pictures are kept. One small port with two adapters: Cloud Storage for Firebase
// in production (cloud-media-store.ts) and a folder on disk for the local stack
// (local-media-store.ts), because Google's Storage emulator does not run on the machines this is
// developed on (docs/decisions.md, "Uploaded pictures"). Both are served the same way, through
// GET /api/media/:id/:file, so pages never know which one holds the bytes.

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface MediaStore {
  /** Writes the file whole, replacing any at that path. */
  save(path: string, file: StoredFile): Promise<void>;
  /** The file, or undefined when there is none. */
  read(path: string): Promise<StoredFile | undefined>;
  /** Removes the files; a missing one is not an error. */
  remove(paths: readonly string[]): Promise<void>;
}

/** Served variants: `public/<id>/<width>.<ext>`. */
export const publicPath = (id: string, file: string) => `public/${id}/${file}`;
