import { useRef, type TouchEvent } from 'react';

/** SPEC §9: a swipe right of at least 100 px closes the open mail on a phone. */
export const SWIPE_BACK_PX = 100;

/** Touch handlers that call `onBack` on a mostly horizontal swipe to the right. */
export function useSwipeBack(onBack: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = Math.abs(touch.clientY - from.y);
      // Scrolling the mail down is not a swipe back, even when the finger drifts sideways.
      if (dx >= SWIPE_BACK_PX && dx > dy) onBack();
    },
  };
}
