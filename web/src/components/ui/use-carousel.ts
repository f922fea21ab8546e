import {
  type FocusEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { reducedMotionQuery, useMediaQuery } from '@/hooks/use-media-query';
import { wrapIndex } from '@/components/ui/carousel-layout';

interface Position {
  index: number;
  /** Counts moves, so CSS can restart the entrance animation on each one. */
  turn: number;
}

interface Options {
  count: number;
  /** Auto-advance period; 0 or less turns rotation off. */
  intervalMs: number;
  /** Horizontal travel (px) that makes a touch a swipe. */
  swipeThreshold: number;
}

/** Keyboard focus pauses rotation; a mouse click on a control (hover covers that) does not. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * State and event handlers of a carousel: the current slide, wrapping moves, timed rotation that
 * pauses on hover, keyboard focus and touch, stays off under reduced motion unless the visitor
 * starts it, and touch swipes. Rendering is left to the component.
 */
export function useCarousel({ count, intervalMs, swipeThreshold }: Options) {
  const [position, setPosition] = useState<Position>({ index: 0, turn: 0 });
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  // 'auto' follows the motion preference; the rotation button or a swipe makes it explicit.
  const [rotationChoice, setRotationChoice] = useState<'auto' | 'on' | 'off'>('auto');
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [touching, setTouching] = useState(false);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);

  const current = count > 0 ? wrapIndex(position.index, count) : 0;
  const canRotate = intervalMs > 0 && count > 1;
  const rotationOn =
    canRotate && (rotationChoice === 'on' || (rotationChoice === 'auto' && !reducedMotion));
  const rotating = rotationOn && !hovered && !keyboardInside && !touching;

  const move = useCallback(
    (index: number) =>
      setPosition((previous) => ({ index: wrapIndex(index, count), turn: previous.turn + 1 })),
    [count],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => move(current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, intervalMs, move]);

  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => setKeyboardInside(isKeyboardFocus(event.target)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setKeyboardInside(false);
    },
  };

  function endSwipe(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const start = swipeStart.current;
    if (!start || start.pointerId !== event.pointerId) return;
    swipeStart.current = null;
    setTouching(false);
    if (cancelled) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) <= Math.abs(dy)) return;
    move(dx < 0 ? current + 1 : current - 1);
    // A swipe is the visitor taking over: rotation stays off until they start it again.
    setRotationChoice('off');
  }

  const trackHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // Mouse drags select text as usual; the buttons serve the mouse.
      if (event.pointerType === 'mouse' || count < 2) return;
      swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      setTouching(true);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => endSwipe(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => endSwipe(event, true),
  };

  return {
    current,
    turn: position.turn,
    canRotate,
    rotationOn,
    rotating,
    previous: () => move(current - 1),
    next: () => move(current + 1),
    goTo: (index: number) => move(index),
    toggleRotation: () => setRotationChoice(rotationOn ? 'off' : 'on'),
    rootHandlers,
    trackHandlers,
  };
}
