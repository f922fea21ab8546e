import { useState } from 'react';
import type { ApiGalleryItem, GalleryItemInput } from '@contracts/gallery';
import { galleryCategoryLabels } from '@contracts/enum-labels';
import { GalleryItemForm } from '@/features/admin/components/gallery-item-form';
import { galleryAdminCopy } from '@/features/admin/content/gallery-admin-copy';
import { formValuesOf, pictureOfItem } from '@/features/admin/lib/gallery-form-values';

const copy = galleryAdminCopy.list;

interface AdminGalleryListProps {
  items: readonly ApiGalleryItem[];
  onUpdate: (id: string, input: GalleryItemInput) => Promise<void>;
  onDelete: (item: ApiGalleryItem) => Promise<void>;
}

/** The smallest served picture of an item, for its row; site files are their own preview. */
function thumbnail(item: ApiGalleryItem): string {
  return item.variants[0]?.url ?? item.thumbnailUrl ?? item.mediaUrl;
}

/** Every picture, hidden ones too: each can be edited in place or deleted. */
export function AdminGalleryList({ items, onUpdate, onDelete }: AdminGalleryListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  if (items.length === 0) return <p>{copy.empty}</p>;
  return (
    <ul className="admin-gallery-list">
      {items.map((item) => (
        <li key={item._id} className="admin-gallery-item">
          <div className="admin-gallery-item__row">
            <img
              className="admin-gallery-item__thumb"
              src={thumbnail(item)}
              alt=""
              width={item.width}
              height={item.height}
              loading="lazy"
            />
            <div className="admin-gallery-item__text">
              <p className="admin-gallery-item__title">{item.title}</p>
              <p className="admin-gallery-item__meta">
                {galleryCategoryLabels[item.category]} · {item.uploadedAt} ·{' '}
                <span
                  className={`admin-gallery-item__state admin-gallery-item__state--${item.isPublic ? 'shown' : 'hidden'}`}
                >
                  {item.isPublic ? copy.shown : copy.hidden}
                </span>
              </p>
              <div className="admin-gallery-item__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-expanded={editing === item._id}
                  aria-label={copy.edit(item.title)}
                  onClick={() => setEditing(editing === item._id ? null : item._id)}
                >
                  {copy.editShort}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={copy.remove(item.title)}
                  onClick={() => void onDelete(item)}
                >
                  {copy.removeShort}
                </button>
              </div>
            </div>
          </div>
          {editing === item._id && (
            <GalleryItemForm
              picture={pictureOfItem(item)}
              initial={formValuesOf(item)}
              onCancel={() => setEditing(null)}
              onSave={async (input) => {
                await onUpdate(item._id, input);
                setEditing(null);
              }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
