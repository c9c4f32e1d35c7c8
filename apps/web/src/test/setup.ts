import '@testing-library/jest-dom/vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { setUnauthorizedHandler } from '@/api/client';
import { authStore } from '@/lib/auth-store';
import { resetServerTime } from '@/lib/server-time';
import { themeStore } from '@/lib/theme';

// Lazy routes and dialogs are transformed by the module runner the first time a test opens
// them, which takes over a second on a busy machine; findBy* waits for them that long.
configure({ asyncUtilTimeout: 5000 });

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

// sonner fades a toast in: it stays at opacity 0 until an effect marks it mounted, an effect
// React may run after the toast's text is already in the document. A browser shows it within a
// frame; jsdom runs no transitions, so a test that finds the text between the two would call it
// invisible. A toast not yet mounted (and not being removed) counts as shown here.
const toastEntrance = document.createElement('style');
toastEntrance.textContent =
  "[data-sonner-toast][data-mounted='false']:not([data-removed='true']) { opacity: 1; }";
document.head.append(toastEntrance);

// Every test starts signed out, in the default theme, with empty storage.
beforeEach(() => {
  window.localStorage.clear();
  authStore.reload();
  themeStore.reload();
  resetServerTime();
});

afterEach(async () => {
  // sonner removes a dismissed toast on a timer of its own; let that happen while the page is
  // still mounted, or it fires after the test environment is gone ("window is not defined").
  toast.dismiss();
  await waitFor(() => {
    if (document.querySelector('[data-sonner-toast]')) throw new Error('toasts still on screen');
  });
  cleanup();
  setUnauthorizedHandler(null);
});
