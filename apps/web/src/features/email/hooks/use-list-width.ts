import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { clampListWidth, parseStoredWidth } from '../lib/list-width';

/** The list pane's width, clamped and kept in localStorage across visits. */
export function useListWidth() {
  const [width, setWidthState] = useState(() =>
    parseStoredWidth(readStorage(STORAGE_KEYS.inboxListWidth)),
  );
  const setWidth = useCallback((next: number) => {
    const clamped = clampListWidth(next);
    setWidthState(clamped);
    writeStorage(STORAGE_KEYS.inboxListWidth, String(clamped));
  }, []);
  return [width, setWidth] as const;
}
