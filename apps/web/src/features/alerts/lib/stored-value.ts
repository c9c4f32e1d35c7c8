import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import type { StorageKey } from '@/lib/storage-keys';

export type StoredValue = {
  get: () => string | null;
  set: (value: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * One localStorage entry that every component on the page sees change at once (the listing's
 * alert form and the notifications page share the saved e-mail), and that follows other tabs.
 * Storage is read on each snapshot rather than cached, so there is no copy to go stale.
 */
export function createStoredValue(key: StorageKey): StoredValue {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  return {
    get: () => readStorage(key),
    set: (value) => {
      writeStorage(key, value);
      notify();
    },
    clear: () => {
      removeStorage(key);
      notify();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onOtherTab);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onOtherTab);
      };
    },
  };
}

/** The stored value, or null; null too while rendering on the server (no storage there). */
export function useStoredValue(store: StoredValue): string | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
