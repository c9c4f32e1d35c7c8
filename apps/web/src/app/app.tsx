import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

/** The whole app in the browser; `queryClient` may come with data the server inlined. */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(createAppRouter);
  useUnauthorizedRedirect(router, queryClient);
  useEffect(() => {
    // The app has taken over the page (hydrated the server's HTML or rendered its own): buttons
    // answer from now on. The stylesheet and the end-to-end tests wait for this.
    document.documentElement.setAttribute('data-ready', '');
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
