import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

describe('routes', () => {
  it.each(['/change-password', '/email', '/sub-roller-email', '/sellers'])(
    'sends a signed-out visitor from %s to /login, remembering the page',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: path });
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it('lets a signed-in seller into a protected route', async () => {
    authStore.setToken('t1');
    const { router } = renderRoute('/sub-roller-email');
    expect(
      await screen.findByRole('heading', { name: 'Sub-Roller Email', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sub-roller-email');
  });

  it('asks a signed-out visitor to log in on the add-account page', async () => {
    renderRoute('/games/1/add');
    expect(await screen.findByText('Please log in to access this page')).toBeInTheDocument();
  });

  it.each([
    ['/notifications', 'Notifications'],
    ['/test-unsubscribe', 'Test Unsubscribe'],
    ['/unsubscribe', 'Invalid link'],
    ['/unsubscribe-single', 'Invalid link'],
  ])('%s shows its page (%s)', async (path, heading) => {
    mockApi({ games: [] });
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it.each(['/games//add', '/games/'])(
    'sends %s, a game path without its id, home',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    },
  );

  it('shows the not-found page for unknown paths', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('home renders the storefront heading', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Game accounts, ready to play',
    );
  });
});
