import { useState } from 'react';
import type { GalleryItemInput } from '@contracts/gallery';
import { GalleryItemForm } from '@/features/admin/components/gallery-item-form';
import { galleryAdminCopy } from '@/features/admin/content/gallery-admin-copy';
import type { PhotoUpload } from '@/features/admin/hooks/use-photo-uploads';
import { newFormValues, pictureOfUpload } from '@/features/admin/lib/gallery-form-values';

const copy = galleryAdminCopy.upload;

interface PhotoUploadRowProps {
  upload: PhotoUpload;
  onSave: (input: GalleryItemInput) => Promise<void>;
  onRetry: () => void;
  onRemove: () => void;
}

/** One picked photo: its preview and progress, then, once uploaded, its caption form. */
export function PhotoUploadRow({ upload, onSave, onRetry, onRemove }: PhotoUploadRowProps) {
  const { state, file } = upload;
  // A file that is not a picture after all has no preview: an empty box, not a broken image.
  const [unreadable, setUnreadable] = useState(false);
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 100;
  return (
    <li className="photo-upload">
      <div className="photo-upload__head">
        {unreadable ? (
          <span className="photo-upload__preview" />
        ) : (
          <img
            className="photo-upload__preview"
            src={upload.preview}
            alt=""
            width={96}
            height={72}
            onError={() => setUnreadable(true)}
          />
        )}
        <div className="photo-upload__status">
          <p className="photo-upload__name">{file.name}</p>
          {state.status === 'uploading' && (
            <>
              <progress max={100} value={percent} aria-label={copy.progressLabel(file.name)} />
              <p aria-live="polite">{percent < 100 ? copy.uploading(percent) : copy.processing}</p>
            </>
          )}
          {state.status === 'failed' && (
            <p role="alert" className="photo-upload__error">
              {copy.failed} {state.message}
            </p>
          )}
          <div className="photo-upload__actions">
            {state.status === 'failed' && state.canRetry && (
              <button type="button" className="button button--secondary" onClick={onRetry}>
                {copy.retry}
              </button>
            )}
            {state.status !== 'uploading' && (
              <button type="button" className="button button--secondary" onClick={onRemove}>
                {copy.remove}
              </button>
            )}
          </div>
        </div>
      </div>
      {state.status === 'uploaded' && (
        <GalleryItemForm
          picture={pictureOfUpload(state.media)}
          initial={newFormValues(file.name)}
          onSave={onSave}
        />
      )}
    </li>
  );
}
