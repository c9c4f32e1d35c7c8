import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML, true in every
 * other render. What depends on the browser (viewport, storage) waits for it, so the first
 * client render matches the server's HTML; React re-renders right after hydration.
 */
export function useIsClientRender(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
