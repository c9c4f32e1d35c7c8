import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

beforeAll(() =>
  Promise.all([
    import('@/features/orders/routes/transactions-page'),
    import('@/features/auth/routes/change-password-page'),
  ]),
);

function signedInWith(pending: { count: number }) {
  authStore.setToken('t1');
  mockRoutes({
    'GET roller/transactions/pending-count': () => ({ pending: pending.count }),
    'GET roller/transactions': () => ({
      transactions: [],
      total: 0,
      limit: 20,
      page: 1,
      pending: pending.count,
    }),
  });
}

describe('the document title', () => {
  it('carries the pending count ahead of every signed-in page, and drops it at 0', async () => {
    const pending = { count: 2 };
    signedInWith(pending);
    const { router, queryClient } = renderRoute('/transactions');
    await waitFor(() => expect(document.title).toBe('(2) Transactions · Gacha Shop'));

    await router.navigate('/change-password');
    await waitFor(() => expect(document.title).toBe('(2) Change Password · Gacha Shop'));

    pending.count = 0;
    await queryClient.invalidateQueries({ queryKey: ['roller'] });
    await waitFor(() => expect(document.title).toBe('Change Password · Gacha Shop'));
  });

  it('has no count while signed out', async () => {
    mockRoutes({ 'GET roller/transactions/pending-count': () => ({ pending: 2 }) });
    renderRoute('/login');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(document.title).toBe('Sign in · Gacha Shop'));
  });
});
