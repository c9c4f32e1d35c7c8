import { useRef, type TouchEvent } from 'react';

/** SPEC §9: a swipe back (right) and a pull to refresh (down) both need 100 px. */
export const SWIPE_PX = 100;

export type SwipeDirection = 'right' | 'down';

/**
 * Touch handlers that call `onSwipe` on a mostly `direction`-ward swipe of at least 100 px:
 * right closes an open mail on a phone, down refreshes. `fromTop`: only a pull that starts
 * with the page scrolled to its top counts (in the middle of a page it is scrolling).
 */
export function useSwipe(
  direction: SwipeDirection,
  onSwipe: () => void,
  { fromTop = false }: { fromTop?: boolean } = {},
) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        touch && (!fromTop || window.scrollY <= 0) ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      const [along, across] = direction === 'right' ? [dx, dy] : [dy, dx];
      // Scrolling the mail down is not a swipe back, even when the finger drifts sideways.
      if (along >= SWIPE_PX && along > Math.abs(across)) onSwipe();
    },
  };
}
