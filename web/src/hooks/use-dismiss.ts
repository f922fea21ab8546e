import { type RefObject, useEffect, useEffectEvent } from 'react';
import { useEscapeKey } from '@/hooks/use-escape-key';

export type DismissReason = 'outside' | 'escape';

/**
 * Calls `onDismiss` while `active` when the pointer goes down outside `containerRef`, or when
 * Escape is pressed anywhere. Used by dropdowns that close like native menus.
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEscapeKey(active, () => onDismiss('escape'));

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        dismiss('outside');
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, containerRef]);
}
