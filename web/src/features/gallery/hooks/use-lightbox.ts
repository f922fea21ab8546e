import { type RefObject, useEffect, useRef, useState } from 'react';
import { wrapIndex } from '@/features/gallery/lib/wrap-index';
import type { GalleryItem } from '@/features/gallery/types';

/** The attribute on the button that opens an item (see GalleryTile, GalleryCard), so focus can find it again. */
const ITEM_ID_ATTRIBUTE = 'data-item-id';

/**
 * Which of `items` the lightbox shows, and moving through them (wrapping at both ends). On close,
 * focus goes to the button of the item last shown, which may not be the one that opened the
 * lightbox: after browsing with the arrows, that is where the visitor is.
 */
export function useLightbox(items: readonly GalleryItem[], root: RefObject<HTMLElement | null>) {
  const [openId, setOpenId] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);
  const index = openId === null ? -1 : items.findIndex((item) => item._id === openId);
  const current = index >= 0 ? items[index] : undefined;

  // Runs after the Modal's own clean-up has put focus back on the opener, so this one wins.
  useEffect(() => {
    const id = returnTo.current;
    if (current || id === null) return;
    returnTo.current = null;
    const buttons = root.current?.querySelectorAll<HTMLElement>(`[${ITEM_ID_ATTRIBUTE}]`) ?? [];
    [...buttons].find((button) => button.getAttribute(ITEM_ID_ATTRIBUTE) === id)?.focus();
  }, [current, root]);

  return {
    current,
    index,
    total: items.length,
    open: (id: string) => setOpenId(id),
    close: () => {
      returnTo.current = openId;
      setOpenId(null);
    },
    step: (delta: 1 | -1) => {
      const next = items[wrapIndex(index, delta, items.length)];
      if (index >= 0 && next) setOpenId(next._id);
    },
  };
}
