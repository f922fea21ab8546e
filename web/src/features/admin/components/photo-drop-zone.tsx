import { useId, useState, type DragEvent } from 'react';
import { mediaUploadTypes } from '@contracts/media';
import { galleryAdminCopy } from '@/features/admin/content/gallery-admin-copy';

const copy = galleryAdminCopy.upload;
const accept = mediaUploadTypes.join(',');

interface PhotoDropZoneProps {
  onFiles: (files: File[]) => void;
}

/**
 * Where photos come in: dropped on the zone, picked from the device (several at once) or taken
 * with a phone's camera (`capture`, which desktop browsers treat as a plain picker).
 */
export function PhotoDropZone({ onFiles }: PhotoDropZoneProps) {
  const [over, setOver] = useState(false);
  const rulesId = useId();

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  }

  const picker = (multiple: boolean, capture?: 'environment') => (
    <input
      type="file"
      className="visually-hidden"
      accept={accept}
      multiple={multiple}
      capture={capture}
      aria-describedby={rulesId}
      onChange={(event) => {
        onFiles([...(event.target.files ?? [])]);
        event.target.value = '';
      }}
    />
  );

  return (
    <div
      className={`photo-drop${over ? ' photo-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className="photo-drop__text">{copy.drop}</p>
      <div className="photo-drop__buttons">
        <label className="button button--primary">
          {picker(true)}
          {copy.pick}
        </label>
        <label className="button button--secondary photo-drop__camera">
          {picker(false, 'environment')}
          {copy.camera}
        </label>
      </div>
      <p id={rulesId} className="photo-drop__rules">
        {copy.rules}
      </p>
    </div>
  );
}
