import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  useUnauthorizedRedirect(router, queryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
