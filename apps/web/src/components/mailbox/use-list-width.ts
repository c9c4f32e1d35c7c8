import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { clampListWidth, LIST_WIDTH, parseStoredWidth, type ListWidthBounds } from './list-width';

/** The list pane's width, clamped and kept in localStorage across visits. */
export function useListWidth(bounds: ListWidthBounds = LIST_WIDTH) {
  const [width, setWidthState] = useState(() => parseStoredWidth(readStorage(bounds.key), bounds));
  const setWidth = useCallback(
    (next: number) => {
      const clamped = clampListWidth(next, bounds);
      setWidthState(clamped);
      writeStorage(bounds.key, String(clamped));
    },
    [bounds],
  );
  return [width, setWidth] as const;
}
