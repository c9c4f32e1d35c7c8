import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { useUnauthorizedRedirect } from '@/app/use-unauthorized-redirect';
import { authStore } from '@/lib/auth-store';
import { FakeEventSource, realtimeRoutes, stubEventSource } from '@/test/fake-event-source';
import { mockRoutes } from '@/test/fetch-mock';

beforeAll(() => import('@/features/disputes/routes/disputes-page'));
beforeEach(stubEventSource);

type Router = ReturnType<typeof createMemoryRouter>;

/** Installs the app's own answer to a refused session, as app.tsx does. */
function SignOutRedirect({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  useUnauthorizedRedirect(router, queryClient);
  return null;
}

/** The app's routes at `path`, signed in, with the app's sign-out redirect in place. */
function renderSignedIn(path: string) {
  authStore.setToken('session-1');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <SignOutRedirect router={router} queryClient={queryClient} />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

describe('a seller disabled while signed in', () => {
  it('is signed out to the sign-in page when their own stream says revoked', async () => {
    mockRoutes({
      ...realtimeRoutes,
      'GET roller/disputes': () => ({ disputes: [], total: 0, limit: 20, page: 1 }),
    });
    const { router, queryClient } = renderSignedIn('/disputes');
    expect(await screen.findByText('No disputes.')).toBeVisible();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.last;
    const list = ['roller', 'disputes', 'list', { page: 1 }];
    expect(queryClient.getQueryData(list)).toBeDefined();

    stream.emit('revoked', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Back to the page after signing in again, with the session and the seller's data gone.
    expect(router.state.location.state).toEqual({ from: '/disputes' });
    expect(authStore.getToken()).toBeNull();
    expect(queryClient.getQueryData(list)).toBeUndefined();
    expect(stream.closed).toBe(true);
  });
});
