import { useSyncExternalStore } from 'react';
import { themeStore, type Theme } from '@/lib/theme';

const serverTheme = (): Theme => 'dark';

export function useTheme(): {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
} {
  // The server renders the default theme; a stored light theme follows right after hydration
  // (the page's colours already follow the class the inline script of index.html set).
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, serverTheme);
  return { theme, setTheme: themeStore.set, toggleTheme: themeStore.toggle };
}
