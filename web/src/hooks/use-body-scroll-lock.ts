import { useLayoutEffect } from 'react';

// Counted, so overlapping locks (a modal replacing another, the mobile menu) release the page only
// when the last one ends, and the value saved is the page's own, never another lock's "hidden".
let holders = 0;
let saved = { overflow: '', paddingRight: '' };

function lock(): void {
  holders += 1;
  if (holders > 1) return;
  const { body, documentElement } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Hiding a classic scrollbar widens the page; padding in its place keeps the content still.
  // (clientWidth is 0 where there is no layout, as in jsdom.)
  const viewportWidth = documentElement.clientWidth;
  const scrollbarWidth = viewportWidth > 0 ? window.innerWidth - viewportWidth : 0;
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  body.style.overflow = 'hidden';
}

function unlock(): void {
  holders = Math.max(0, holders - 1);
  if (holders > 0) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
}

/** Stops the page behind a modal from scrolling while `locked`, restoring the previous value. */
export function useBodyScrollLock(locked: boolean): void {
  // A layout effect: the lock comes and goes in the same commit as the dialog, so no frame shows a
  // closed menu over a page that still cannot scroll (nor an open one over a scrolling page).
  useLayoutEffect(() => {
    if (!locked) return;
    lock();
    return unlock;
  }, [locked]);
}
