import { startTransition, StrictMode } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/api/query-client';
import { readLandingData, seedLandingData } from '@/features/storefront/api/landing-data';
import { authStore } from '@/lib/auth-store';
import { applyTheme, themeStore } from '@/lib/theme';
import { App } from './app';

/** Hydrates the server's HTML for a visitor, or renders the app afresh. */
export function mountApp(renderer: {
  createRoot: typeof createRoot;
  hydrateRoot: typeof hydrateRoot;
}) {
  // index.html already set the class before paint; this keeps the meta colour and class in step
  // with the store in case the inline script was blocked.
  applyTheme(themeStore.get());

  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const landing = readLandingData();
  if (landing) seedLandingData(queryClient, landing);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );

  // In a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is built.
  if (landing && container.hasChildNodes() && !authStore.isAuthenticated()) {
    // The server rendered this page for a visitor: keep its HTML and attach to it.
    startTransition(() => {
      renderer.hydrateRoot(container, app);
    });
  } else {
    // A seller's pages are their own (the server renders the public view): start afresh. The
    // inline script of index.html keeps the public HTML hidden for them until the app is ready.
    container.replaceChildren();
    const root = renderer.createRoot(container);
    startTransition(() => root.render(app));
  }
}
