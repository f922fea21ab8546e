import { useEffect, useEffectEvent } from 'react';

/** Where the arrow keys already mean something: moving a caret, seeking a video, a slider. */
function arrowsBelongTo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLMediaElement) return true;
  return target.matches('input, textarea, select, [role="slider"]');
}

/** ← and → call `onPrevious` and `onNext` while `active`, unless the focused control uses them. */
export function useArrowKeys(active: boolean, onPrevious: () => void, onNext: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.shiftKey || arrowsBelongTo(event.target)) return;
    if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'ArrowRight') onNext();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    if (!active) return;
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, [active]);
}
