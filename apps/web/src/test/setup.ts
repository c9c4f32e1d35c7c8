import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setUnauthorizedHandler } from '@/api/client';
import { authStore } from '@/lib/auth-store';
import { themeStore } from '@/lib/theme';

// jsdom has no matchMedia; sonner and responsive code ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

// Every test starts signed out, in the default theme, with empty storage.
beforeEach(() => {
  window.localStorage.clear();
  authStore.reload();
  themeStore.reload();
});

afterEach(() => {
  cleanup();
  setUnauthorizedHandler(null);
});
