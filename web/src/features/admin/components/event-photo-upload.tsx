import { useId, useState } from 'react';
import { mediaUploadTypes, type UploadedMedia } from '@contracts/media';
import { uploadPhoto } from '@/features/admin/api/upload-photo';
import { eventFormCopy } from '@/features/admin/content/events-admin-copy';
import { isApiError } from '@/lib/api-errors';

const f = eventFormCopy.fields;

/** The picture an event shows: its 960-pixel JPEG, large enough for the page and link previews. */
export function eventImageOf(media: UploadedMedia): string {
  const jpegs = media.variants.filter((variant) => variant.type === 'image/jpeg');
  return (jpegs.find((variant) => variant.width >= 960) ?? jpegs.at(-1))?.url ?? media.url;
}

interface EventPhotoUploadProps {
  onUploaded: (image: string) => void;
}

/** Uploads one photo for the event (from the device or a phone's camera), showing its progress. */
export function EventPhotoUpload({ onUploaded }: EventPhotoUploadProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onUploaded(eventImageOf(await uploadPhoto(file, setProgress)));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : f.uploadFailed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="event-form__upload">
      <label className="form-field__label">
        {f.uploadImage}
        <input
          type="file"
          name="imageUpload"
          accept={mediaUploadTypes.join(',')}
          aria-describedby={hintId}
          disabled={progress !== null}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={hintId} className="form-field__hint">
        {f.uploadHint}
      </p>
      {progress !== null && (
        <p aria-live="polite">
          <progress max={100} value={Math.round(progress * 100)} />{' '}
          {f.uploading(Math.round(progress * 100))}
        </p>
      )}
      {error && (
        <p role="alert" className="form-field__error">
          {f.uploadFailed} {error}
        </p>
      )}
    </div>
  );
}
