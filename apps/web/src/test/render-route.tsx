import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/**
 * Mounts the real app routes at `path`, in memory, with fresh providers. `strict` mounts them
 * as app/mount.tsx does, under StrictMode, whose doubled effects a page must survive.
 */
export function renderRoute(path: string, options: { state?: unknown; strict?: boolean } = {}) {
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search, state: options.state }],
  });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const app: ReactNode = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient, user };
}
