import { createStore } from './create-store';
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export type Theme = 'dark' | 'light';

/** Browser UI colour per theme; equal to the page background token (gray-950 / gray-50). */
const THEME_COLOR: Record<Theme, string> = { dark: '#09090b', light: '#fafafa' };

/**
 * The stored theme, dark by default (SPEC §4). The older dark-mode flag is honoured when the
 * theme key is missing. index.html repeats this logic inline to avoid a flash before paint.
 */
export function readStoredTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  if (stored === 'dark' || stored === 'light') return stored;
  return readStorage(STORAGE_KEYS.darkMode) === 'false' ? 'light' : 'dark';
}

/** Puts the theme on the document: the `dark` class (which also sets color-scheme) and browser UI colour. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

const store = createStore<Theme>(readStoredTheme());

export const themeStore = {
  get: store.get,
  subscribe: store.subscribe,
  /** Applies and remembers the theme under both keys SPEC §3 names (theme and dark-mode flag). */
  set(theme: Theme) {
    writeStorage(STORAGE_KEYS.theme, theme);
    writeStorage(STORAGE_KEYS.darkMode, String(theme === 'dark'));
    applyTheme(theme);
    store.set(theme);
  },
  toggle() {
    themeStore.set(store.get() === 'dark' ? 'light' : 'dark');
  },
  /** Re-reads storage; for start-up in tests. */
  reload() {
    const theme = readStoredTheme();
    applyTheme(theme);
    store.set(theme);
  },
};
