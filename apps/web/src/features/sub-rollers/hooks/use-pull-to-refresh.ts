import { useRef, type TouchEvent } from 'react';

/** SPEC §9: pulling the page down by 100 px from its top refreshes it (phones). */
export const PULL_TO_REFRESH_PX = 100;

/** Touch handlers that call `onRefresh` on a downward pull started at the top of the page. */
export function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // A pull in the middle of the page is scrolling, not a refresh.
      start.current = touch && window.scrollY <= 0 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dy = touch.clientY - from.y;
      if (dy >= PULL_TO_REFRESH_PX && dy > Math.abs(touch.clientX - from.x)) onRefresh();
    },
  };
}
