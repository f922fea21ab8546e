import { useState } from 'react';
import type { ApiGalleryItem } from '@contracts/gallery';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import {
  createGalleryItem,
  deleteGalleryItem,
  updateGalleryItem,
} from '@/features/admin/api/admin-gallery-api';
import { AdminGalleryList } from '@/features/admin/components/admin-gallery-list';
import { PhotoDropZone } from '@/features/admin/components/photo-drop-zone';
import { PhotoUploadRow } from '@/features/admin/components/photo-upload-row';
import { galleryAdminCopy as copy } from '@/features/admin/content/gallery-admin-copy';
import { useAdminGallery } from '@/features/admin/hooks/use-admin-gallery';
import { usePhotoUploads } from '@/features/admin/hooks/use-photo-uploads';
import { useAppCheck } from '@/hooks/use-app-check';
import { isApiError } from '@/lib/api-errors';
import './admin-gallery.css';

/** The office's gallery: new photos at the top, every picture below. */
export function AdminGallery() {
  useAppCheck();
  const { uploads, add, remove, retry } = usePhotoUploads();
  const { result, reload } = useAdminGallery();
  const [doomed, setDoomed] = useState<ApiGalleryItem | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function confirmDelete(item: ApiGalleryItem) {
    try {
      await deleteGalleryItem(item._id);
      setNotice({ tone: 'success', text: copy.list.removed });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: isApiError(error) ? error.message : copy.list.failed });
    } finally {
      setDoomed(null);
    }
  }

  return (
    <div className="admin-gallery">
      <section aria-labelledby="admin-gallery-upload">
        <h2 id="admin-gallery-upload">{copy.upload.heading}</h2>
        <PhotoDropZone onFiles={add} />
        {uploads.length > 0 && (
          <ul className="photo-uploads">
            {uploads.map((upload) => (
              <PhotoUploadRow
                key={upload.key}
                upload={upload}
                onRetry={() => retry(upload.key)}
                onRemove={() => remove(upload.key)}
                onSave={async (input) => {
                  await createGalleryItem(input);
                  remove(upload.key);
                  setNotice({ tone: 'success', text: copy.form.saved });
                  reload();
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <section aria-labelledby="admin-gallery-list">
        <h2 id="admin-gallery-list">{copy.list.heading}</h2>
        {result.state === 'loading' && <p>{copy.list.loading}</p>}
        {result.state === 'failed' && (
          <FormAlert>
            {copy.list.failed}{' '}
            <button type="button" className="button button--secondary" onClick={reload}>
              {copy.list.retry}
            </button>
          </FormAlert>
        )}
        {result.state === 'loaded' && (
          <AdminGalleryList
            items={result.items}
            onDelete={async (item) => setDoomed(item)}
            onUpdate={async (id, input) => {
              await updateGalleryItem(id, input);
              setNotice({ tone: 'success', text: copy.form.saved });
              reload();
            }}
          />
        )}
      </section>
      <Modal
        open={doomed !== null}
        onClose={() => setDoomed(null)}
        title={copy.list.confirmTitle}
        description={doomed ? copy.list.confirmRemove(doomed.title) : undefined}
        size="sm"
        footer={
          doomed && (
            <div className="admin-gallery__confirm">
              <button
                type="button"
                className="button button--danger"
                onClick={() => void confirmDelete(doomed)}
              >
                {copy.list.confirm}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDoomed(null)}
              >
                {copy.list.cancel}
              </button>
            </div>
          )
        }
      />
    </div>
  );
}
