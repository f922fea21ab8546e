import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, mediaUploadTypes, type UploadedMedia } from '@contracts/media';
import { uploadPhoto } from '@/features/admin/api/upload-photo';
import { galleryAdminCopy as copy } from '@/features/admin/content/gallery-admin-copy';
import { isApiError } from '@/lib/api-errors';

// The photos the office has picked or dropped, each uploading on its own with its progress. A
// photo the server will refuse for its size or type is refused here first, without sending it.

export type UploadState =
  | { status: 'uploading'; progress: number }
  | { status: 'uploaded'; media: UploadedMedia }
  | { status: 'failed'; message: string; canRetry: boolean };

export interface PhotoUpload {
  key: string;
  file: File;
  /** A local address of the file, for its preview while it uploads. */
  preview: string;
  state: UploadState;
}

const accepted: readonly string[] = mediaUploadTypes;

function refusal(file: File): string | undefined {
  if (!accepted.includes(file.type)) return copy.upload.wrongType;
  if (file.size > MEDIA_MAX_BYTES) return copy.upload.tooLarge;
  return undefined;
}

export function usePhotoUploads() {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const previews = useRef(new Set<string>());

  const update = useCallback((key: string, state: UploadState) => {
    setUploads((now) => now.map((upload) => (upload.key === key ? { ...upload, state } : upload)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      update(key, { status: 'uploading', progress: 0 });
      uploadPhoto(file, (progress) => update(key, { status: 'uploading', progress })).then(
        (media) => update(key, { status: 'uploaded', media }),
        (error: unknown) =>
          update(key, {
            status: 'failed',
            message: isApiError(error) ? error.message : copy.upload.failed,
            canRetry: !isApiError(error) || error.status === null || error.status >= 500,
          }),
      );
    },
    [update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        const refused = refusal(file);
        const state: UploadState = refused
          ? { status: 'failed', message: refused, canRetry: false }
          : { status: 'uploading', progress: 0 };
        return { key: crypto.randomUUID(), file, preview, state };
      });
      setUploads((now) => [...now, ...added]);
      for (const upload of added) {
        if (upload.state.status === 'uploading') send(upload.key, upload.file);
      }
    },
    [send],
  );

  const remove = useCallback((key: string) => {
    setUploads((now) => {
      const gone = now.find((upload) => upload.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return now.filter((upload) => upload.key !== key);
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const upload = uploads.find((candidate) => candidate.key === key);
      if (upload) send(key, upload.file);
    },
    [send, uploads],
  );

  useEffect(() => {
    const open = previews.current;
    return () => open.forEach((preview) => URL.revokeObjectURL(preview));
  }, []);

  return { uploads, add, remove, retry };
}
