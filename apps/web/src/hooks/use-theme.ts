import { useSyncExternalStore } from 'react';
import { themeStore, type Theme } from '@/lib/theme';

export function useTheme(): {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
} {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get);
  return { theme, setTheme: themeStore.set, toggleTheme: themeStore.toggle };
}
