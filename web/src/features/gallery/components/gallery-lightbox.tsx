import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { GalleryMedia } from '@/features/gallery/components/gallery-media';
import { useArrowKeys } from '@/features/gallery/hooks/use-arrow-keys';
import type { GalleryCopy, GalleryItem } from '@/features/gallery/types';
import { formatLongDate } from '@/lib/dates';
import './gallery-lightbox.css';

interface GalleryLightboxProps {
  /** The item shown; none means closed. */
  item: GalleryItem | undefined;
  /** Its place in the filtered list, from 0. */
  index: number;
  total: number;
  copy: GalleryCopy;
  onClose: () => void;
  onStep: (delta: 1 | -1) => void;
}

/**
 * The gallery lightbox on the shared Modal (which brings Escape, the inert page, focus return and
 * the scroll lock): the picture or a playable video, its description, tags and upload date, and
 * Previous/Next, also on ← and →. Both ends wrap round, like the home page's carousel.
 */
export function GalleryLightbox({
  item,
  index,
  total,
  copy,
  onClose,
  onStep,
}: GalleryLightboxProps) {
  const descriptionId = useId();
  const open = item !== undefined;
  const canStep = total > 1;
  useArrowKeys(
    open && canStep,
    () => onStep(-1),
    () => onStep(1),
  );
  const text = copy.lightbox;

  const footer = canStep && (
    <div className="lightbox-nav">
      <button type="button" className="button button--secondary" onClick={() => onStep(-1)}>
        <ChevronLeftIcon size={20} />
        {text.previous}
      </button>
      <p className="lightbox-nav__position" aria-live="polite">
        {text.position(index + 1, total)}
      </p>
      <button type="button" className="button button--secondary" onClick={() => onStep(1)}>
        {text.next}
        <ChevronRightIcon size={20} />
      </button>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={item?.title ?? ''}
      size="lg"
      className="lightbox"
      footer={footer || undefined}
    >
      {item && (
        <div className="lightbox__layout">
          <GalleryMedia key={item._id} item={item} copy={copy} describedBy={descriptionId} />
          <div className="lightbox__text">
            <p id={descriptionId} className="lightbox__description">
              {item.description}
            </p>
            <dl className="lightbox__facts">
              <div>
                <dt>{text.category}</dt>
                <dd>{copy.categories.labels[item.category]}</dd>
              </div>
              <div>
                <dt>{text.uploaded}</dt>
                <dd>
                  <time dateTime={item.uploadedAt}>{formatLongDate(item.uploadedAt)}</time>
                </dd>
              </div>
              <div className="lightbox__tags">
                <dt>{text.tags}</dt>
                <dd>
                  <ul>
                    {item.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      )}
    </Modal>
  );
}
