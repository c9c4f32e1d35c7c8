import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { Toaster } from '@/components/ui/toaster';
import { authStore } from '@/lib/auth-store';
import BuyerDisputesPage from '../routes/buyer-disputes-page';
import DisputePage from '../routes/dispute-page';
import DisputesPage from '../routes/disputes-page';

/**
 * Mounts the feature's three pages at their paths, in memory, with the app's query client (its
 * error-toast rule) and toast outlet; `signedIn` stores a session as the back office has one.
 */
export function renderDisputes(path: string, { signedIn = true } = {}) {
  if (signedIn) authStore.setToken('session-1');
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(
    [
      { path: '/disputes', element: <DisputesPage /> },
      { path: '/disputes/:id', element: <DisputePage /> },
      { path: '/buyer-disputes', element: <BuyerDisputesPage /> },
      { path: '/buyer-emails', element: <p>Buyer emails page</p> },
    ],
    { initialEntries: [{ pathname, search }] },
  );
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
